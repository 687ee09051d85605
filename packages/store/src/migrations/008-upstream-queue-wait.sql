-- How long a job's upstream call waited for its origin's maxInFlight (docs/configuration.md#concurrency-per-origin),
-- in milliseconds; 0 without a cap, null until the call started (or when it never did).
ALTER TABLE jobs ADD COLUMN upstream_queue_ms INTEGER CHECK (upstream_queue_ms >= 0);
