import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REACHABILITY, REACHABILITY_WEIGHT, scoreFinding } from './score-finding.js';
import type { ExploitIntel } from './exploitability.js';
import { cvssVector } from './vm-arbitraries.test-support.js';

const intel: fc.Arbitrary<ExploitIntel> = fc.record({
  kev: fc.boolean(),
  epss: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  cvss: fc.option(cvssVector, { nil: undefined }),
});
const reachability = fc.constantFrom(...REACHABILITY);
// From least to most urgent.
const reachabilityOrder = [...REACHABILITY].sort((a, b) => REACHABILITY_WEIGHT[a] - REACHABILITY_WEIGHT[b]);

describe('scoreFinding', () => {
  it('is an integer from 0 to 100 for any reachability and any evidence', () => {
    fc.assert(
      fc.property(reachability, intel, (reach, evidence) => {
        const { score } = scoreFinding(reach, evidence);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never falls when the exploitation probability rises', () => {
    fc.assert(
      fc.property(reachability, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (reach, p, q) => {
        const [low, high] = p <= q ? [p, q] : [q, p];
        expect(scoreFinding(reach, { kev: false, epss: low }).score).toBeLessThanOrEqual(scoreFinding(reach, { kev: false, epss: high }).score);
      }),
    );
  });

  it('never falls when reachability is more certain', () => {
    fc.assert(
      fc.property(intel, fc.nat({ max: 3 }), fc.nat({ max: 3 }), (evidence, i, j) => {
        const [low, high] = [reachabilityOrder[Math.min(i, j)], reachabilityOrder[Math.max(i, j)]] as const;
        expect(scoreFinding(low as never, evidence).score).toBeLessThanOrEqual(scoreFinding(high as never, evidence).score);
      }),
    );
  });

  it('ranks a KEV listing at least as high as any EPSS or CVSS evidence, and first in the basis', () => {
    fc.assert(
      fc.property(reachability, intel, (reach, evidence) => {
        const listed = scoreFinding(reach, { ...evidence, kev: true });
        expect(listed.basis).toBe('kev');
        expect(listed.score).toBeGreaterThanOrEqual(scoreFinding(reach, { ...evidence, kev: false }).score);
      }),
    );
  });

  it('takes EPSS over CVSS, and CVSS over nothing', () => {
    const vector = 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H';
    expect(scoreFinding('confirmed', { kev: false, epss: 0.02, cvss: vector })).toEqual({ score: 2, basis: 'epss' });
    expect(scoreFinding('confirmed', { kev: false, cvss: vector })).toEqual({ score: 100, basis: 'cvss' });
    expect(scoreFinding('confirmed', { kev: false })).toEqual({ score: 50, basis: 'unknown' });
  });
});
