import { describe, expect, it } from 'vitest';
import { isCurrent, rungAtLeast } from './principal.js';

describe('rungAtLeast', () => {
  it('orders none < card < identity < business < contracted', () => {
    expect(rungAtLeast('contracted', 'contracted')).toBe(true);
    expect(rungAtLeast('business', 'contracted')).toBe(false);
    expect(rungAtLeast('card', 'none')).toBe(true);
    expect(rungAtLeast('none', 'card')).toBe(false);
  });
});

describe('isCurrent', () => {
  it('holds strictly before the expiry and not for a missing record', () => {
    expect(isCurrent({ expiresAt: 100 }, 99)).toBe(true);
    expect(isCurrent({ expiresAt: 100 }, 100)).toBe(false);
    expect(isCurrent(undefined, 0)).toBe(false);
  });
});
