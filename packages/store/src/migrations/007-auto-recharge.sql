-- Automatic recharge (docs/console.md#automatic-recharge). Whether it is on stays the principal's
-- auto_recharge flag (off by default); its threshold and SKU, and when it last asked the payment
-- processor for a recharge, are kept here.
CREATE TABLE recharge_settings (
  principal_id TEXT PRIMARY KEY REFERENCES principals (id),
  threshold_micro_usd BIGINT NOT NULL CHECK (threshold_micro_usd >= 0),
  sku TEXT NOT NULL,
  last_requested_at BIGINT,
  updated_at BIGINT NOT NULL
);

-- Every recharge request sent (or tried): the record the console shows and an operator audits.
CREATE TABLE recharge_requests (
  id TEXT PRIMARY KEY,
  principal_id TEXT NOT NULL REFERENCES principals (id),
  sku TEXT NOT NULL,
  threshold_micro_usd BIGINT NOT NULL,
  available_micro_usd BIGINT NOT NULL,
  requested_at BIGINT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  http_status INTEGER,
  answered_at BIGINT
);
CREATE INDEX recharge_requests_by_principal ON recharge_requests (principal_id, requested_at);
