import { describe, expect, it } from 'vitest';
import { CARD_VERIFICATION_VALIDITY_MS, cardVerification } from './card-verification.js';
import { RUNGS } from './principal.js';
import { NOW } from './test-principals.test-support.js';

describe('cardVerification', () => {
  it('records the card for 365 days from the verification', () => {
    expect(CARD_VERIFICATION_VALIDITY_MS).toBe(365 * 86_400_000);
    expect(cardVerification({ rung: 'card' }, NOW).ekyc).toEqual({ verifiedAt: NOW, expiresAt: NOW + 365 * 86_400_000 });
  });

  it('raises the rung to card and never lowers a higher one', () => {
    expect(cardVerification({ rung: 'none' }, NOW).rung).toBe('card');
    for (const rung of RUNGS.filter((r) => r !== 'none')) expect(cardVerification({ rung }, NOW)).not.toHaveProperty('rung');
  });
});
