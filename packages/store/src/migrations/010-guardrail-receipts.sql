-- A withheld answer (the answer check of the guardrails, docs/guardrails.md) ends its job with
-- finish_reason content_filter, is charged as usual and leaves a receipt of its own kind, with its
-- run like any completion. Every guardrail receipt (a blocked request or a withheld answer) keeps
-- the policy categories and the stage that decided (the rules or a guard model), never the text.
ALTER TABLE receipts DROP CONSTRAINT receipts_kind_check;
ALTER TABLE receipts ADD CONSTRAINT receipts_kind_check CHECK (kind IN ('completion', 'failed', 'guardrail-block', 'content-filter'));
ALTER TABLE receipts ADD COLUMN guardrail_categories TEXT[];
ALTER TABLE receipts ADD COLUMN guardrail_stage TEXT CHECK (guardrail_stage IN ('rules', 'classifier'));
ALTER TABLE receipts ADD CONSTRAINT receipts_guardrail_fields CHECK ((kind IN ('guardrail-block', 'content-filter')) = (guardrail_version IS NOT NULL));
