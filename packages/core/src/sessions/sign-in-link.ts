/** A one-time sign-in link is valid for 15 minutes (docs/console.md#sign-in-links). */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

/** What the store keeps of a sign-in link, as the rule below reads it. */
export interface SignInLinkState {
  expiresAt: number;
  usedAt: number | null;
}

/** When a link issued at `issuedAt` stops working. */
export function signInLinkExpiresAt(issuedAt: number): number {
  return issuedAt + SIGN_IN_LINK_TTL_MS;
}

/**
 * Whether a sign-in link still signs in at `now`: never used, and before its expiry. The store
 * redeems a link with one conditional update that states this same condition, so a link is used
 * at most once even when two browsers race for it.
 *
 * @example
 * isSignInLinkUsable({ expiresAt: signInLinkExpiresAt(0), usedAt: null }, 14 * 60_000)
 * //=> true
 */
export function isSignInLinkUsable(link: SignInLinkState, now: number): boolean {
  return link.usedAt === null && now < link.expiresAt;
}

/** The console path a sign-in link opens. */
export const SIGN_IN_LINK_PATH = '/console/sign-in/link';

/**
 * The URL of a sign-in link on the service's public origin.
 *
 * @example
 * signInLinkUrl('https://secgate.example.org', 'k7Yd...')
 * //=> 'https://secgate.example.org/console/sign-in/link?token=k7Yd...'
 */
export function signInLinkUrl(publicOrigin: string, secret: string): string {
  return `${publicOrigin}${SIGN_IN_LINK_PATH}?token=${encodeURIComponent(secret)}`;
}
