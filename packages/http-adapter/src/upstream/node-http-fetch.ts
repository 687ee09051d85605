import http from 'node:http';
import https from 'node:https';

/**
 * A `fetch` over node:http and node:https with keep-alive agents, for the openai client.
 *
 * Why: the official client is used (docs/architecture.md#the-path-of-a-completion) and accepts any fetch; Node's global fetch
 * (undici's WHATWG implementation) costs about three times the CPU per call of node:http on the
 * benchmark machine, which alone kept a gateway on one core under 1,300 calls per second. What
 * the client needs is small: a method, headers, a text body and an abort signal going out, and a
 * Response with the status, headers and the whole body coming back (the gateway never streams
 * from an origin). A body larger than `maxBodyBytes` is refused rather than buffered.
 *
 * Failures look like the global fetch's, so the client classifies them the same way: a network
 * error rejects with a TypeError ("fetch failed") whose cause is the socket error, an abort with
 * the signal's reason.
 */
export interface NodeHttpFetch {
  fetch: typeof fetch;
  /** Closes the idle kept-alive sockets. */
  close(): void;
}

export interface NodeHttpFetchOptions {
  /** Largest answer body read (64 MiB by default). */
  maxBodyBytes?: number;
  /**
   * Sockets per origin; no limit by default. A limit here would be a hidden queue: a call past it
   * would wait for a socket, unseen, while its hold and its caller's wait run. How many calls an
   * origin takes is the origin's `maxInFlight` (origin-gate.ts), which is counted and shown.
   */
  maxSockets?: number;
}

/** Answers with these statuses carry no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function createNodeHttpFetch(options: NodeHttpFetchOptions = {}): NodeHttpFetch {
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024 * 1024;
  const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? Infinity };
  const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

  function nodeFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const signal = init.signal ?? undefined;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return Promise.reject(new TypeError('fetch failed', { cause: new Error(`unsupported protocol ${url.protocol}`) }));
    }
    if (signal?.aborted) return Promise.reject(signal.reason);
    let body: Buffer | undefined;
    try {
      body = bodyBytes(init.body);
    } catch (error) {
      return Promise.reject(error);
    }
    const headers = headerRecord(init.headers);
    if (body !== undefined) headers['content-length'] = String(body.byteLength);

    return new Promise<Response>((resolve, reject) => {
      const transport = url.protocol === 'https:' ? https : http;
      const request = transport.request(url, { method: init.method ?? 'GET', headers, agent: agents[url.protocol as 'http:' | 'https:'] }, (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > maxBodyBytes) {
            response.destroy(new Error(`the answer is larger than ${maxBodyBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', (error) => fail(error));
        response.on('end', () => {
          signal?.removeEventListener('abort', onAbort);
          const status = response.statusCode ?? 0;
          resolve(
            new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), {
              status,
              statusText: response.statusMessage ?? '',
              headers: responseHeaders(response.headers),
            }),
          );
        });
      });
      const fail = (error: unknown) => {
        signal?.removeEventListener('abort', onAbort);
        reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error }));
      };
      const onAbort = () => request.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      request.on('error', fail);
      request.end(body);
    });
  }

  return {
    fetch: nodeFetch as typeof fetch,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

function bodyBytes(body: RequestInit['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  // The openai client sends JSON text; anything else (a stream, a form) is not a chat completion.
  throw new TypeError('fetch failed', { cause: new Error('only text and byte bodies are sent upstream') });
}

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  if (headers instanceof Headers) headers.forEach((value, name) => (out[name] = value));
  else if (Array.isArray(headers)) for (const [name, value] of headers as [string, string][]) out[name.toLowerCase()] = value;
  else for (const [name, value] of Object.entries(headers as Record<string, string>)) out[name.toLowerCase()] = value;
  return out;
}

function responseHeaders(headers: http.IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) out.append(name, one);
    else out.set(name, value);
  }
  return out;
}
