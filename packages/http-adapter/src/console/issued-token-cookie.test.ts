import { describe, expect, it } from 'vitest';
import { newBrowserSecret } from '@secgate/store';
import { openIssuedToken, sealIssuedToken } from './issued-token-cookie.js';

const issued = { id: 'tok_1', token: `sgp_${'a'.repeat(38)}` };
const NOW = 1_750_000_000_000;

describe('sealIssuedToken and openIssuedToken', () => {
  it('open what was sealed under the same session id, before its end, and nowhere else', () => {
    const session = newBrowserSecret();
    const sealed = sealIssuedToken(session, issued, NOW + 1);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(issued.token);
    expect(openIssuedToken(session, sealed, NOW)).toEqual(issued);
    expect(openIssuedToken(session, sealed, NOW + 1)).toBeNull();
    expect(openIssuedToken(newBrowserSecret(), sealed, NOW)).toBeNull();
  });

  it('never seals the same way twice, and refuses any changed byte or garbage', () => {
    const session = newBrowserSecret();
    const sealed = sealIssuedToken(session, issued, NOW + 1);
    expect(sealIssuedToken(session, issued, NOW + 1)).not.toBe(sealed);
    const bytes = Buffer.from(sealed, 'base64url');
    for (let i = 0; i < bytes.length; i += 7) {
      const changed = Buffer.from(bytes);
      changed[i] = (changed[i] ?? 0) ^ 1;
      expect(openIssuedToken(session, changed.toString('base64url'), NOW)).toBeNull();
    }
    for (const garbage of ['', 'x', '%%%', 'A'.repeat(40), sealed.slice(0, -4)]) expect(openIssuedToken(session, garbage, NOW)).toBeNull();
  });
});
