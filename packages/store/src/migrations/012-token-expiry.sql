-- An optional expiry per personal access token (docs/console.md#tokens): the first instant (epoch
-- ms) at which it no longer works, NULL for none. Core's isTokenLive decides against it; the store
-- only keeps it, so every process (and every cached copy of the token) judges time alike.
ALTER TABLE tokens ADD COLUMN expires_at BIGINT;
