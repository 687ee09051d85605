import type { Context } from 'hono';
import type { PrincipalRecord } from '@secgate/store';

/**
 * What a signed-in route knows about its caller. Typed for the routes declared with signedIn
 * (signed-in-routes.ts) and nowhere else: a handler mounted any other way cannot read a principal,
 * so no route can use one without the credential check that sets it.
 */
export type SignedInEnv = {
  Variables: {
    /** The active principal the credential (a bearer token or a browser session) resolved to. */
    principal: PrincipalRecord;
    /** The id of the token that authenticated this request (for logs, audit and its last use); unset for a browser session. */
    tokenId: string | undefined;
    /**
     * False while the principal is a cache entry no transaction has checked yet (see
     * requireCachedPrincipal); a reservation that checks it marks it checked (cachedCredential).
     */
    credentialChecked: boolean;
  };
};

export type SignedInContext = Context<SignedInEnv>;

/** The signed-in variables of any request, for middleware that runs on every route (the request log, token uses). */
export function signedInVariables(c: Context): Partial<SignedInEnv['Variables']> {
  return c.var as Partial<SignedInEnv['Variables']>;
}
