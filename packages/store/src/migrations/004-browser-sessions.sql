-- The human door (docs/console.md): browser sessions, one-time sign-in links and the identities of
-- an OpenID provider linked to principals. Of a session id and of a sign-in link only the SHA-256
-- is stored, as of tokens: whoever reads the database cannot sign in with what it holds.

CREATE TABLE browser_sessions (
  id_hash TEXT PRIMARY KEY,
  principal_id TEXT NOT NULL REFERENCES principals (id),
  via TEXT NOT NULL CHECK (via IN ('oidc', 'sign-in-link')),
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL CHECK (last_seen_at >= created_at),
  revoked_at BIGINT
);
-- Suspension and sign-out everywhere revoke a principal's live sessions at once.
CREATE INDEX browser_sessions_live_by_principal ON browser_sessions (principal_id) WHERE revoked_at IS NULL;
-- Ended sessions are purged by age (the sweeper).
CREATE INDEX browser_sessions_by_last_seen ON browser_sessions (last_seen_at);

CREATE TABLE sign_in_links (
  token_hash TEXT PRIMARY KEY,
  principal_id TEXT NOT NULL REFERENCES principals (id),
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL CHECK (expires_at > created_at),
  used_at BIGINT
);
CREATE INDEX sign_in_links_by_expiry ON sign_in_links (expires_at);

-- An identity is the provider's (issuer, subject) pair: never the email, which a provider may
-- reassign. One identity signs in one principal.
CREATE TABLE oidc_identities (
  issuer TEXT NOT NULL,
  subject TEXT NOT NULL,
  principal_id TEXT NOT NULL REFERENCES principals (id),
  email TEXT,
  linked_at BIGINT NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX oidc_identities_by_principal ON oidc_identities (principal_id);
