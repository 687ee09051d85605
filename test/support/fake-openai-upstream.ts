import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tool call in the OpenAI wire shape. */
export interface FakeToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/**
 * How the fake answers one chat completion. Every field is optional: what is left out comes from
 * the default answer (text derived from the last user message, the requested model, counted usage).
 */
export interface FakeAnswer {
  content?: string | null;
  toolCalls?: FakeToolCall[];
  /** The `model` of the answer; the requested model when absent (override it to break an echo). */
  model?: string;
  finishReason?: string;
  /** Token counts; `null` leaves `usage` out of the answer altogether. */
  usage?: Partial<FakeUsage> | null;
  /** Wait this long before answering (to force timeouts). */
  delayMs?: number;
  /** Answer with this HTTP status and an OpenAI error body instead of a completion. */
  status?: number;
  errorMessage?: string;
  /** Hold the request until `release()` (or until the client gives up). */
  hang?: boolean;
}

export interface FakeUsage {
  promptTokens: number;
  cachedTokens: number;
  completionTokens: number;
  reasoningTokens: number;
}

/** One HTTP request as the fake received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, or the raw text when it was not JSON, or null when empty. */
  body: unknown;
}

/** Decides the answer of one completion call from its body and its 1-based call number. */
export type FakeScript = (body: ChatBody, call: number) => FakeAnswer | Promise<FakeAnswer>;

/** The parts of a chat completion request body the fake reads. */
export interface ChatBody {
  model: string;
  messages: { role: string; content?: unknown }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
}

export interface FakeOpenAIUpstream {
  /** e.g. `http://127.0.0.1:41234/v1`, ready for an OpenAI client's `baseURL`. */
  baseURL: string;
  /** How many `POST /v1/chat/completions` calls arrived. */
  readonly calls: number;
  /** How many `GET /v1/models` calls arrived (probes). */
  readonly modelListCalls: number;
  /** The body of every completion call, in order: what the model would have seen. */
  readonly received: ChatBody[];
  /**
   * The completion calls that got an answer (a completion or an error status), in the order they
   * were answered: a call whose caller went away first (a timeout, a crashed gateway) is in
   * `received` but not here.
   */
  readonly answered: { body: ChatBody; status: number }[];
  /** Every request of any kind, with its headers. */
  readonly requests: RecordedRequest[];
  /** The models `GET /v1/models` lists. */
  models: string[];
  /** Answers every later call with this script (queued answers go first). */
  respondWith(script: FakeScript): void;
  /** Answers the next calls with these, one each, before falling back to the script. */
  enqueue(...answers: FakeAnswer[]): void;
  /** `GET /v1/models` answers 503 until `up()`: the origin's probe sees it down. */
  down(): void;
  up(): void;
  /** Lets every hung request answer now (with its answer, minus the hang). */
  release(): void;
  /** Forgets recorded requests and counts, queued answers and the script. */
  reset(): void;
  close(): Promise<void>;
}

/** The default answer text: deterministic, and shows what the model received last. */
export function defaultAnswerText(body: ChatBody): string {
  return `fake answer to: ${lastUserText(body) ?? '(no user message)'}`;
}

/**
 * A stand-in OpenAI-compatible server for end-to-end tests: real HTTP on a loopback port,
 * the real wire format (non-streaming and SSE streaming chat completions, the model list),
 * with behaviour scripted per call and every request recorded.
 */
export async function startFakeOpenAIUpstream(options: { models?: string[] } = {}): Promise<FakeOpenAIUpstream> {
  let calls = 0;
  let modelListCalls = 0;
  let received: ChatBody[] = [];
  let answered: { body: ChatBody; status: number }[] = [];
  let requests: RecordedRequest[] = [];
  let queue: FakeAnswer[] = [];
  let script: FakeScript = () => ({});
  let isUp = true;
  let hung: (() => void)[] = [];
  let created = 1_750_000_000;

  const fake: FakeOpenAIUpstream = {
    baseURL: '',
    get calls() {
      return calls;
    },
    get modelListCalls() {
      return modelListCalls;
    },
    get received() {
      return received;
    },
    get answered() {
      return answered;
    },
    get requests() {
      return requests;
    },
    models: options.models ?? [],
    respondWith: (next) => void (script = next),
    enqueue: (...answers) => void queue.push(...answers),
    down: () => void (isUp = false),
    up: () => void (isUp = true),
    release() {
      const waiting = hung;
      hung = [];
      for (const resume of waiting) resume();
    },
    reset() {
      calls = 0;
      modelListCalls = 0;
      received = [];
      answered = [];
      requests = [];
      queue = [];
      script = () => ({});
    },
    close: () => Promise.resolve(),
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error), type: 'server_error', code: null } });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    const body = parseBody(text);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

    if (req.method === 'GET' && path === '/v1/models') {
      modelListCalls++;
      if (!isUp) return sendError(res, 503, 'The fake upstream is down.');
      const data = fake.models.map((id) => ({ id, object: 'model', created, owned_by: 'fake' }));
      return sendJson(res, 200, { object: 'list', data });
    }
    if (req.method === 'POST' && path === '/v1/chat/completions') {
      if (!isChatBody(body)) return sendError(res, 400, 'A chat completion needs model and messages.');
      calls++;
      received.push(body);
      const answer = queue.shift() ?? (await script(body, calls));
      if (!(await waitFor(answer, res))) return;
      answered.push({ body, status: answer.status ?? 200 });
      if (answer.status !== undefined && answer.status !== 200) {
        return sendError(res, answer.status, answer.errorMessage ?? `The fake upstream answered ${answer.status}.`);
      }
      created++;
      const completion = completionOf(body, answer, created);
      return body.stream === true ? sendStream(res, completion, body.stream_options?.include_usage === true) : sendNonStream(res, completion);
    }
    sendError(res, 404, `No route ${req.method} ${path} on the fake upstream.`);
  }

  /**
   * The delay and the hang of an answer; both end early when the client goes away (a timed-out
   * or cancelled call). False when there is no one left to answer.
   */
  async function waitFor(answer: FakeAnswer, res: ServerResponse): Promise<boolean> {
    let gone = false;
    const closed = new Promise<void>((resolve) =>
      res.once('close', () => {
        gone = true;
        resolve();
      }),
    );
    if (answer.delayMs) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([new Promise<void>((resolve) => (timer = setTimeout(resolve, answer.delayMs))), closed]);
      clearTimeout(timer);
    }
    if (answer.hang && !gone) await Promise.race([new Promise<void>((resolve) => hung.push(resolve)), closed]);
    return !gone;
  }

  // Node's 5 s idle keep-alive can close a socket the gateway is about to reuse while a loaded
  // test machine stalls its event loop; a long one keeps such races out of the tests.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Deep like a real origin's (uvicorn's is 2048): thousands of calls connect at once.
    server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  fake.baseURL = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      fake.release();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}

