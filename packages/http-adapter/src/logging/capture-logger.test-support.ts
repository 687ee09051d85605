import type { Logger } from 'pino';
import { createLogger } from './create-logger.js';

/** A real logger (same options as production) whose lines are kept in memory, parsed. */
export function captureLogger(level = 'info'): { logger: Logger; lines: Record<string, unknown>[]; raw: string[] } {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level,
    destination: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  });
  return { logger, lines, raw };
}
