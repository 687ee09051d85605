import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../redaction/secret-samples.test-support.js';
import type { FindingReport } from './finding-schema.js';
import { redactFindingEvidence } from './redact-finding-evidence.js';
import { DAST_REPORT } from './vm-arbitraries.test-support.js';

const report: FindingReport = DAST_REPORT;

describe('redactFindingEvidence', () => {
  it('masks every kind of secret a scanner may capture, keeping the rest of the text', () => {
    for (const [kind, sample] of Object.entries(SAMPLES)) {
      const evidence = `GET /admin HTTP/1.1\n${sample.text}\n`;
      const redacted = redactFindingEvidence({ ...report, evidence }).evidence as string;
      expect(redacted, kind).not.toContain(sample.secret);
      expect(redacted).toContain('GET /admin HTTP/1.1');
      expect(redacted).toContain('[REDACTED:');
    }
  });

  it('leaves a report without evidence, or with clean evidence, as it is', () => {
    expect(redactFindingEvidence(report)).toBe(report);
    const clean = { ...report, evidence: 'Server: Apache/2.4.49' };
    expect(redactFindingEvidence(clean)).toBe(clean);
  });
});
