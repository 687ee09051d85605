-- The console's tokens page (docs/console.md#tokens): a label the holder chooses, and when the
-- token was last used (written in batches, about once a minute, never per request).
ALTER TABLE tokens ADD COLUMN label TEXT;
ALTER TABLE tokens ADD COLUMN last_used_at BIGINT;
