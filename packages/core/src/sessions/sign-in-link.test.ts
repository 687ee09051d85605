import { describe, expect, it } from 'vitest';
import { isSignInLinkUsable, signInLinkExpiresAt, SIGN_IN_LINK_TTL_MS } from './sign-in-link.js';

describe('sign-in links', () => {
  it('work for 15 minutes after they are issued, once', () => {
    expect(SIGN_IN_LINK_TTL_MS).toBe(900_000);
    const link = { expiresAt: signInLinkExpiresAt(1_000), usedAt: null };
    expect(isSignInLinkUsable(link, 1_000)).toBe(true);
    expect(isSignInLinkUsable(link, 1_000 + SIGN_IN_LINK_TTL_MS - 1)).toBe(true);
    expect(isSignInLinkUsable(link, 1_000 + SIGN_IN_LINK_TTL_MS)).toBe(false);
    expect(isSignInLinkUsable({ ...link, usedAt: 2_000 }, 2_001)).toBe(false);
  });
});
