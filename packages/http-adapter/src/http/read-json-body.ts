import { apiError, err, fieldApiError, ok, type ApiError, type FieldError, type Result } from '@secgate/core';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { closeAfterAnswer } from './close-after-answer.js';
import { MAX_JSON_DEPTH, type BodyLimits } from './body-limits.js';
import { shapeScanner, type JsonShapeExcess, type JsonShapeLimits, type ShapeScanner } from './json-shape-scan.js';

/** A JSON body as read: the parsed value and the exact text (a signature covers the raw body). */
export interface JsonBody {
  json: unknown;
  text: string;
}

const MALFORMED = () => apiError('invalid-request', 'The request body is not valid JSON.', { field: 'body', reason: 'malformed-json' });

const JSON_REQUIRED = () => apiError('json-required', 'The body must be JSON with content-type: application/json.');

const TOO_LARGE = (max: number) => apiError('body-too-large', `The body is larger than ${max} bytes.`, { max });

/**
 * True for `application/json`, optionally with `charset=utf-8` (quoted or not), in any case.
 * Any other parameter or charset is refused: the body is always decoded as UTF-8, and a sender
 * that says otherwise would be misread.
 */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [mediaType, ...params] = header.split(';');
  if (mediaType?.trim().toLowerCase() !== 'application/json') return false;
  return params.every((param) => {
    const [name, value = ''] = param.split('=');
    return (
      name?.trim().toLowerCase() === 'charset' &&
      value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase() === 'utf-8'
    );
  });
}

/**
 * Reads a POST body as JSON, in this order: 415 `json-required` (content type), 413
 * `body-too-large` (declared Content-Length, then the bytes actually received, counted while
 * streaming so a lying or chunked body stops at the limit instead of filling memory), 400
 * `invalid-request` `malformed-json` (invalid UTF-8, empty or unparseable text).
 *
 * JSON.parse makes `__proto__` an ordinary own key and never touches Object.prototype; callers
 * must validate the value, never merge it into another object.
 */
export async function readJsonBody(c: Context, limits: BodyLimits): Promise<Result<JsonBody, ApiError>> {
  const bytes = await readBodyBytes(c, limits);
  return bytes.ok ? parseJsonBytes(bytes.value) : bytes;
}

/**
 * The first steps of readJsonBody: 415 `json-required`, 413 `body-too-large`, then a shape over
 * `limits` (400 `invalid-request`, `too-many`, naming the limit and the byte), found while the body
 * arrives: reading stops there, and the rest is drained, never buffered.
 */
