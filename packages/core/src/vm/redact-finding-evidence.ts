import { redactSecrets } from '../redaction/redact-secrets.js';
import type { FindingReport } from './finding-schema.js';

/**
 * The report with its evidence redacted like a prompt (docs/redaction.md), so no secret a scanner
 * captured (a token in a request, a password in a config excerpt) is ever stored. A report
 * without evidence, or with nothing to redact, is returned as it is.
 *
 * @example
 * redactFindingEvidence({ ...report, evidence: 'Authorization: Bearer ghp_...' }).evidence
 * //=> 'Authorization: Bearer [REDACTED:github-token]'
 */
export function redactFindingEvidence(report: FindingReport): FindingReport {
  if (report.evidence === undefined) return report;
  const { text } = redactSecrets(report.evidence);
  return text === report.evidence ? report : { ...report, evidence: text };
}
