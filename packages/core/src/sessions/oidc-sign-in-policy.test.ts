import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideOidcSignIn, emailDomainOf } from './oidc-sign-in-policy.js';

const open = { allowedEmailDomains: null, linkedOnly: false };

describe('decideOidcSignIn', () => {
  it('signs a linked identity in to its principal, whatever the restrictions', () => {
    for (const policy of [open, { allowedEmailDomains: ['acme.example'], linkedOnly: true }]) {
      expect(decideOidcSignIn({ linkedPrincipalId: 'p_1', email: null, emailVerified: false }, policy)).toEqual({ kind: 'existing', principalId: 'p_1' });
    }
  });

  it('creates a principal at a first sign-in when nothing restricts it', () => {
    expect(decideOidcSignIn({ linkedPrincipalId: null, email: null, emailVerified: false }, open)).toEqual({ kind: 'create' });
  });

  it('with linkedOnly, refuses every identity the operator did not link', () => {
    expect(
      decideOidcSignIn({ linkedPrincipalId: null, email: 'a@acme.example', emailVerified: true }, { allowedEmailDomains: ['acme.example'], linkedOnly: true }),
    ).toEqual({
      kind: 'refused',
      reason: 'not-linked',
    });
  });

  it('with an allow-list, needs a verified email whose whole domain is listed', () => {
    const policy = { allowedEmailDomains: ['ACME.example'], linkedOnly: false };
    const decide = (email: string | null, emailVerified = true) => decideOidcSignIn({ linkedPrincipalId: null, email, emailVerified }, policy).kind;
    expect(decide('ana@acme.EXAMPLE')).toBe('create');
    expect(decide('ana@acme.example', false)).toBe('refused');
    expect(decide('ana@evil-acme.example')).toBe('refused');
    expect(decide('ana@acme.example.evil.test')).toBe('refused');
    expect(decide('acme.example@evil.test')).toBe('refused');
    expect(decide('"ana@acme.example"@evil.test')).toBe('refused');
    expect(decide(null)).toBe('refused');
  });

  it('never creates a principal for an unverified or unlisted email under an allow-list, for any input', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.boolean(), fc.array(fc.domain(), { maxLength: 3 }), (email, verified, domains) => {
        const decision = decideOidcSignIn({ linkedPrincipalId: null, email, emailVerified: verified }, { allowedEmailDomains: domains, linkedOnly: false });
        if (decision.kind === 'create') {
          expect(verified).toBe(true);
          expect(domains.map((d) => d.toLowerCase())).toContain(emailDomainOf(email));
        }
      }),
    );
  });
});