export async function readBodyBytes(c: Context, limits: BodyLimits): Promise<Result<Uint8Array, ApiError>> {
  if (!isJsonContentType(c.req.header('content-type'))) return err(JSON_REQUIRED());
  const declared = c.req.header('content-length');
  const declaredTooLarge = declared !== undefined && /^\d+$/.test(declared.trim()) && Number(declared) > limits.bytes;
  if (declaredTooLarge) {
    closeAfterAnswer(c);
    return err(TOO_LARGE(limits.bytes));
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const scanner = shapeScanner(limits);
  // Under @hono/node-server the Node request is at hand: reading it directly spares building a
  // WHATWG Request and stream around it just to take its bytes.
  const read = incoming ? await readNodeLimited(incoming, limits.bytes, scanner) : await readLimited(c.req.raw, limits.bytes, scanner);
  // A body refused before its end: the connection closes after the answer instead of receiving
  // (and parsing, as HTTP) the rest of it, which for 8 MB would keep the event loop busy.
  if (!Array.isArray(read)) closeAfterAnswer(c);
  if (read === 'too-large') return err(TOO_LARGE(limits.bytes));
  if (!Array.isArray(read)) {
    const message = `${SHAPE_LIMIT_WORDS[read.limit](limits)} (at byte ${read.offset}).`;
    return err(fieldApiError('invalid-request', { field: 'body', reason: 'too-many', message }));
  }
  // Cut off inside a string or a container: not JSON, said without joining, decoding or parsing 8 MiB.
  if (read.length > 0 && !scanner.isClosed()) return err(MALFORMED());
  return ok(joinChunks(read));
}

/** The chunks of a body as one array of bytes; a body that came in one chunk is not copied. */
function joinChunks(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The last step of readJsonBody, on bytes readBodyBytes has bounded: strict UTF-8, then JSON, else
 * 400 `malformed-json`; then 400 `invalid-request` naming the field for a number beyond a double,
 * such as 1e400, which JSON.parse turns into Infinity (`out-of-range`).
 */
export function parseJsonBytes(bytes: Uint8Array): Result<JsonBody, ApiError> {
  let text: string;
  let json: unknown;
  try {
    // fatal: an invalid UTF-8 sequence is an error, not a silent U+FFFD that changes the text.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    json = JSON.parse(text);
  } catch {
    // The parser's message quotes the body, so it is never passed on.
    return err(MALFORMED());
  }
  const unreadable = findUnreadableValue(json);
  if (unreadable) return err(fieldApiError('invalid-request', unreadable));
  return ok({ json, text });
}

const SHAPE_LIMIT_WORDS: Record<keyof JsonShapeLimits, (limits: JsonShapeLimits) => string> = {
  depth: (limits) => `The body nests deeper than ${limits.depth} levels`,
  containerElements: (limits) => `An array or object of the body holds more than ${limits.containerElements} elements`,
  totalElements: (limits) => `The body holds more than ${limits.totalElements} elements in all`,
};

/**
 * The first value (in document order) nested deeper than MAX_JSON_DEPTH or a non-finite number,
 * or null. Iterative, so the check itself cannot run out of stack, and linear in the number of values.
 */
export function findUnreadableValue(root: unknown): FieldError | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth } = next;
    const field = path === '' ? 'body' : path;
    if (typeof value === 'number' && !Number.isFinite(value)) {
      return { field, reason: 'out-of-range', message: `The field '${field}' holds a number too large to represent.` };
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      return { field, reason: 'too-many', message: `The body nests deeper than ${MAX_JSON_DEPTH} levels at '${field}'.` };
    }
    // Children are pushed last-first, so they are visited in document order.
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], path: `${path}[${i}]`, depth: depth + 1 });
    } else {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        pending.push({ value: (value as Record<string, unknown>)[key], path: path === '' ? key : `${path}.${key}`, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * How many bytes of a body are scanned before the read yields to other requests: about a
 * millisecond of the shape scan's slowest input (numbers and white space, byte by byte).
 */
const SCAN_BYTES_PER_TURN = 256 * 1024;

/** What a bounded read ends with: the body's chunks, or why it stopped early. */
type BoundedRead = Uint8Array[] | 'too-large' | JsonShapeExcess;

/** readLimited for a Node request: the rest of a refused body is drained, never buffered. */
function readNodeLimited(incoming: IncomingMessage, limit: number, scanner: ShapeScanner): Promise<BoundedRead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let scannedSinceYield = 0;
    const stop = (why: 'too-large' | JsonShapeExcess) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.resume();
      resolve(why);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > limit) return stop('too-large');
      const excess = scanner.scan(chunk);
      if (excess) return stop(excess);
      chunks.push(chunk);
      scannedSinceYield += chunk.byteLength;
      if (scannedSinceYield >= SCAN_BYTES_PER_TURN) {
        // Node hands over every chunk a socket has ready in one go: pausing lets other requests in
        // before the next slice is scanned, so no body holds the event loop for long.
        incoming.pause();
        setImmediate(() => {
          scannedSinceYield = 0;
          incoming.resume();
        });
      }
    };
    const onEnd = () => resolve(chunks);
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', reject);
  });
}

/** The body's bytes, or why it stopped: more than `limit` bytes, or a shape over its limits. */
async function readLimited(request: Request, limit: number, scanner: ShapeScanner): Promise<BoundedRead> {
  if (request.body === null) return [];
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let scannedSinceYield = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    const stopped = total > limit ? 'too-large' : scanner.scan(value);
    if (stopped) {
      // Stop reading: the rest of a refused body is never buffered.
      await reader.cancel().catch(() => {});
      return stopped;
    }
    chunks.push(value);
    scannedSinceYield += value.byteLength;
    if (scannedSinceYield >= SCAN_BYTES_PER_TURN) {
      scannedSinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return chunks;
}
