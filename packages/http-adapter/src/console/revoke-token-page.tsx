import type { PrincipalRecord, TokenRecord } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';

/**
 * The question before a revocation (docs/console.md#tokens): a revocation cannot be undone and
 * breaks whatever uses the token, so the Revoke link of the tokens page leads here, and only this
 * page's form revokes. A plain form and a link: it works without JavaScript.
 */
export function RevokeTokenPage({ principal, token }: { principal: PrincipalRecord; token: TokenRecord }) {
  const name = token.label ?? token.id;
  return (
    <ConsoleLayout title="Revoke a token" principalId={principal.id}>
      <p>
        Revoke token <strong>{name}</strong>? Agents using it stop working at their next request.
      </p>
      <p>
        Id: <code>{token.id}</code>
      </p>
      <form method="post" action={`/console/tokens/${encodeURIComponent(token.id)}/revoke`}>
        <button type="submit">Revoke</button>
        <a href="/console/tokens">Cancel</a>
      </form>
    </ConsoleLayout>
  );
}
