import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (docs/api.md#signed-callbacks),
 * the scheme payment processors commonly use. Several `v1=` entries may be present
 * (a sender rotating its secret signs with both); one match suffices. Entries of other schemes are
 * ignored. The timestamp is inside the signed text, so a captured delivery cannot be replayed
 * outside the tolerance window, and within it the event id makes a replay harmless.
 */
export type SignatureFailure = 'missing' | 'malformed' | 'stale' | 'mismatch';

export type SignatureCheck = { ok: true; timestampSeconds: number } | { ok: false; reason: SignatureFailure };

export interface VerifyWebhookSignature {
  header: string | undefined;
  /** The body exactly as received: bytes, or text that is the UTF-8 decoding of those bytes. */
  rawBody: Uint8Array | string;
  secret: string;
  nowSeconds: number;
  /** Accepted distance between `t` and now, in either direction (a sender's clock may run ahead). */
  toleranceSeconds: number;
}

export const SIGNATURE_HEADER = 'Webhook-Signature';
const TIMESTAMP = /^[0-9]{1,12}$/;
const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;

export function verifyWebhookSignature(input: VerifyWebhookSignature): SignatureCheck {
  if (input.header === undefined || input.header.trim() === '') return { ok: false, reason: 'missing' };
  let timestamp: string | undefined;
  const candidates: Buffer[] = [];
  for (const part of input.header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return { ok: false, reason: 'malformed' };
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      // Two timestamps would make "which one was signed" ambiguous.
      if (timestamp !== undefined || !TIMESTAMP.test(value)) return { ok: false, reason: 'malformed' };
      timestamp = value;
    } else if (key === 'v1') {
      if (!HEX_SHA256.test(value)) return { ok: false, reason: 'malformed' };
      candidates.push(Buffer.from(value, 'hex'));
    }
  }
  if (timestamp === undefined || candidates.length === 0) return { ok: false, reason: 'malformed' };

  const expected = hmac(input.secret, timestamp, input.rawBody);
  let matched = false;
  // Every candidate is compared, in constant time each (equal 32-byte buffers): the time taken
  // does not depend on how much of a forged signature is right.
  for (const candidate of candidates) matched = timingSafeEqual(candidate, expected) || matched;
  if (!matched) return { ok: false, reason: 'mismatch' };

  // Checked after the signature, so `stale` is only ever said of an authentic delivery.
  const timestampSeconds = Number(timestamp);
  if (Math.abs(input.nowSeconds - timestampSeconds) > input.toleranceSeconds) return { ok: false, reason: 'stale' };
  return { ok: true, timestampSeconds };
}

/** The header value for a body: what a sender (a test, the operator's tooling) puts on a delivery. */
export function signWebhook(input: { rawBody: Uint8Array | string; secret: string; timestampSeconds: number }): string {
  const t = String(Math.floor(input.timestampSeconds));
  return `t=${t},v1=${hmac(input.secret, t, input.rawBody).toString('hex')}`;
}

function hmac(secret: string, timestamp: string, rawBody: Uint8Array | string): Buffer {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestamp}.`, 'utf8');
  if (typeof rawBody === 'string') mac.update(rawBody, 'utf8');
  else mac.update(rawBody);
  return mac.digest();
}

export const SIGNATURE_FAILURE_MESSAGES: Record<SignatureFailure, string> = {
  missing: 'The Webhook-Signature header is required.',
  malformed: 'The Webhook-Signature header must read t=<unix seconds>,v1=<hex HMAC-SHA256>.',
  stale: 'The Webhook-Signature timestamp is outside the accepted tolerance.',
  mismatch: 'The Webhook-Signature does not match the body.',
};
