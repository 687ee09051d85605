-- The vulnerability-management ledger (docs/vm.md): one finding per principal x asset x
-- vulnerability. `finding` holds core's LedgerFinding (sightings, history, what the latest
-- sighting said); the columns beside it are what lists filter and sort on.
CREATE TABLE findings (
  id TEXT PRIMARY KEY,
  principal_id TEXT NOT NULL REFERENCES principals (id),
  finding_key TEXT NOT NULL,
  asset_id TEXT NOT NULL,
  cve TEXT,
  status TEXT NOT NULL CHECK (status IN ('detected', 'in-progress', 'verified', 'closed', 'reopened')),
  score INTEGER NOT NULL CHECK (score BETWEEN 0 AND 100),
  score_basis TEXT NOT NULL CHECK (score_basis IN ('kev', 'epss', 'cvss', 'unknown')),
  finding JSONB NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  UNIQUE (principal_id, finding_key)
);
-- A list is one principal's findings by score then id, narrowed by at most these: each filter has
-- an index in the list's order, so a page reads about its own rows, whatever the ledger's size.
CREATE INDEX findings_by_score ON findings (principal_id, score DESC, id);
CREATE INDEX findings_by_asset ON findings (principal_id, asset_id, score DESC, id);
CREATE INDEX findings_by_cve ON findings (principal_id, cve, score DESC, id);
CREATE INDEX findings_by_status ON findings (principal_id, status, score DESC, id);
-- A feed import rescores the open findings of every principal on its CVEs.
CREATE INDEX findings_open_by_cve ON findings (cve) WHERE status <> 'closed' AND cve IS NOT NULL;

-- Each report by the reporting service's own id, and the finding it went to: a report posted
-- again is found here and changes nothing.
CREATE TABLE finding_reports (
  principal_id TEXT NOT NULL,
  source TEXT NOT NULL,
  source_id TEXT NOT NULL,
  finding_id TEXT NOT NULL REFERENCES findings (id),
  PRIMARY KEY (principal_id, source, source_id)
);

-- The feeds, one row per CVE as the latest import left it, with the date its feed carried.
CREATE TABLE vm_kev (cve TEXT PRIMARY KEY, date_added TEXT NOT NULL, catalog_version TEXT NOT NULL, published_at BIGINT NOT NULL);
CREATE TABLE vm_epss (
  cve TEXT PRIMARY KEY,
  epss DOUBLE PRECISION NOT NULL CHECK (epss BETWEEN 0 AND 1),
  percentile DOUBLE PRECISION NOT NULL CHECK (percentile BETWEEN 0 AND 1),
  model_version TEXT NOT NULL,
  published_at BIGINT NOT NULL
);
CREATE TABLE vm_nvd (cve TEXT PRIMARY KEY, last_modified BIGINT NOT NULL, cvss TEXT, cpes JSONB NOT NULL, published_at BIGINT NOT NULL);

-- Every import: what it was, its date, and what it did.
CREATE TABLE vm_feed_imports (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('nvd', 'kev', 'epss')),
  published_at BIGINT NOT NULL,
  imported_at BIGINT NOT NULL,
  records INTEGER NOT NULL,
  rejected INTEGER NOT NULL,
  rescored INTEGER NOT NULL
);