interface Completion {
  id: string;
  created: number;
  model: string;
  content: string | null;
  toolCalls: FakeToolCall[];
  finishReason: string;
  usage: Record<string, unknown> | null;
}

function completionOf(body: ChatBody, answer: FakeAnswer, created: number): Completion {
  const toolCalls = answer.toolCalls ?? [];
  const content = answer.content !== undefined ? answer.content : toolCalls.length > 0 ? null : defaultAnswerText(body);
  const counted: FakeUsage = {
    promptTokens: Math.ceil(JSON.stringify(body.messages).length / 4),
    cachedTokens: 0,
    completionTokens: Math.max(1, Math.ceil(((content ?? '').length + JSON.stringify(toolCalls).length) / 4)),
    reasoningTokens: 0,
  };
  const usage = answer.usage === null ? null : { ...counted, ...answer.usage };
  return {
    id: `chatcmpl-fake-${created}`,
    created,
    model: answer.model ?? body.model,
    content,
    toolCalls,
    finishReason: answer.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
    usage: usage && {
      prompt_tokens: usage.promptTokens,
      completion_tokens: usage.completionTokens,
      total_tokens: usage.promptTokens + usage.completionTokens,
      prompt_tokens_details: { cached_tokens: usage.cachedTokens, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: usage.reasoningTokens, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    },
  };
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: { message, type: status >= 500 ? 'server_error' : 'invalid_request_error', code: null, param: null } });
}

function sendNonStream(res: ServerResponse, c: Completion): void {
  const message: Record<string, unknown> = { role: 'assistant', content: c.content, refusal: null };
  if (c.toolCalls.length > 0) message.tool_calls = c.toolCalls;
  const answer: Record<string, unknown> = {
    id: c.id,
    object: 'chat.completion',
    created: c.created,
    model: c.model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: c.finishReason }],
  };
  if (c.usage) answer.usage = c.usage;
  sendJson(res, 200, answer);
}

/**
 * The OpenAI streaming shape: a role chunk, the content in a few pieces, each tool call as its
 * own delta (index, id, name, then the arguments), a finish chunk, a usage chunk with empty
 * `choices` when asked for, then `[DONE]`.
 */
function sendStream(res: ServerResponse, c: Completion, includeUsage: boolean): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null, extra: Record<string, unknown> = {}) => {
    const value = {
      id: c.id,
      object: 'chat.completion.chunk',
      created: c.created,
      model: c.model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...(includeUsage ? { usage: null } : {}),
      ...extra,
    };
    res.write(`data: ${JSON.stringify(value)}\n\n`);
  };
  chunk({ role: 'assistant', content: '' });
  for (const piece of pieces(c.content ?? '')) chunk({ content: piece });
  c.toolCalls.forEach((call, index) => {
    chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } }] });
    chunk({ tool_calls: [{ index, function: { arguments: call.function.arguments } }] });
  });
  chunk({}, c.finishReason);
  if (includeUsage && c.usage) {
    const usageChunk = { id: c.id, object: 'chat.completion.chunk', created: c.created, model: c.model, choices: [], usage: c.usage };
    res.write(`data: ${JSON.stringify(usageChunk)}\n\n`);
  }
  res.end('data: [DONE]\n\n');
}

/** Splits text into up to three pieces, so a client must join deltas. */
function pieces(text: string): string[] {
  if (text === '') return [];
  const size = Math.max(1, Math.ceil(text.length / 3));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function lastUserText(body: ChatBody): string | null {
  for (let i = body.messages.length - 1; i >= 0; i--) {
    const message = body.messages[i];
    if (message?.role !== 'user') continue;
    const { content } = message;
    if (typeof content === 'string') return content;
    if (Array.isArray(content)) {
      return content
        .filter((part): part is { type: 'text'; text: string } => typeof part === 'object' && part !== null && part.type === 'text')
        .map((part) => part.text)
        .join('\n');
    }
    return '';
  }
  return null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (piece: string) => (text += piece));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isChatBody(body: unknown): body is ChatBody {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as { model?: unknown; messages?: unknown };
  return typeof candidate.model === 'string' && Array.isArray(candidate.messages);
}
