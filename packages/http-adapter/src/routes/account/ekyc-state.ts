import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a started verification may take before its state is refused. */
export const EKYC_STATE_TTL_MS = 15 * 60_000;

// Domain separation: the same secret also signs the provider's callbacks ("<t>.<body>").
const STATE_CONTEXT = 'secgate-ekyc-state:';

export interface EkycState {
  principalId: string;
  /** Epoch ms after which the verification it started no longer counts. */
  expiresAt: number;
}

/**
 * The `state` handed to the verification provider and returned in its callback:
 * `base64url("<principalId>.<expiresAt ms>").base64url(HMAC-SHA256)`. It binds the verification to
 * the principal that started it, so the callback needs no session, and it cannot be forged or
 * moved to another principal without the secret.
 */
export function signEkycState(state: EkycState, secret: string): string {
  const payload = Buffer.from(`${state.principalId}.${state.expiresAt}`, 'utf8').toString('base64url');
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

export type EkycStateCheck = { ok: true; state: EkycState } | { ok: false; reason: 'malformed' | 'mismatch' };

/** Checks the signature (constant time) and reads the state; expiry is the caller's to judge. */
export function readEkycState(text: string, secret: string): EkycStateCheck {
  const parts = text.split('.');
  if (parts.length !== 2) return { ok: false, reason: 'malformed' };
  const [payload = '', signature = ''] = parts;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'mismatch' };
  const decoded = Buffer.from(payload, 'base64url').toString('utf8');
  const dot = decoded.lastIndexOf('.');
  const principalId = decoded.slice(0, dot);
  const expiresAt = Number(decoded.slice(dot + 1));
  if (dot <= 0 || !Number.isSafeInteger(expiresAt)) return { ok: false, reason: 'malformed' };
  return { ok: true, state: { principalId, expiresAt } };
}

function mac(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret)
    .update(STATE_CONTEXT + payload, 'utf8')
    .digest();
}
