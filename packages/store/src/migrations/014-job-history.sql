-- The console's request history (docs/console.md#history): a principal's kept jobs, newest first,
-- a page at a time. This index is that order, so a page reads its own rows and the next one's
-- first, whatever else the principal or anyone else keeps; a date range bounds it, and model and
-- outcome are checked on the rows it yields. The id is in byte order ("C"), as the list sorts it,
-- so the order and its cursor are the same on every server whatever its default collation.
CREATE INDEX jobs_history_by_principal ON jobs (principal_id, created_at DESC, id COLLATE "C");
