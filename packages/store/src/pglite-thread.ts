import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { protocol, types, type PGlite } from '@electric-sql/pglite';

/** What the wire needs of a PGlite database (pglite-wire.ts): one protocol exchange, and its type parsers. */
export interface PgliteProtocol {
  execProtocolStream(message: Uint8Array, options: { syncToFs: false }): ReturnType<PGlite['execProtocolStream']>;
  readonly parsers: PGlite['parsers'];
}

/**
 * Bounds on the thread's JavaScript heap. None by default: a bound reached stops the thread, and
 * with it the store, which is worse for a server than the memory (tests set one to prove the thread
 * keeps nothing between calls).
 */
export interface ThreadLimits {
  /** Its old generation, in MB. */
  heapMb?: number;
}

/** PGlite running in a worker thread of its own. */
export interface PgliteThread extends PgliteProtocol {
  close(): Promise<void>;
}

/**
 * Starts PGlite in a worker thread, on `dir` (in memory when undefined), with `startParams` added
 * to PGlite's own.
 *
 * Why a thread: PGlite is PostgreSQL compiled to WebAssembly, and every statement runs
 * synchronously on the thread that calls it. On the server's own thread, each commit held up every
 * request, stream and timer for as long as it ran. In a thread of its own the database works on
 * the second core while the event loop goes on; what crosses between them is the wire protocol's
 * bytes, moved (transferred) rather than copied back. Encoding, decoding and the rows' parsing
 * stay on the calling thread, with the same parsers PGlite would use.
 */
export async function startPgliteThread(dir: string | undefined, startParams: readonly string[], limits: ThreadLimits = {}): Promise<PgliteThread> {
  const worker = new Worker(WORKER_SCRIPT, {
    eval: true,
    workerData: { pgliteUrl: pgliteModuleUrl(), dir, startParams },
    // The thread's own heap holds only the bytes in flight: PGlite's memory is its WebAssembly heap.
    resourceLimits: { maxYoungGenerationSizeMb: 8, ...(limits.heapMb === undefined ? {} : { maxOldGenerationSizeMb: limits.heapMb }) },
  });
  const calls = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let ended: Error | undefined;

  const ready = new Promise<ArrayType[]>((resolve, reject) => {
    worker.on('message', (reply: WorkerReply) => {
      if (reply.kind === 'ready') return resolve(reply.arrayTypes);
      if (reply.kind === 'failed') return reject(errorFrom(reply.error));
      const call = calls.get(reply.id);
      calls.delete(reply.id);
      if (reply.error !== undefined) call?.reject(errorFrom(reply.error));
      else call?.resolve(reply.bytes);
    });
    const end = (error: Error) => {
      ended ??= error;
      reject(error);
      for (const call of calls.values()) call.reject(error);
      calls.clear();
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`the embedded database's thread stopped (exit ${code})`)));
  });
  const arrayTypes = await ready;
  // The thread keeps the process alive only while a call waits on it, as PGlite on the calling thread did.
  worker.unref();

  const parsers = parsersWith(arrayTypes);
  const settled = (answer: () => void) => {
    if (calls.size === 0) worker.unref();
    answer();
  };
  const exchange = (message: Uint8Array) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (ended !== undefined) return reject(ended);
      const id = nextId++;
      if (calls.size === 0) worker.ref();
      calls.set(id, {
        resolve: (bytes) => settled(() => resolve(bytes)),
        reject: (error) => settled(() => reject(error)),
      });
      worker.postMessage({ kind: 'exchange', id, message });
    });

  return {
    parsers,
    async execProtocolStream(message) {
      return decodeAnswer(await exchange(message));
    },
    async close() {
      if (ended !== undefined) return;
      worker.ref();
      await new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.postMessage({ kind: 'close' });
      });
    },
  };
}

/**
 * The backend's messages in one answer, as PGlite's execProtocolStream gives them: the messages up
 * to the first error, and that error thrown (a DatabaseError with its SQLSTATE as `code`).
 */
