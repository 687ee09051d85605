import { redactLogRecord, redactSecrets, type Redaction } from '@secgate/core';
import type { LoggerOptions as PinoOptions } from 'pino';

/** Short strings found clean, remembered: a log line's route, method, message and principal id recur. */
const CLEAN_CACHE_SIZE = 1_024;
const CLEAN_CACHE_MAX_CHARS = 256;
/** A canonical UUID (the request ids the service mints, job ids) is hex and dashes: never a secret. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const clean = new Set<string>();
const NOTHING: Redaction['counts'] = {};

/**
 * redactSecrets with a memory of the short strings it found clean (the cache is emptied when full,
 * so a flood of distinct ids cannot grow it). Only clean strings are remembered: a secret is never
 * kept, not even here. Measured in BENCHMARKS.md#redaction: the request line costs ~1 us more.
 */
export function redactLogText(text: string): Redaction {
  if (clean.has(text) || (text.length === 36 && UUID.test(text))) return { text, counts: NOTHING };
  const r = redactSecrets(text);
  if (r.text === text && text.length <= CLEAN_CACHE_MAX_CHARS) {
    if (clean.size >= CLEAN_CACHE_SIZE) clean.clear();
    clean.add(text);
  }
  return r;
}

/**
 * The pino options that keep secrets out of every log line (docs/operations.md#logs): the fields
 * of a line go through core's redactLogRecord (every string, an Error's message and stack), and the
 * message through the same engine, before pino writes them. It runs after the call sites' own rule
 * (they log chosen fields, never a prompt or a header) and before the path censor of REDACT_PATHS,
 * so a secret that reaches a logger by any path is written as `[REDACTED:<kind>]`.
 */
export const logRedaction: Pick<PinoOptions, 'formatters' | 'hooks' | 'serializers'> = {
  formatters: { log: (record) => redactLogRecord(record, redactLogText) },
  // redactLogRecord already made `err` plain data ({type, message, stack, ...}); pino's own err
  // serializer would rename its type to `Object`.
  serializers: { err: (value: unknown) => value },
  hooks: {
    logMethod(args, method) {
      const [first, second] = args as unknown[];
      // `logger.error(err)`: pino would write err.message as the message, unredacted.
      if (first instanceof Error && typeof second !== 'string') {
        return method.apply(this, [{ err: first }, redactSecrets(first.message).text] as never);
      }
      const safe = (args as unknown[]).map((arg) => (typeof arg === 'string' && arg !== '' ? redactLogText(arg).text : arg));
      return method.apply(this, safe as never);
    },
  },
};
