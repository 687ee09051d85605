import { describe, expect, it } from 'vitest';
import { bodyLimitsFor } from './body-limits.js';

const MiB = 1_048_576;

describe('bodyLimitsFor', () => {
  it('bounds completions tighter in width than any other body, at the signed-in byte limit', () => {
    expect(bodyLimitsFor('completion', { bodyLimitBytes: 8 * MiB, publicBodyLimitBytes: MiB })).toEqual({
      bytes: 8 * MiB,
      depth: 64,
      containerElements: 4_096,
      totalElements: 65_536,
    });
  });

  it('gives the public routes the smaller byte limit, never more than the signed-in one, and widths that grow with it', () => {
    expect(bodyLimitsFor('public', { bodyLimitBytes: 8 * MiB, publicBodyLimitBytes: MiB })).toMatchObject({
      bytes: MiB,
      containerElements: 10_485,
      totalElements: 104_857,
    });
    expect(bodyLimitsFor('public', { bodyLimitBytes: 64 * 1024, publicBodyLimitBytes: MiB })).toMatchObject({
      bytes: 64 * 1024,
      containerElements: 10_000,
      totalElements: 100_000,
    });
    expect(bodyLimitsFor('public', { bodyLimitBytes: 64 * MiB, publicBodyLimitBytes: 32 * MiB })).toMatchObject({
      containerElements: 335_544,
      totalElements: 3_355_443,
    });
  });
});
