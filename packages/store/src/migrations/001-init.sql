-- The first schema. Conventions: times are epoch milliseconds in BIGINT; money is BIGINT micro-USD;
-- optional records are nullable column pairs kept whole by a CHECK; JSON the runner only carries
-- through is TEXT. Constraints carry the money invariants (docs/architecture.md#money).

CREATE TABLE principals (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  rung TEXT NOT NULL DEFAULT 'none' CHECK (rung IN ('none', 'card', 'identity', 'business', 'contracted')),
  label TEXT,
  free_requests_per_day INTEGER CHECK (free_requests_per_day >= 0),
  auto_recharge BOOLEAN NOT NULL DEFAULT FALSE,
  ekyc_verified_at BIGINT,
  ekyc_expires_at BIGINT,
  aup_version TEXT,
  aup_accepted_at BIGINT,
  aml_checked_at BIGINT,
  aml_expires_at BIGINT,
  trust_route TEXT,
  trust_route_expires_at BIGINT,
  created_at BIGINT NOT NULL,
  CONSTRAINT principals_ekyc_whole CHECK ((ekyc_verified_at IS NULL) = (ekyc_expires_at IS NULL)),
  CONSTRAINT principals_aup_whole CHECK ((aup_version IS NULL) = (aup_accepted_at IS NULL)),
  CONSTRAINT principals_aml_whole CHECK ((aml_checked_at IS NULL) = (aml_expires_at IS NULL)),
  CONSTRAINT principals_trust_route_whole CHECK ((trust_route IS NULL) = (trust_route_expires_at IS NULL))
);

CREATE TABLE scopes (
  principal_id TEXT NOT NULL REFERENCES principals (id),
  id TEXT NOT NULL,
  tasks TEXT[] NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('approved', 'pending')),
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (principal_id, id)
);

