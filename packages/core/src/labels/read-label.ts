import { err, ok, type Result } from '../errors/result.js';
import { redactSecrets } from '../redaction/redact-secrets.js';

/** Longest label a token or principal may carry. */
export const LABEL_MAX = 64;

/**
 * A label as it is kept and shown (a token's, a principal's): trimmed, at most LABEL_MAX
 * characters without control characters, and with any secret pasted into it masked, as every
 * other text the service keeps is (docs/redaction.md#where-text-is-redacted). Empty is no label.
 */
export function readLabel(raw: string): Result<string | null, string> {
  const label = raw.trim();
  if (label.length > LABEL_MAX || /[\u0000-\u001f\u007f]/.test(label)) return err(`A label is at most ${LABEL_MAX} characters, without control characters.`);
  return ok(label === '' ? null : redactSecrets(label).text);
}
