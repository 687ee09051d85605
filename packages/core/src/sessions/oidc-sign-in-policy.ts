/** An OpenID sign-in flow must come back from the provider within 10 minutes. */
export const OIDC_FLOW_TTL_MS = 10 * 60_000;

/** Who may sign in with an OpenID provider (docs/console.md#sign-in-with-an-identity-provider). */
export interface OidcSignInPolicy {
  /** When set, an identity not yet linked creates a principal only with a verified email in one of these domains. */
  allowedEmailDomains: readonly string[] | null;
  /** When true, only identities the operator linked (`secgate admin principal link`) sign in. */
  linkedOnly: boolean;
}

/** What the provider said about the person, after the ID token was verified. */
export interface OidcIdentity {
  /** The principal this (issuer, subject) is linked to, or null. */
  linkedPrincipalId: string | null;
  email: string | null;
  emailVerified: boolean;
}

/** Who signs in: a linked principal, a principal to create, or a refusal with its reason. */
export type OidcSignInDecision =
  | { kind: 'existing'; principalId: string }
  /** A first sign-in: create a principal (Blue team, free tier) and link the identity to it. */
  | { kind: 'create' }
  | { kind: 'refused'; reason: 'not-linked' | 'email-domain-not-allowed' };

/**
 * The sign-in decision for a verified identity: a linked identity signs in its principal whatever
 * the restrictions (the operator chose it); otherwise `linkedOnly` refuses, an allow-list of email
 * domains needs a verified email in one of them (compared without case, the whole domain after the
 * last `@`), and without restrictions a first sign-in creates its principal.
 *
 * @example
 * decideOidcSignIn({ linkedPrincipalId: null, email: 'ana@acme.example', emailVerified: true }, { allowedEmailDomains: ['acme.example'], linkedOnly: false })
 * //=> { kind: 'create' }
 */
export function decideOidcSignIn(identity: OidcIdentity, policy: OidcSignInPolicy): OidcSignInDecision {
  if (identity.linkedPrincipalId !== null) return { kind: 'existing', principalId: identity.linkedPrincipalId };
  if (policy.linkedOnly) return { kind: 'refused', reason: 'not-linked' };
  if (policy.allowedEmailDomains !== null) {
    const domain = identity.emailVerified ? emailDomainOf(identity.email) : null;
    const allowed = domain !== null && policy.allowedEmailDomains.some((entry) => entry.toLowerCase() === domain);
    if (!allowed) return { kind: 'refused', reason: 'email-domain-not-allowed' };
  }
  return { kind: 'create' };
}

/** The lower-cased domain of an address, or null when it has none. */
export function emailDomainOf(email: string | null): string | null {
  if (email === null) return null;
  const at = email.lastIndexOf('@');
  const domain = at < 1 ? '' : email.slice(at + 1).toLowerCase();
  return domain === '' ? null : domain;
}