-- Only the SHA-256 of a token is stored; its unique index serves the lookup on every request.
CREATE TABLE tokens (
  id TEXT PRIMARY KEY,
  principal_id TEXT NOT NULL REFERENCES principals (id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at BIGINT NOT NULL,
  revoked_at BIGINT
);
CREATE INDEX tokens_by_principal ON tokens (principal_id);

-- One row per paid-invoice event: its primary key is what applies an event once.
CREATE TABLE webhook_events (
  id TEXT PRIMARY KEY,
  principal_id TEXT NOT NULL REFERENCES principals (id),
  source TEXT NOT NULL CHECK (source IN ('webhook', 'operator')),
  payload TEXT NOT NULL,
  received_at BIGINT NOT NULL
);

-- The aggregate each hold is placed on by one conditional UPDATE. granted and spent cover the
-- lots not yet retired (see lots); reserved is the sum of the outstanding holds. next_expiry_at is
-- the earliest expiry among those lots, so a reader knows cheaply whether expiry is due.
CREATE TABLE accounts (
  principal_id TEXT NOT NULL REFERENCES principals (id),
  scope TEXT NOT NULL CHECK (scope IN ('ai', 'storage')),
  granted BIGINT NOT NULL DEFAULT 0 CHECK (granted >= 0),
  spent BIGINT NOT NULL DEFAULT 0 CHECK (spent >= 0),
  reserved BIGINT NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  next_expiry_at BIGINT,
  PRIMARY KEY (principal_id, scope),
  CONSTRAINT accounts_available_not_negative CHECK (granted - spent - reserved >= 0)
);
CREATE INDEX accounts_next_expiry ON accounts (next_expiry_at) WHERE next_expiry_at IS NOT NULL;

-- A lot's remainder is granted - spent - expired. expired is what the expiry took out of the
-- account; a lot is retired (retired_at set) once it is past its expiry with nothing left, and
-- only then leaves the account's granted and spent.
CREATE TABLE lots (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES webhook_events (id),
  principal_id TEXT NOT NULL REFERENCES principals (id),
  scope TEXT NOT NULL CHECK (scope IN ('ai', 'storage')),
  granted BIGINT NOT NULL CHECK (granted >= 0),
  spent BIGINT NOT NULL DEFAULT 0 CHECK (spent >= 0),
  expired BIGINT NOT NULL DEFAULT 0 CHECK (expired >= 0),
  granted_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  source TEXT NOT NULL,
  retired_at BIGINT,
  CONSTRAINT lots_remainder_not_negative CHECK (spent + expired <= granted),
  CONSTRAINT lots_retired_when_empty CHECK (retired_at IS NULL OR spent + expired = granted)
);
CREATE INDEX lots_open_by_account ON lots (principal_id, scope, expires_at) WHERE retired_at IS NULL;
CREATE INDEX lots_by_principal ON lots (principal_id);

CREATE TABLE plans (
  event_id TEXT PRIMARY KEY REFERENCES webhook_events (id),
  principal_id TEXT NOT NULL REFERENCES principals (id),
  plan_id TEXT NOT NULL,
  storage_gib INTEGER NOT NULL CHECK (storage_gib >= 0),
  granted_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX plans_by_principal ON plans (principal_id, expires_at);

-- One row per outstanding reservation, keyed by the job run: deleting it is what releases it,
-- so a reservation can be released once only. Free requests have a row too (amount 0).
CREATE TABLE holds (
  id TEXT PRIMARY KEY,
  principal_id TEXT NOT NULL REFERENCES principals (id),
  scope TEXT NOT NULL CHECK (scope IN ('ai', 'storage')),
  amount BIGINT NOT NULL CHECK (amount >= 0),
  billing TEXT NOT NULL CHECK (billing IN ('free', 'paid')),
  free_day TEXT,
  created_at BIGINT NOT NULL,
  CONSTRAINT holds_free_has_day CHECK ((billing = 'free') = (free_day IS NOT NULL)),
  CONSTRAINT holds_free_costs_nothing CHECK (billing = 'paid' OR amount = 0)
);
CREATE INDEX holds_by_principal ON holds (principal_id);

CREATE TABLE free_usage (
  principal_id TEXT NOT NULL REFERENCES principals (id),
  day TEXT NOT NULL,
  used INTEGER NOT NULL CHECK (used >= 0),
  PRIMARY KEY (principal_id, day)
);

CREATE TABLE jobs (
  id TEXT PRIMARY KEY,
  run_id TEXT NOT NULL UNIQUE,
  principal_id TEXT NOT NULL REFERENCES principals (id),
  kind TEXT NOT NULL CHECK (kind IN ('chat', 'api')),
  status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
  model TEXT NOT NULL,
  task TEXT NOT NULL,
  scope_id TEXT NOT NULL,
  request TEXT NOT NULL,
  body_fingerprint TEXT NOT NULL,
  billing TEXT NOT NULL CHECK (billing IN ('free', 'paid')),
  hold_micro_usd BIGINT NOT NULL CHECK (hold_micro_usd >= 0),
  free_day TEXT,
  created_at BIGINT NOT NULL,
  started_at BIGINT,
  finished_at BIGINT,
  lease_owner TEXT,
  lease_until BIGINT,
  attempts INTEGER NOT NULL DEFAULT 0,
  receipt_id TEXT,
  content TEXT,
  tool_calls TEXT NOT NULL DEFAULT '[]',
  finish_reason TEXT,
  answered_model TEXT,
  usage TEXT,
  charged_micro_usd BIGINT CHECK (charged_micro_usd >= 0),
  error TEXT,
  redactions TEXT,
  guardrails TEXT,
  CONSTRAINT jobs_ended_have_finish_time CHECK ((status IN ('succeeded', 'failed')) = (finished_at IS NOT NULL))
);
CREATE INDEX jobs_running_by_lease ON jobs (lease_until) WHERE status = 'running';
CREATE INDEX jobs_queued_by_creation ON jobs (created_at) WHERE status = 'queued';
CREATE INDEX jobs_ended_by_finish ON jobs (finished_at) WHERE status IN ('succeeded', 'failed');

-- Receipts outlive their jobs (no foreign key to jobs). job_run_id is unique: one receipt per run
-- of a job, so a job is never charged twice; a guardrail block has no job and no run.
CREATE TABLE receipts (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('completion', 'failed', 'guardrail-block')),
  principal_id TEXT NOT NULL REFERENCES principals (id),
  job_id TEXT,
  job_run_id TEXT UNIQUE,
  model TEXT NOT NULL,
  billing TEXT NOT NULL CHECK (billing IN ('free', 'paid')),
  charged_micro_usd BIGINT NOT NULL DEFAULT 0 CHECK (charged_micro_usd >= 0),
  usage TEXT,
  guardrail_version TEXT,
  guardrail_rule_ids TEXT[],
  created_at BIGINT NOT NULL,
  CONSTRAINT receipts_run_unless_blocked CHECK ((kind = 'guardrail-block') = (job_run_id IS NULL))
);
CREATE INDEX receipts_by_principal ON receipts (principal_id, created_at);

-- Fixed-window request counters; a principal's old windows are deleted when a new one starts.
CREATE TABLE rate_counters (
  principal_id TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count BIGINT NOT NULL,
  PRIMARY KEY (principal_id, window_start)
);
