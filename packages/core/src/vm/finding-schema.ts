import * as v from 'valibot';
import { lazyWithShape } from '../requests/lazy-shape.js';
import { isPlainObject, strictRecord } from '../requests/object-schema.js';
import { isStorableText } from '../validation/is-storable-text.js';
import { isTimestamp } from '../validation/parse-timestamp.js';
import { readCvssVector } from './cvss-exploitability.js';
import { REACHABILITY, type Reachability } from './score-finding.js';

/** The services that report findings to the ledger; `feed` is a CVE/CPE feed's own record. */
export const FINDING_SOURCES = ['ctem', 'sast', 'dast', 'spect', 'feed'] as const;
/** One of FINDING_SOURCES. */
export type FindingSource = (typeof FINDING_SOURCES)[number];

/** The vulnerability a finding is about: a CVE, or a weakness (CWE) at a place in code. */
export type FindingVulnerability = { cve: string } | { cwe: string; location: CodeLocation };
/** Where in a repository a code finding is: a path, and a line when the service knows it. */
export interface CodeLocation {
  path: string;
  line?: number | undefined;
}

/** What CTEM saw exposed, when the finding comes from one of its exposure events. */
export interface ExposureEvent {
  surface: 'endpoint' | 'domain' | 'certificate' | 'attack-path';
  target: string;
  /** ATT&CK technique ids, e.g. T1190. */
  techniques?: string[] | undefined;
}

/** One observation of a vulnerability on an asset, in the shared finding schema (docs/vm.md). */
export interface FindingReport {
  source: FindingSource;
  /** The reporting service's own id: a report sent again with it changes nothing. */
  sourceId: string;
  asset: { id: string; cpe?: string | undefined };
  vulnerability: FindingVulnerability;
  reachability: Reachability;
  /** A CVSS v3.1 or v4.0 vector string. */
  cvss?: string | undefined;
  /** When it was observed: ISO 8601 with an explicit offset. */
  observedAt: string;
  /** Free text (request and response, a code excerpt, a mail header); redacted before it is stored. */
  evidence?: string | undefined;
  exposure?: ExposureEvent | undefined;
}

/** A CVE id: `CVE-`, the year, and four to seven digits. */
export const CVE_ID = /^CVE-\d{4}-\d{4,7}$/;
/** A CWE id, e.g. `CWE-89`. */
export const CWE_ID = /^CWE-\d{1,5}$/;
const TECHNIQUE_ID = /^T\d{4}(\.\d{3})?$/;
/** Evidence is kept to this many characters; a longer text is refused, not cut. */
export const EVIDENCE_MAX_CHARS = 20_000;

/**
 * A CPE 2.3 formatted string: `cpe:2.3:` then the part (`a`, `h`, `o`, `*` or `-`) and ten more
 * components (vendor, product, version, update, edition, language, sw_edition, target_sw,
 * target_hw, other), colons inside a component escaped with a backslash.
 */
export function isCpe23(text: string): boolean {
  if (text.length > 500 || /\s/.test(text)) return false;
  const parts = text.split(/(?<!\\):/);
  return (
    parts.length === 13 &&
    parts[0] === 'cpe' &&
    parts[1] === '2.3' &&
    ['a', 'h', 'o', '*', '-'].includes(parts[2] as string) &&
    parts.every((part) => part !== '')
  );
}

// Every text is stored (inside jsonb): no U+0000, no lone surrogate.
const storable = v.check(isStorableText, 'wrong-type');
const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max), storable);
/** Control characters have no place in an id, and the ledger's key joins ids with one. */
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const id = (max: number) => v.pipe(text(max), v.regex(NO_CONTROL));
/** An asset's id, as reports name it and the list filters by it: 1 to 200 storable characters, no control character. */
export const assetIdSchema = id(200);

const cveVulnerability = strictRecord({ cve: v.pipe(v.string(), v.regex(CVE_ID)) });
const cweVulnerability = strictRecord({
  cwe: v.pipe(v.string(), v.regex(CWE_ID)),
  location: strictRecord({ path: text(500), line: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000_000))) }),
});
// Picked by its keys, so a refusal names the field that is wrong rather than the union.
const vulnerability = lazyWithShape(
  (input) => (isPlainObject(input) && 'cwe' in input && !('cve' in input) ? cweVulnerability : cveVulnerability),
  v.union([cveVulnerability, cweVulnerability]),
) as v.GenericSchema<unknown, FindingVulnerability>;

const exposure = strictRecord({
  surface: v.picklist(['endpoint', 'domain', 'certificate', 'attack-path']),
  target: text(500),
  techniques: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(TECHNIQUE_ID))), v.maxLength(20))),
});

/** The shared finding schema (docs/vm.md): what POST /v1/security/findings takes, one finding at a time. */
export const findingReportSchema = v.pipe(
  strictRecord({
    source: v.picklist(FINDING_SOURCES),
    sourceId: id(200),
    asset: strictRecord({ id: assetIdSchema, cpe: v.optional(v.pipe(v.string(), v.check(isCpe23), storable)) }),
    vulnerability,
    reachability: v.picklist(REACHABILITY),
    cvss: v.optional(
      v.pipe(
        v.string(),
        v.check((vector) => readCvssVector(vector) !== undefined),
      ),
    ),
    observedAt: v.pipe(
      v.string(),
      v.check((value: string) => isTimestamp(value), 'invalid-timestamp'),
    ),
    evidence: v.optional(v.pipe(v.string(), v.maxLength(EVIDENCE_MAX_CHARS), storable)),
    exposure: v.optional(exposure),
  }),
  // An exposure event is CTEM's: from any other service it is a field that does not belong.
  v.forward(
    v.check((report) => report.exposure === undefined || report.source === 'ctem', 'unknown-field'),
    ['exposure'],
  ),
) as v.GenericSchema<unknown, FindingReport>;