function decodeAnswer(bytes: Uint8Array): Awaited<ReturnType<PGlite['execProtocolStream']>> {
  const messages: Awaited<ReturnType<PGlite['execProtocolStream']>> = [];
  let failure: Error | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (failure !== undefined) return;
    if (message instanceof protocol.messages.DatabaseError) failure = message;
    else if (!(message instanceof protocol.messages.NoticeMessage)) messages.push(message);
  });
  if (failure !== undefined) throw failure;
  return messages;
}

interface ArrayType {
  oid: number;
  typarray: number;
}

/** PGlite's parsers, arrays included, built as PGlite builds its own (`_initArrayTypes`). */
function parsersWith(arrayTypes: readonly ArrayType[]): PGlite['parsers'] {
  const parsers: PGlite['parsers'] = { ...types.parsers };
  for (const { oid, typarray } of arrayTypes) parsers[typarray] = (text: string) => types.arrayParser(text, parsers[oid] ?? asText, typarray);
  return parsers;
}

type WorkerReply =
  | { kind: 'ready'; arrayTypes: ArrayType[] }
  | { kind: 'failed'; error: ErrorFacts }
  | { kind: 'answer'; id: number; bytes: Uint8Array; error?: undefined }
  | { kind: 'answer'; id: number; error: ErrorFacts };

/** An error as it crosses the thread: what the CLI's sentences read (message, code, errno, path). */
interface ErrorFacts {
  message: string;
  name: string;
  code: unknown;
  errno: unknown;
  path: unknown;
}

function errorFrom(facts: ErrorFacts): Error {
  const error = Object.assign(new Error(facts.message), { code: facts.code ?? undefined, errno: facts.errno ?? undefined });
  if (facts.path != null) Object.assign(error, { path: facts.path });
  error.name = facts.name;
  return error;
}

function pgliteModuleUrl(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
}

/** The element and array type of every array type, as PGlite reads them for its parsers. */
const ARRAY_TYPES_SQL = `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`;

/**
 * The thread's program. It only runs PGlite: bytes of the wire protocol in, bytes out. Plain
 * JavaScript evaluated in the thread, so it runs the same from the sources (tests) and the build.
 */
const WORKER_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const facts = (error) => ({
  message: String(error?.message || error?.name || error),
  name: String(error?.name ?? 'Error'),
  code: error?.code ?? null,
  errno: error?.errno ?? null,
  path: error?.path ?? null,
});
// The answer's raw bytes, copied out of the WebAssembly heap into a buffer of their own (moved to
// the calling thread, not copied again). Not execProtocolRaw: it also parses every message into a
// list that only execProtocol and execProtocolStream empty, so in this thread it grew without end
// (about 35 MB a minute under load), and parsed each answer once more for nothing.
async function answerOf(db, message) {
  const chunks = [];
  let length = 0;
  await db.execProtocolRawStream(message, {
    syncToFs: false,
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      length += chunk.length;
    },
  });
  if (chunks.length === 1) return chunks[0];
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
(async () => {
  const module = await import(workerData.pgliteUrl);
  const PGlite = module.PGlite ?? module.default.PGlite;
  let db;
  try {
    db = await PGlite.create(workerData.dir, { startParams: [...PGlite.defaultStartParams, ...workerData.startParams] });
    const { rows } = await db.query(${JSON.stringify(ARRAY_TYPES_SQL)});
    parentPort.postMessage({ kind: 'ready', arrayTypes: rows });
  } catch (error) {
    await db?.close().catch(() => undefined);
    parentPort.postMessage({ kind: 'failed', error: facts(error) });
    parentPort.close();
    return;
  }
  parentPort.on('message', async (request) => {
    if (request.kind === 'close') {
      await db.close().catch(() => undefined);
      parentPort.close();
      return;
    }
    try {
      const bytes = await answerOf(db, request.message);
      parentPort.postMessage({ kind: 'answer', id: request.id, bytes }, [bytes.buffer]);
    } catch (error) {
      parentPort.postMessage({ kind: 'answer', id: request.id, error: facts(error) });
    }
  });
})();
`;

const asText = (text: string) => text;
