import { describe, expect, it } from 'vitest';
import { hasCurrentScope, scopePermits } from './scope-grant.js';
import { DAY, NOW, newcomer, researcher } from './test-principals.test-support.js';

describe('scopePermits', () => {
  it('allows a task listed by a current scope of that id', () => {
    expect(scopePermits(researcher(), 'vulnerability-triage', 'acme-app', NOW)).toBe(true);
    expect(scopePermits(researcher(), 'remediation', 'acme-app', NOW)).toBe(false);
    expect(scopePermits(researcher(), 'vulnerability-triage', 'other-app', NOW)).toBe(false);
  });

  it('ignores pending and expired scopes', () => {
    const scope = { id: 'acme-app', tasks: ['remediation'], expiresAt: NOW + DAY };
    expect(scopePermits(researcher({ scopes: [{ ...scope, status: 'pending' }] }), 'remediation', 'acme-app', NOW)).toBe(false);
    expect(scopePermits(researcher({ scopes: [{ ...scope, status: 'approved', expiresAt: NOW }] }), 'remediation', 'acme-app', NOW)).toBe(false);
  });

  it('a current card alone grants code-review on owned, and nothing else', () => {
    const cardOnly = researcher({ scopes: [] });
    expect(scopePermits(cardOnly, 'code-review', 'owned', NOW)).toBe(true);
    expect(scopePermits(cardOnly, 'remediation', 'owned', NOW)).toBe(false);
    expect(scopePermits(cardOnly, 'code-review', 'acme-app', NOW)).toBe(false);
    expect(scopePermits(newcomer(), 'code-review', 'owned', NOW)).toBe(false);
    expect(scopePermits(researcher({ scopes: [], ekyc: { verifiedAt: NOW - 400 * DAY, expiresAt: NOW - DAY } }), 'code-review', 'owned', NOW)).toBe(false);
  });
});

describe('hasCurrentScope', () => {
  it('needs one approved, unexpired scope', () => {
    expect(hasCurrentScope(researcher(), NOW)).toBe(true);
    expect(hasCurrentScope(researcher(), NOW + 60 * DAY)).toBe(false);
    expect(hasCurrentScope(newcomer(), NOW)).toBe(false);
  });
});
