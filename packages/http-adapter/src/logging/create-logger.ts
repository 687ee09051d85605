import { pino, type DestinationStream, type Logger } from 'pino';
import { logRedaction } from './log-redaction.js';

export interface LoggerOptions {
  /** `fatal` ... `trace`, or `silent`; `info` by default. */
  level?: string;
  /** Where lines go (one JSON object per line); standard output by default. Tests pass a capture stream. */
  destination?: DestinationStream;
}

/**
 * Paths pino replaces with `[REDACTED]` before a line is written. The service never logs headers,
 * tokens or bodies on purpose (request-log picks its fields one by one); this is the net under
 * that rule for a careless `logger.info({ req })` or an options object logged whole.
 */
export const REDACT_PATHS: readonly string[] = [
  'authorization',
  '*.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'token',
  '*.token',
  'apiKey',
  '*.apiKey',
  'secret',
  '*.secret',
  'password',
  '*.password',
  // A database error logged as `err` carries the statement's values: PGlite adds `params` (a job's
  // request with its prompt, a webhook's payload) and PostgreSQL's `detail` can quote a whole row
  // ("Failing row contains (...)"). The message, code and stack stay for the operator.
  'err.params',
  'err.detail',
];

export const REDACTED = '[REDACTED]';

/**
 * The service's logger: JSON lines with ISO timestamps; every string redacted by the secret engine
 * (log-redaction.ts), then credentials censored by path.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'secgate' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: [...REDACT_PATHS], censor: REDACTED },
      ...logRedaction,
    },
    options.destination,
  );
}

/** A logger that writes nothing, for tests and library use. */
export const silentLogger: Logger = pino({ enabled: false });
