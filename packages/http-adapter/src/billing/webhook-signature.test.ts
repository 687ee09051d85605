import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.js';

const secret = 'whsec_test';
const now = 1_750_000_000;
const body = '{"id":"evt_1","type":"invoice.paid"}';
const verify = (header: string | undefined, rawBody: string | Uint8Array = body, nowSeconds = now) =>
  verifyWebhookSignature({ header, rawBody, secret, nowSeconds, toleranceSeconds: 300 });

describe('verifyWebhookSignature', () => {
  it('accepts its own signature, over text or the same bytes', () => {
    const header = signWebhook({ rawBody: body, secret, timestampSeconds: now });
    expect(header).toMatch(/^t=1750000000,v1=[0-9a-f]{64}$/);
    expect(verify(header)).toEqual({ ok: true, timestampSeconds: now });
    expect(verify(header, new TextEncoder().encode(body))).toEqual({ ok: true, timestampSeconds: now });
  });

  it('missing and malformed headers', () => {
    const v1 = signWebhook({ rawBody: body, secret, timestampSeconds: now }).split(',')[1] as string;
    expect(verify(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(verify('  ')).toEqual({ ok: false, reason: 'missing' });
    for (const header of [v1, `t=${now}`, `t=${now},${v1},junk`, `t=abc,${v1}`, `t=${now},t=${now},${v1}`, `t=${now},v1=zz`, `t=-5,${v1}`]) {
      expect(verify(header)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('a wrong secret or a tampered body is a mismatch', () => {
    expect(verify(signWebhook({ rawBody: body, secret: 'other', timestampSeconds: now }))).toEqual({ ok: false, reason: 'mismatch' });
    const header = signWebhook({ rawBody: body, secret, timestampSeconds: now });
    expect(verify(header, body.replace('evt_1', 'evt_2'))).toEqual({ ok: false, reason: 'mismatch' });
    expect(verify(header, `${body} `)).toEqual({ ok: false, reason: 'mismatch' });
    // The timestamp is signed too: moving it breaks the signature.
    expect(verify(header.replace(`t=${now}`, `t=${now + 1}`), body, now + 1)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('five minutes of tolerance in both directions, stale beyond', () => {
    for (const skew of [-300, -1, 0, 1, 300]) {
      expect(verify(signWebhook({ rawBody: body, secret, timestampSeconds: now + skew })).ok).toBe(true);
    }
    for (const skew of [-301, 301, -86_400]) {
      expect(verify(signWebhook({ rawBody: body, secret, timestampSeconds: now + skew }))).toEqual({ ok: false, reason: 'stale' });
    }
  });

  it('several v1 entries: one match suffices; other schemes are ignored', () => {
    const good = signWebhook({ rawBody: body, secret, timestampSeconds: now }).split(',')[1] as string;
    const bad = `v1=${'0'.repeat(64)}`;
    expect(verify(`t=${now},${bad},${good}`).ok).toBe(true);
    expect(verify(`t=${now}, ${good} , v0=abc`).ok).toBe(true);
    expect(verify(`t=${now},${bad},v0=${good.slice(3)}`)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('property: changing any byte of the body breaks the signature', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), fc.nat(), fc.integer({ min: 1, max: 255 }), (bytes, at, flip) => {
        const header = signWebhook({ rawBody: bytes, secret, timestampSeconds: now });
        const tampered = Uint8Array.from(bytes);
        const index = at % bytes.length;
        tampered[index] = (tampered[index] as number) ^ flip;
        expect(verify(header, bytes).ok).toBe(true);
        expect(verify(header, tampered)).toEqual({ ok: false, reason: 'mismatch' });
      }),
    );
  });
});
