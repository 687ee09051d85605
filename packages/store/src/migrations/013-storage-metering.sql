-- Storage and egress metering (docs/billing.md#storage-and-egress).

-- Each sampled hour, and what every principal stored then: a later sample of the hour replaces the
-- earlier one. A principal without a row in a sampled hour stored nothing then.
CREATE TABLE storage_sample_hours (
  hour_start BIGINT PRIMARY KEY,
  taken_at BIGINT NOT NULL
);
CREATE TABLE storage_samples (
  principal_id TEXT NOT NULL,
  hour_start BIGINT NOT NULL,
  bytes BIGINT NOT NULL CHECK (bytes >= 0),
  PRIMARY KEY (principal_id, hour_start)
);
CREATE INDEX storage_samples_by_hour ON storage_samples (hour_start);

-- The bytes of each answer, counted once at its settlement (core's answerBytes): a day's egress is
-- the sum over the principal's receipts of that day, read by receipts_by_principal.
ALTER TABLE receipts ADD COLUMN answer_bytes BIGINT CHECK (answer_bytes >= 0);

-- Receipts of the storage balance: one `storage` and one `egress` receipt per principal and day at
-- most, each with the bytes it priced, its price, and what the balance paid (the rest is waived).
-- They belong to no job and no model.
ALTER TABLE receipts ALTER COLUMN model DROP NOT NULL;
ALTER TABLE receipts ADD COLUMN scope TEXT NOT NULL DEFAULT 'ai' CHECK (scope IN ('ai', 'storage'));
ALTER TABLE receipts ADD COLUMN metered_day TEXT;
ALTER TABLE receipts ADD COLUMN metered_bytes BIGINT CHECK (metered_bytes >= 0);
ALTER TABLE receipts ADD COLUMN priced_micro_usd BIGINT;
ALTER TABLE receipts ADD CONSTRAINT receipts_priced_covers_charge CHECK (priced_micro_usd >= charged_micro_usd);
ALTER TABLE receipts DROP CONSTRAINT receipts_kind_check;
ALTER TABLE receipts ADD CONSTRAINT receipts_kind_check
  CHECK (kind IN ('completion', 'failed', 'guardrail-block', 'content-filter', 'storage', 'egress'));
ALTER TABLE receipts DROP CONSTRAINT receipts_run_unless_blocked;
ALTER TABLE receipts ADD CONSTRAINT receipts_run_unless_blocked
  CHECK ((kind IN ('guardrail-block', 'storage', 'egress')) = (job_run_id IS NULL));
ALTER TABLE receipts ADD CONSTRAINT receipts_metered_whole
  CHECK ((kind IN ('storage', 'egress')) = (scope = 'storage' AND metered_day IS NOT NULL AND metered_bytes IS NOT NULL
                                            AND priced_micro_usd IS NOT NULL AND model IS NULL));

-- One row per principal and metered day: its primary key is what charges a day once, whichever
-- process gets there first. It keeps the day's figures for the billing status.
CREATE TABLE storage_days (
  principal_id TEXT NOT NULL,
  day TEXT NOT NULL,
  stored_bytes BIGINT NOT NULL CHECK (stored_bytes >= 0),
  included_bytes BIGINT NOT NULL CHECK (included_bytes >= 0),
  egress_bytes BIGINT NOT NULL CHECK (egress_bytes >= 0),
  priced_micro_usd BIGINT NOT NULL CHECK (priced_micro_usd >= 0),
  charged_micro_usd BIGINT NOT NULL CHECK (charged_micro_usd >= 0),
  metered_at BIGINT NOT NULL,
  PRIMARY KEY (principal_id, day),
  CONSTRAINT storage_days_charge_within_price CHECK (charged_micro_usd <= priced_micro_usd)
);

-- Principals whose latest metered day the storage balance could not pay in full: their jobs are
-- kept only for the re-attach window, not the history retention, until a day is paid again.
CREATE TABLE storage_short (
  principal_id TEXT PRIMARY KEY,
  since_day TEXT NOT NULL
);
