import { redactLogRecord, redactSecrets } from '@secgate/core';
import type { LoggerOptions as PinoOptions } from 'pino';

/**
 * The pino options that keep secrets out of every log line (docs/operations.md#logs): the fields
 * of a line go through core's redactLogRecord (every string, an Error's message and stack), and the
 * message through redactSecrets, before pino writes them. It runs after the call sites' own rule
 * (they log chosen fields, never a prompt or a header) and before the path censor of REDACT_PATHS,
 * so a secret that reaches a logger by any path is written as `[REDACTED:<kind>]`. The hot path
 * logs one short line per request; bench/log-redaction measures the cost.
 */
export const logRedaction: Pick<PinoOptions, 'formatters' | 'hooks' | 'serializers'> = {
  formatters: { log: (record) => redactLogRecord(record) },
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
      const safe = (args as unknown[]).map((arg) => (typeof arg === 'string' && arg !== '' ? redactSecrets(arg).text : arg));
      return method.apply(this, safe as never);
    },
  },
};
