import type { PrincipalRecord } from '@secgate/store';

// The one place the request-scoped variables are typed. requirePrincipal sets both before any
// protected handler runs, so handlers read `c.get('principal')` without a null check.
declare module 'hono' {
  interface ContextVariableMap {
    /** The principal the bearer token resolved to (active: suspended principals never get here). */
    principal: PrincipalRecord;
    /** The id of the token that authenticated this request (for logs, audit and its last use); unset for a browser session. */
    tokenId: string;
    /**
     * False while the principal is a cache entry no transaction has checked yet (see
     * requireCachedPrincipal); the completion routes set it once their reservation has checked it.
     */
    credentialChecked: boolean;
  }
}

export {};
