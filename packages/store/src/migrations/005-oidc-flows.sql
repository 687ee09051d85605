-- Sign-in with an OpenID provider (docs/console.md#sign-in-with-an-identity-provider): what a flow
-- must remember between the redirect to the provider and its callback, kept server-side so that
-- any process behind a load balancer can finish it. The row is found by the SHA-256 of the flow's
-- state, used once and deleted; the browser holds the state in a cookie bound to the flow.
CREATE TABLE oidc_flows (
  state_hash TEXT PRIMARY KEY,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  next_path TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL CHECK (expires_at > created_at)
);
CREATE INDEX oidc_flows_by_expiry ON oidc_flows (expires_at);
