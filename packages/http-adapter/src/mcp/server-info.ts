/** Who the MCP server says it is (initialize's serverInfo, the server card, the agent files). */
export const SERVER_INFO = {
  name: 'secgate',
  title: 'secgate security-research gateway',
  // The package version; bumped with it.
  version: '0.1.0',
} as const;

export const SERVER_DESCRIPTION =
  'Security-research inference gateway: an OpenAI-compatible chat completion and job API in front of Blue-team and Red-team models ' +
  '(admission, secret redaction, guardrails, metering in micro-USD), ATT&CK and CWE knowledge search, and deterministic GRC, IR and DR calculators.';

/** initialize's `instructions`: what a model should know before its first call. */
export const SERVER_INSTRUCTIONS = [
  'Public tools (svc_knowledge_search, svc_knowledge_context, svc_models) need no credential.',
  "svc_research_status, svc_chat_completion, svc_research_run and svc_vm_findings use this connection's Authorization: Bearer sgp_... header:",
  'a personal access token the account holder issues and places in your environment (you cannot sign in yourself).',
  'Call svc_models first to pick a served model, svc_research_status to see what this token may do,',
  'then svc_chat_completion (waits for the answer) or svc_research_run (a job; call again with the same jobId and arguments to poll).',
  "svc_vm_findings lists the principal's vulnerability findings, highest score first, or reads one by id with its history.",
  'The server never runs tools: tool_calls in an answer are for you to run.',
].join(' ');
