import * as v from 'valibot';
import { strictRecord } from '../requests/object-schema.js';
import { parseObjectBody } from '../requests/parse-object-body.js';
import type { FieldError } from '../errors/api-error.js';
import { err, ok, type Result } from '../errors/result.js';
import { fieldErrorFromIssues } from '../validation/field-error-from-issues.js';
import { isStorableText } from '../validation/is-storable-text.js';
import { assetIdSchema, CVE_ID, findingReportSchema, type FindingReport } from './finding-schema.js';
import { REMEDIATION_STATES, type RemediationState } from './remediation-lifecycle.js';

/** The most findings one POST may carry. */
export const FINDINGS_PER_BATCH = 1_000;

/** The body of `POST /v1/security/findings`: a batch of 1 to 1,000 findings in the shared schema. */
export const findingBatchSchema = strictRecord({
  findings: v.pipe(v.array(findingReportSchema), v.minLength(1), v.maxLength(FINDINGS_PER_BATCH)),
}) as v.GenericSchema<unknown, { findings: FindingReport[] }>;

/** The body of `POST /v1/security/findings/{id}/transition`: the state to move to and why. */
export const findingTransitionSchema = strictRecord({
  to: v.picklist(REMEDIATION_STATES),
  reason: v.pipe(v.string(), v.minLength(1), v.maxLength(500), v.check(isStorableText, 'wrong-type')),
}) as v.GenericSchema<unknown, { to: RemediationState; reason: string }>;

/** A move asked of a finding through the API; who and when are the adapter's to add. */
export interface FindingTransitionBody {
  to: RemediationState;
  reason: string;
}

/** Reads a `POST /v1/security/findings` body, or names its first bad field in document order. */
export function parseFindingBatch(body: unknown): Result<FindingReport[], FieldError> {
  const read = parseObjectBody(findingBatchSchema, body);
  return read.ok ? ok(read.value.findings) : read;
}

/** Reads a `POST /v1/security/findings/{id}/transition` body, or names its first bad field. */
export function parseFindingTransition(body: unknown): Result<FindingTransitionBody, FieldError> {
  return parseObjectBody(findingTransitionSchema, body);
}

/** Where a page of findings starts: the previous page's last score and id. */
export interface FindingPageCursor {
  score: number;
  id: string;
}

/** What `GET /v1/security/findings` asks for, read from its query. */
export interface FindingQuery {
  status?: RemediationState;
  assetId?: string;
  cve?: string;
  minScore?: number;
  limit: number;
  after?: FindingPageCursor;
}

/** Findings per page when `limit` is not given. */
export const FINDINGS_PAGE_DEFAULT = 50;
/** The most findings one page may hold. */
export const FINDINGS_PAGE_MAX = 200;

/**
 * A page cursor as the list writes it: `<score>.<id>`. Opaque to clients, who pass back what
 * `next` said.
 *
 * @example
 * writeFindingCursor({ score: 73, id: 'fnd_1' }) //=> '73.fnd_1'
 */
export function writeFindingCursor(cursor: FindingPageCursor): string {
  return `${cursor.score}.${cursor.id}`;
}

const CURSOR = /^(\d{1,3})\.([A-Za-z0-9_-]{1,80})$/;

/**
 * Reads the list's query: `status`, `asset`, `cve`, `minScore` (0 to 100), `limit` (1 to 200,
 * 50 by default) and `cursor`. Anything else, or a value out of its range, is a field error.
 */
export function readFindingQuery(query: Readonly<Record<string, string | undefined>>): Result<FindingQuery, FieldError> {
  const known = new Set(['status', 'asset', 'cve', 'minScore', 'limit', 'cursor']);
  const unknown = Object.keys(query).find((key) => !known.has(key));
  if (unknown !== undefined) return err({ field: unknown, reason: 'unknown-field' });
  const out: FindingQuery = { limit: FINDINGS_PAGE_DEFAULT };
  const { status, asset, cve, minScore, limit, cursor } = query;
  if (status !== undefined) {
    if (!(REMEDIATION_STATES as readonly string[]).includes(status))
      return err({ field: 'status', reason: 'not-an-allowed-value', allowed: [...REMEDIATION_STATES] });
    out.status = status as RemediationState;
  }
  if (asset !== undefined) {
    // The rule of an asset id in a report: an id no report can hold matches nothing.
    const read = v.safeParse(assetIdSchema, asset, { abortEarly: true });
    if (!read.success) return err({ field: 'asset', reason: fieldErrorFromIssues(read.issues).reason });
    out.assetId = asset;
  }
  if (cve !== undefined) {
    if (!CVE_ID.test(cve)) return err({ field: 'cve', reason: 'wrong-type' });
    out.cve = cve;
  }
  if (minScore !== undefined) {
    const score = wholeNumber(minScore);
    if (score === undefined || score > 100) return err({ field: 'minScore', reason: 'out-of-range' });
    out.minScore = score;
  }
  if (limit !== undefined) {
    const size = wholeNumber(limit);
    if (size === undefined || size < 1 || size > FINDINGS_PAGE_MAX) return err({ field: 'limit', reason: 'out-of-range' });
    out.limit = size;
  }
  if (cursor !== undefined) {
    const found = CURSOR.exec(cursor);
    if (!found || Number(found[1]) > 100) return err({ field: 'cursor', reason: 'wrong-type' });
    out.after = { score: Number(found[1]), id: found[2] as string };
  }
  return ok(out);
}

function wholeNumber(text: string): number | undefined {
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}
