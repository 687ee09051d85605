import { contentTexts, type CompletionRequest, type ModelDefinition } from '@secgate/core';
import type { UpstreamAnswer } from './upstreams.js';

/** The base URL that selects the built-in offline origin instead of a network origin. */
export const OFFLINE_BASE_URL = 'offline:';

/** The `model` the offline origin names for a `shape`-echo model: well-formed and plainly not a real model. */
export const OFFLINE_MODEL_NAME = 'secgate-offline';

/** The last user message is quoted up to this many characters, so a maximal prompt gives a readable answer. */
const QUOTE_LIMIT = 4_000;

export function isOfflineBaseURL(baseURL: string): boolean {
  return baseURL === OFFLINE_BASE_URL;
}

/**
 * The built-in offline origin of demo mode: no network, no model. It answers with a plain report
 * of what reached it (after the gateway's redaction), so a newcomer can try every route and see
 * exactly what a real model would have been sent. Deterministic: the same request gives the same
 * answer and the same usage, which keeps job re-attachment and billing tests exact.
 */
export function answerOffline(model: ModelDefinition, request: CompletionRequest): UpstreamAnswer {
  const content = offlineReport(model, request);
  return {
    model: offlineEcho(model),
    content,
    // Kept simple on purpose: the offline origin never calls tools, it only lists those offered.
    toolCalls: [],
    finishReason: 'stop',
    usage: {
      promptTokens: tokensFor(promptCharacters(request)),
      cachedTokens: 0,
      completionTokens: tokensFor(content.length),
    },
  };
}

/** The `model` field that keeps the model's echo rule, as a real origin configured for it would. */
function offlineEcho(model: ModelDefinition): string {
  switch (model.echo.kind) {
    case 'requested':
      return model.id;
    case 'fixed':
      return model.echo.upstreamModel;
    case 'shape':
      return OFFLINE_MODEL_NAME;
  }
}

function offlineReport(model: ModelDefinition, request: CompletionRequest): string {
  const roles = new Map<string, number>();
  for (const message of request.messages) roles.set(message.role, (roles.get(message.role) ?? 0) + 1);
  const roleSummary = [...roles].map(([role, count]) => `${role} ${count}`).join(', ');
  const tools = request.tools?.map((tool) => tool.function.name) ?? [];
  const toolChoice = request.tool_choice === undefined ? '' : ` (tool_choice: ${JSON.stringify(request.tool_choice)})`;

  return [
    "No model ran. This answer comes from secgate's built-in offline origin (demo mode); it reports what it received after redaction.",
    '',
    `model: ${model.id} (${model.team} team, ${model.route} route)`,
    `task: ${request.task}`,
    `scopeId: ${request.scopeId}`,
    `max_tokens: ${request.max_tokens}`,
    `messages: ${request.messages.length} (${roleSummary})`,
    `tools offered: ${tools.length === 0 ? 'none' : tools.join(', ')}${toolChoice}`,
    'last user message, as received:',
    lastUserMessage(request),
  ].join('\n');
}

/** The text of the last user turn, cut short when long; parts that are not text are named only. */
function lastUserMessage(request: CompletionRequest): string {
  const message = request.messages.findLast((candidate) => candidate.role === 'user');
  if (!message) return '(no user message)';
  const text = contentTexts(message.content).join('\n');
  const quoted = text.length <= QUOTE_LIMIT ? text : `${text.slice(0, QUOTE_LIMIT)}\n[... ${text.length - QUOTE_LIMIT} more characters not shown]`;
  const others = Array.isArray(message.content) ? message.content.filter((part) => part.type !== 'text').map((part) => part.type) : [];
  return others.length === 0 ? quoted : `${quoted}\n[${others.length} part(s) that are not text: ${others.join(', ')}]`;
}

/** Everything the prompt carries as text: message contents and the tool definitions. */
function promptCharacters(request: CompletionRequest): number {
  let characters = 0;
  for (const message of request.messages) {
    for (const text of contentTexts(message.content)) characters += text.length;
  }
  if (request.tools) characters += JSON.stringify(request.tools).length;
  return characters;
}

/** The usual rough rule of four characters per token; at least one token for any prompt. */
function tokensFor(characters: number): number {
  return Math.max(1, Math.ceil(characters / 4));
}
