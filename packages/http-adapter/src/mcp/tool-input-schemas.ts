import {
  CVE_ID,
  DEFAULT_SCOPE_ID,
  DEFAULT_TASK,
  FINDINGS_PAGE_DEFAULT,
  FINDINGS_PAGE_MAX,
  KNOWLEDGE_LIMIT_DEFAULT,
  KNOWLEDGE_LIMIT_MAX,
  KNOWLEDGE_QUERY_MAX_LENGTH,
  KNOWN_TASKS,
  MESSAGE_ROLES,
  MODEL_LIMITS,
  REMEDIATION_STATES,
  TOOL_CHOICE_MODES,
} from '@secgate/core';
import * as v from 'valibot';

/*
 * The argument schemas of the MCP tools, in valibot: published as JSON Schema (tools/list,
 * /mcp.json, /llms-full.txt) and checked before a call. They describe the shape an agent must
 * send; the finer rules (message turn order, tool-name uniqueness, per-model ceilings) stay with
 * the routes, so a tool call is refused with exactly the route's own error for those.
 * Only schemas @valibot/to-json-schema can convert are used here (no lazy, custom or transform).
 */

const text = (description: string) => v.pipe(v.string(), v.minLength(1), v.description(description));

/** The same length rule as the knowledge routes' `q` and `id` (1 to 200 characters). */
const knowledgeText = (description: string) => v.pipe(v.string(), v.minLength(1), v.maxLength(KNOWLEDGE_QUERY_MAX_LENGTH), v.description(description));

export const knowledgeSearchInput = v.strictObject({
  q: knowledgeText('Search text: words, an ATT&CK id (T1566, TA0001, M1017) or a CWE id (CWE-79).'),
  limit: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(KNOWLEDGE_LIMIT_MAX),
      v.description(`How many results, 1 to ${KNOWLEDGE_LIMIT_MAX}; ${KNOWLEDGE_LIMIT_DEFAULT} when absent.`),
    ),
  ),
});

export const knowledgeContextInput = v.strictObject({
  id: knowledgeText('An ATT&CK or CWE id: T1566, T1566.001, TA0001, M1017, G0007, S0002, CWE-79.'),
});

export const noInput = v.strictObject({});

const contentPart = v.looseObject({
  type: v.pipe(v.string(), v.description('text, image_url, input_audio, file or refusal, with its own fields as in the OpenAI chat format.')),
});

const toolCall = v.object({
  id: v.string(),
  type: v.literal('function'),
  function: v.object({ name: v.string(), arguments: v.pipe(v.string(), v.description('The arguments as a JSON text.')) }),
});

const message = v.object({
  role: v.picklist(MESSAGE_ROLES),
  content: v.optional(v.nullable(v.union([v.string(), v.array(contentPart)]))),
  name: v.optional(v.string()),
  tool_calls: v.optional(v.array(toolCall)),
  tool_call_id: v.optional(v.pipe(v.string(), v.description('On a `tool` turn: the id of the call it answers.'))),
});

const messages = v.pipe(
  v.array(message),
  v.minLength(1),
  v.description(
    `The conversation in the OpenAI chat format; at most one leading system turn (role, scope, output language and format). ` +
      `Up to ${MODEL_LIMITS.turns} turns and ${MODEL_LIMITS.inputCharacters} input characters. Secrets are redacted before any model sees them.`,
  ),
);

const model = text('A catalog id from svc_models (GET /v1/models), passed unchanged.');

const maxTokens = v.optional(
  v.pipe(v.number(), v.integer(), v.minValue(1), v.description(`The output ceiling in tokens, reasoning included; at most ${MODEL_LIMITS.outputTokens}.`)),
);

const task = v.optional(
  v.pipe(
    v.picklist(KNOWN_TASKS),
    v.description(
      `The research task; ${DEFAULT_TASK} when absent. Blue models take only the three standard tasks; payload-crafting and c2-tooling need the contracted rung.`,
    ),
  ),
);

const scopeId = v.optional(
  v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.description(`The approved research scope; ${DEFAULT_SCOPE_ID} (code the caller owns) when absent.`)),
);

const functionTool = v.object({
  type: v.literal('function'),
  function: v.object({
    name: v.pipe(v.string(), v.description('1 to 64 letters, digits, underscores and dashes; unique in the request.')),
    description: v.optional(v.string()),
    parameters: v.optional(v.pipe(v.record(v.string(), v.unknown()), v.description('A JSON Schema object.'))),
    strict: v.optional(v.nullable(v.boolean())),
  }),
});

const tools = v.optional(
  v.pipe(
    v.array(functionTool),
    v.description(
      `Function tools the model may call (at most ${MODEL_LIMITS.toolsPerRequest}). The server never runs them: tool_calls come back for the caller to run.`,
    ),
  ),
);

const toolChoice = v.optional(v.union([v.picklist(TOOL_CHOICE_MODES), v.object({ type: v.literal('function'), function: v.object({ name: v.string() }) })]));

export const chatCompletionInput = v.strictObject({
  model,
  messages,
  max_tokens: maxTokens,
  tools,
  tool_choice: toolChoice,
  task,
  scopeId,
});

export const researchRunInput = v.strictObject({
  model,
  task,
  scopeId,
  max_tokens: maxTokens,
  messages,
  jobId: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'A UUID v4 naming the job (the idempotency-key). Absent: a fresh one. Sending the same jobId with the same arguments again re-attaches to the job and answers its current record (the way to poll); another body under the same jobId is 409 idempotency-conflict.',
      ),
    ),
  ),
});

const wholeNumber = (min: number, max: number, description: string) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max), v.description(description)));

export const vmFindingsInput = v.strictObject({
  id: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{1,80}$/),
      v.description('A finding id (fnd_...): reads that one finding with its evidence and remediation history. Give no filter with it.'),
    ),
  ),
  status: v.optional(v.pipe(v.picklist(REMEDIATION_STATES), v.description('Only findings in this remediation state.'))),
  asset: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.description("Only this asset's findings (the asset id the reports gave)."))),
  cve: v.optional(v.pipe(v.string(), v.regex(CVE_ID), v.description('Only findings on this CVE, e.g. CVE-2021-41773.'))),
  minScore: wholeNumber(0, 100, 'Only findings scored at least this (0 to 100).'),
  limit: wholeNumber(1, FINDINGS_PAGE_MAX, `Findings per page, 1 to ${FINDINGS_PAGE_MAX}; ${FINDINGS_PAGE_DEFAULT} when absent.`),
  cursor: v.optional(v.pipe(v.string(), v.description("The previous page's `next`, for the following page."))),
});

/** Any of the tool argument schemas. */
export type ToolInputSchema =
  typeof knowledgeSearchInput | typeof knowledgeContextInput | typeof noInput | typeof chatCompletionInput | typeof researchRunInput | typeof vmFindingsInput;
