import { apiError, err, type ApiError, type Result } from '@secgate/core';
import type { BodyLimits } from '../http/body-limits.js';
import { parseJsonBytes, readBodyBytes, type JsonBody } from '../http/read-json-body.js';
import type { Context } from 'hono';
import { SIGNATURE_FAILURE_MESSAGES, SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature.js';

/** The body parsed as JSON (not yet validated) and its text, kept for audit. */
export type SignedDelivery = JsonBody;

export interface DeliveryOptions {
  secret: string;
  toleranceSeconds: number;
  nowMs: number;
  /** Public limits: the body is read before its signature says who sent it. */
  limits: BodyLimits;
}

/**
 * Reads a signed JSON delivery (the billing webhook, the eKYC provider's callback), in this order:
 * 415 `json-required` without `content-type: application/json`; 413 `body-too-large`; 400
 * `invalid-request` `too-many` for a shape over the public limits (found while the body arrives); 400
 * `invalid-signature` (with `reason`: missing, malformed, mismatch, stale); 400 `invalid-request`
 * `malformed-json`. The signature is checked over the body's bytes exactly as received, before
 * they are decoded, so no re-encoding (a BOM, an invalid sequence) can change what was signed;
 * nothing is parsed until the sender is known.
 */
export async function readSignedDelivery(c: Context, options: DeliveryOptions): Promise<Result<SignedDelivery, ApiError>> {
  const bytes = await readBodyBytes(c, options.limits);
  if (!bytes.ok) return bytes;
  const check = verifyWebhookSignature({
    header: c.req.header(SIGNATURE_HEADER),
    rawBody: bytes.value,
    secret: options.secret,
    nowSeconds: Math.floor(options.nowMs / 1000),
    toleranceSeconds: options.toleranceSeconds,
  });
  if (!check.ok) return err(apiError('invalid-signature', SIGNATURE_FAILURE_MESSAGES[check.reason], { reason: check.reason }));
  return parseJsonBytes(bytes.value);
}
