import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrorFromIssues } from '../validation/field-error-from-issues.js';
import { findingReportSchema, isCpe23, type FindingReport } from './finding-schema.js';

const dast: FindingReport = {
  source: 'dast',
  sourceId: 'dast-run-7/finding-3',
  asset: { id: 'web-1', cpe: 'cpe:2.3:a:apache:http_server:2.4.49:*:*:*:*:*:*:*' },
  vulnerability: { cve: 'CVE-2021-41773' },
  reachability: 'confirmed',
  cvss: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
  observedAt: '2026-11-20T09:30:00+01:00',
  evidence: 'GET /cgi-bin/.%2e/.%2e/etc/passwd -> 200',
};

/** The field error a body gets, or 'ok'. */
function check(body: unknown) {
  const result = v.safeParse(findingReportSchema, body);
  return result.success ? 'ok' : fieldErrorFromIssues(result.issues);
}

describe('the shared finding schema', () => {
  it('accepts a DAST finding, a SAST code finding and a CTEM exposure', () => {
    expect(check(dast)).toBe('ok');
    expect(
      check({
        source: 'sast',
        sourceId: 's-1',
        asset: { id: 'repo:api' },
        vulnerability: { cwe: 'CWE-89', location: { path: 'src/db.ts', line: 42 } },
        reachability: 'likely',
        observedAt: '2026-11-20T08:00:00Z',
      }),
    ).toBe('ok');
    expect(
      check({
        source: 'ctem',
        sourceId: 'exp-9',
        asset: { id: 'web-1' },
        vulnerability: { cve: 'CVE-2021-41773' },
        reachability: 'confirmed',
        observedAt: '2026-11-20T08:00:00Z',
        exposure: { surface: 'endpoint', target: 'https://web-1.example.com/cgi-bin/', techniques: ['T1190', 'T1595.002'] },
      }),
    ).toBe('ok');
  });

  it.each([
    ['an unknown service', { ...dast, source: 'siem' }, { field: 'source', reason: 'not-an-allowed-value' }],
    ['a malformed CVE id', { ...dast, vulnerability: { cve: 'CVE-21-1' } }, { field: 'vulnerability.cve', reason: 'wrong-type' }],
    ['a CWE without its location', { ...dast, vulnerability: { cwe: 'CWE-79' } }, { field: 'vulnerability.location', reason: 'required' }],
    [
      'a line that is not a line',
      { ...dast, vulnerability: { cwe: 'CWE-79', location: { path: 'a.ts', line: 0 } } },
      { field: 'vulnerability.location.line', reason: 'out-of-range' },
    ],
    ['a CPE that is not 2.3', { ...dast, asset: { id: 'web-1', cpe: 'cpe:/a:apache:http_server:2.4.49' } }, { field: 'asset.cpe', reason: 'wrong-type' }],
    ['an unknown reachability', { ...dast, reachability: 'maybe' }, { field: 'reachability', reason: 'not-an-allowed-value' }],
    ['a CVSS vector that is not one', { ...dast, cvss: 'CVSS:3.1/AV:N' }, { field: 'cvss', reason: 'wrong-type' }],
    ['a time without an offset', { ...dast, observedAt: '2026-11-20T09:30:00' }, { field: 'observedAt', reason: 'invalid-timestamp' }],
    ['evidence over 20,000 characters', { ...dast, evidence: 'x'.repeat(20_001) }, { field: 'evidence', reason: 'too-long' }],
    [
      'an exposure event from a service other than CTEM',
      { ...dast, exposure: { surface: 'domain', target: 'example.com' } },
      { field: 'exposure', reason: 'unknown-field' },
    ],
    ['a field the schema does not have', { ...dast, severity: 'high' }, { field: 'severity', reason: 'unknown-field' }],
    ['an empty service id', { ...dast, sourceId: '' }, { field: 'sourceId', reason: 'required' }],
    ['a control character in an asset id', { ...dast, asset: { id: 'web\u001f1' } }, { field: 'asset.id', reason: 'wrong-type' }],
  ])('refuses %s, naming the field', (_, body, error) => {
    expect(check(body)).toMatchObject(error);
  });
});

describe('text the ledger stores', () => {
  it.each([
    ['evidence', { ...dast, evidence: 'dump \u0000 here' }],
    ['evidence', { ...dast, evidence: 'half \ud800 a pair' }],
    ['sourceId', { ...dast, sourceId: '\udc00' }],
    ['vulnerability.location.path', { ...dast, vulnerability: { cwe: 'CWE-89', location: { path: 'src/\u0000.ts' } } }],
  ])('refuses U+0000 and lone surrogates in %s (PostgreSQL cannot hold them)', (field, body) => {
    expect(check(body)).toMatchObject({ field, reason: 'wrong-type' });
  });

  it('keeps any other text, astral characters included', () => {
    expect(check({ ...dast, evidence: 'payload \ud83d\ude00 \t tab \n line' })).toBe('ok');
  });
});

describe('isCpe23', () => {
  it('takes the formatted string with its thirteen components, escaped colons included', () => {
    expect(isCpe23('cpe:2.3:o:microsoft:windows_10:1607:*:*:*:*:*:x64:*')).toBe(true);
    expect(isCpe23('cpe:2.3:a:vendor:prod\\:uct:1.0:*:*:*:*:*:*:*')).toBe(true);
    expect(isCpe23('cpe:2.3:x:vendor:product:1.0:*:*:*:*:*:*:*')).toBe(false);
    expect(isCpe23('cpe:2.3:a:vendor:product:1.0:*:*:*:*:*:*')).toBe(false);
    expect(isCpe23('cpe:2.3:a:vendor:product:1.0::*:*:*:*:*:*')).toBe(false);
  });
});
