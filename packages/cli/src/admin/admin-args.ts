import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parseTimestamp } from '@secgate/core';
import { UsageError } from '../cli-io.js';

export const DAY_MS = 86_400_000;

type Options = NonNullable<ParseArgsConfig['options']>;
type ParsedValues<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; strict: true; options: O }>>['values'];

/** parseArgs in strict mode (an unknown option is a usage error) with exactly `names` positionals. */
export function parseCommand<const O extends Options>(
  args: readonly string[],
  command: string,
  names: readonly string[],
  options: O,
): { values: ParsedValues<O>; positionals: string[] } {
  const parsed = parseArgs({ args: [...args], allowPositionals: true, strict: true, options });
  if (parsed.positionals.length !== names.length) {
    const wanted = names.map((n) => `<${n}>`).join(' ') || 'no arguments';
    throw new UsageError(`${command} takes ${wanted}, got ${parsed.positionals.length} argument(s).`);
  }
  return { values: parsed.values, positionals: parsed.positionals as string[] };
}

/** A whole number within bounds, or a usage error naming the option. */
export function wholeNumber(text: string | undefined, option: string, min: number, max: number, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^[0-9]+$/.test(text) || value < min || value > max) throw new UsageError(`${option} must be a whole number from ${min} to ${max}, got '${text}'.`);
  return value;
}

/** `--days N` (1 to 3650, default 365) as milliseconds. */
export function daysOption(text: string | undefined): number {
  return wholeNumber(text, '--days', 1, 3_650, 365) * DAY_MS;
}

/** An ISO 8601 timestamp with an offset (`2025-06-01T09:00:00Z`), or the fallback. */
export function timestampOption(text: string | undefined, option: string, fallback: number): number {
  if (text === undefined) return fallback;
  const ms = parseTimestamp(text);
  if (ms === undefined) throw new UsageError(`${option} must be an ISO 8601 timestamp with an offset, e.g. 2025-06-01T09:00:00Z; got '${text}'.`);
  return ms;
}
