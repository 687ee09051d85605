-- A job is named by its principal and its id together: the job API's idempotency key is the job
-- id its caller polls with, and the same key from two principals must name two jobs. Ids were
-- unique on their own until now, so every existing row keeps its id and its principal.
ALTER TABLE jobs DROP CONSTRAINT jobs_pkey;
ALTER TABLE jobs ADD CONSTRAINT jobs_pkey PRIMARY KEY (principal_id, id);
