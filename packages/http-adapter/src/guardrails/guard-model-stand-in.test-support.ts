import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The MLCommons codes Llama Guard 3 prints, and OpenAI moderation's category names, in their documented order. */
const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
];

/** How the stand-in judges a text: Llama Guard's answer text (`safe`, `unsafe\nS9`), or the moderation categories it flags. */
export type GuardJudgement = (text: string) => { llamaGuard: string; moderation: string[] };

/** Marks that tests put in a prompt or an answer to steer the stand-in: `GUARD-UNSAFE-S9` flags S9 (illicit/violent). */
export const judgeByMarker: GuardJudgement = (text) => {
  const codes = [...text.matchAll(/GUARD-UNSAFE-(S\d{1,2})/g)].map((m) => m[1] as string);
  if (codes.length === 0) return { llamaGuard: 'safe', moderation: [] };
  const moderation = codes.map((code) => ({ S1: 'violence', S2: 'illicit', S9: 'illicit/violent', S10: 'hate', S11: 'self-harm' })[code] ?? 'illicit');
  return { llamaGuard: `unsafe\n${[...new Set(codes)].join(',')}`, moderation };
};

export interface GuardModelStandIn {
  /** e.g. `http://127.0.0.1:41234/v1`. */
  baseURL: string;
  /** Every request body, in order, by path. */
  readonly received: { path: string; body: any }[];
  /** `up` answers; `error` answers 503; `hang` never answers (the caller's timeout ends it). */
  mode: 'up' | 'error' | 'hang';
  close(): Promise<void>;
}

/**
 * A local stand-in for a guard model server, speaking the wire formats of the real ones and
 * accepting only what they accept: `POST /v1/chat/completions` as vLLM or Ollama serve Llama
 * Guard 3 (its chat template takes only user and assistant turns, alternating, user first, with
 * string content, and raises otherwise, which vLLM answers 400), answering its output text; and
 * `POST /v1/moderations` in OpenAI's shape (`input` a string or an array of strings).
 */
export async function startGuardModelStandIn(judge: GuardJudgement = judgeByMarker): Promise<GuardModelStandIn> {
  const received: { path: string; body: any }[] = [];
  const hanging: ServerResponse[] = [];
  const state: { mode: GuardModelStandIn['mode'] } = { mode: 'up' };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: any = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(res, 400, { object: 'error', message: 'body is not JSON', type: 'BadRequestError', code: 400 });
    }
    const path = (req.url ?? '').split('?')[0] ?? '';
    received.push({ path, body });
    if (state.mode === 'hang') return void hanging.push(res);
    if (state.mode === 'error') return send(res, 503, { error: { message: 'model is loading', type: 'server_error' } });
    if (req.method === 'POST' && path === '/v1/chat/completions') return chat(res, body);
    if (req.method === 'POST' && path === '/v1/moderations') return moderation(res, body);
    return send(res, 404, { error: { message: `no route ${req.method} ${path}` } });
  });

  function chat(res: ServerResponse, body: any) {
    const messages: unknown = body?.messages;
    const problem = templateProblem(messages);
    if (problem) return send(res, 400, { object: 'error', message: problem, type: 'BadRequestError', code: 400 });
    const turns = messages as { role: string; content: string }[];
    const text = judge(turns.map((turn) => turn.content).join('\n')).llamaGuard;
    send(res, 200, {
      id: `chatcmpl-guard-${received.length}`,
      object: 'chat.completion',
      created: 1_764_000_000,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: `\n\n${text}` }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 200, completion_tokens: 4, total_tokens: 204 },
    });
  }

  function moderation(res: ServerResponse, body: any) {
    const input: unknown = body?.input;
    const inputs = typeof input === 'string' ? [input] : Array.isArray(input) && input.every((i) => typeof i === 'string') ? (input as string[]) : null;
    if (!inputs)
      return send(res, 400, { error: { message: "'input' must be a string or an array of strings", type: 'invalid_request_error', param: 'input' } });
    send(res, 200, {
      id: `modr-${received.length}`,
      model: body.model ?? 'omni-moderation-latest',
      results: inputs.map((text) => {
        const flaggedNames = judge(text).moderation;
        const categories = Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, flaggedNames.includes(name)]));
        const scores = Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, flaggedNames.includes(name) ? 0.97 : 0.0001]));
        const applied = Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, ['text']]));
        return { flagged: flaggedNames.length > 0, categories, category_scores: scores, category_applied_input_types: applied };
      }),
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What Llama Guard 3's chat template refuses: the error text its Jinja template raises. */
function templateProblem(messages: unknown): string | null {
  if (!Array.isArray(messages) || messages.length === 0) return 'messages must be a non-empty array';
  for (const [i, message] of messages.entries()) {
    const { role, content } = (message ?? {}) as { role?: unknown; content?: unknown };
    if (role !== 'user' && role !== 'assistant') return `Conversation roles must be user or assistant, got ${String(role)}`;
    if ((role === 'user') !== (i % 2 === 0)) return 'Conversation roles must alternate user/assistant/user/assistant/...';
    if (typeof content !== 'string') return 'Conversation content must be a string';
  }
  return null;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
