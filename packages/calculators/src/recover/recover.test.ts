import { describe, expect, it } from 'vitest';
import type { RecoverAnswer } from './recover-answer.js';
import { recover } from './recover.js';

const backups = { lastSuccessAt: '2025-06-30T08:00:00Z', lastRestoreTestAt: '2025-06-01T00:00:00Z', offsite: true, immutable: true };
const asset = (id: string, extra: Record<string, unknown> = {}) => ({ id, criticality: 'high', rtoHours: 4, rpoHours: 24, backups, ...extra });

function answerOf(input: unknown): RecoverAnswer {
  const result = recover(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function errorOf(input: unknown) {
  const result = recover(input);
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('recover', () => {
  it('answers waves, per-asset checks in wave order, a summary, notes and the CSF mapping', () => {
    const answer = answerOf({
      asOf: '2025-06-30T18:00:00+09:00',
      assets: [
        asset('web', { dependsOn: ['idp', 'app'], rtoHours: 2 }),
        asset('app', { dependsOn: ['idp'], criticality: 'medium', backups: { ...backups, immutable: false } }),
        asset('idp', { criticality: 'critical', backups: { ...backups, offsite: false } }),
      ],
    });
    expect(answer.asOf).toBe('2025-06-30T09:00:00.000Z');
    expect(answer.waves).toEqual([
      { wave: 1, assets: ['idp'] },
      { wave: 2, assets: ['app'] },
      { wave: 3, assets: ['web'] },
    ]);
    expect(answer.assets.map((a) => [a.id, a.wave])).toEqual([
      ['idp', 1],
      ['app', 2],
      ['web', 3],
    ]);
    expect(answer.assets[2]).toEqual({
      id: 'web',
      wave: 3,
      criticality: 'high',
      rtoHours: 2,
      rpoHours: 24,
      dependsOn: ['app', 'idp'],
      checks: [
        { check: 'rpo', status: 'pass', ageHours: 1, rpoHours: 24 },
        { check: 'restore-test', status: 'pass', ageDays: 29, maxAgeDays: 180 },
        { check: 'offsite', status: 'pass', offsite: true },
        { check: 'immutable', status: 'pass', immutable: true },
        { check: 'rto-order', status: 'fail', rtoHours: 2, blockingDependencies: ['app', 'idp'] },
      ],
    });
    expect(answer.summary).toEqual({ assets: 3, waves: 3, failing: { rpo: 0, restoreTest: 0, offsite: 1, immutable: 0, rtoOrder: 1 } });
    expect(answer.notes.some((n) => n.includes('not a schedule'))).toBe(true);
    expect(answer.notes.some((n) => n.includes('warn on immutable is advisory'))).toBe(true);
    expect(answer.csf).toEqual({ function: 'RECOVER', subcategories: ['RC.RP-02', 'RC.RP-03', 'RC.RP-05'] });
  });

  it('uses the policy maximum for the asset criticality', () => {
    const input = { asOf: '2025-06-30T09:00:00Z', assets: [asset('db', { criticality: 'low' })] };
    expect(answerOf(input).assets[0]?.checks[1]).toMatchObject({ status: 'pass', ageDays: 29, maxAgeDays: 365 });
    const strict = answerOf({ ...input, policy: { restoreTestMaxAgeDays: { low: 14 } } });
    expect(strict.assets[0]?.checks[1]).toMatchObject({ status: 'fail', ageDays: 29, maxAgeDays: 14 });
    expect(strict.summary.failing.restoreTest).toBe(1);
  });

  it('counts backups and restore tests dated after asOf as absent, and says so', () => {
    const answer = answerOf({
      asOf: '2025-06-30T09:00:00Z',
      assets: [asset('db', { backups: { ...backups, lastSuccessAt: '2025-06-30T10:00:00+00:00', lastRestoreTestAt: '2025-07-01T00:00:00Z' } })],
    });
    expect(answer.assets[0]?.checks.slice(0, 2)).toEqual([
      { check: 'rpo', status: 'fail', ageHours: null, rpoHours: 24 },
      { check: 'restore-test', status: 'fail', ageDays: null, maxAgeDays: 180 },
    ]);
    expect(answer.notes.some((n) => n.includes('after asOf'))).toBe(true);
    expect(answerOf({ asOf: '2025-06-30T09:00:00Z', assets: [asset('db')] }).notes.some((n) => n.includes('after asOf'))).toBe(false);
  });

  it('answers a cycle as a dependency-cycle error', () => {
    expect(errorOf({ asOf: '2025-06-30T09:00:00Z', assets: [asset('web', { dependsOn: ['app'] }), asset('app', { dependsOn: ['web'] })] })).toEqual({
      code: 'dependency-cycle',
      message: 'The dependencies form a cycle, so no restore order exists: app -> web -> app.',
      assets: ['app', 'web'],
    });
    expect(errorOf({ asOf: '2025-06-30T09:00:00Z', assets: [asset('db', { dependsOn: ['db'] })] })).toMatchObject({ assets: ['db'] });
  });

  it('checks references after the schema, in document order', () => {
    const asOf = '2025-06-30T09:00:00Z';
    expect(errorOf({ asOf, assets: [asset('web', { dependsOn: ['dbx'] })] })).toMatchObject({
      code: 'invalid-input',
      field: 'assets[0].dependsOn[0]',
      reason: 'unknown-reference',
    });
    expect(errorOf({ asOf, assets: [asset('db'), asset('web', { dependsOn: ['db', 'db'] }), asset('db')] })).toMatchObject({
      field: 'assets[1].dependsOn[1]',
      reason: 'duplicate',
    });
    expect(errorOf({ asOf, assets: [asset('db'), asset('db'), asset('web', { dependsOn: ['x'] })] })).toMatchObject({
      field: 'assets[1].id',
      reason: 'duplicate',
    });
    // A schema failure anywhere comes before any cross-field failure.
    expect(errorOf({ asOf, assets: [asset('db'), asset('db')], policy: { restoreTestMaxAgeDays: { low: -1 } } })).toMatchObject({
      field: 'policy.restoreTestMaxAgeDays.low',
      reason: 'out-of-range',
    });
    // A cycle is only looked for in valid input.
    expect(errorOf({ asOf, assets: [asset('db', { dependsOn: ['db', 'nope'] })] })).toMatchObject({ reason: 'unknown-reference' });
  });

  it('answers invalid input without throwing', () => {
    expect(errorOf(undefined)).toMatchObject({ code: 'invalid-input' });
    expect(errorOf({ asOf: '2025-06-30T09:00:00Z', assets: [{ ...asset('db'), rpo: 4 }] })).toMatchObject({
      field: 'assets[0].rpo',
      reason: 'unknown-field',
    });
  });

  it('does not alter its input', () => {
    const input = { asOf: '2025-06-30T09:00:00Z', assets: [asset('web', { dependsOn: ['idp', 'app'] }), asset('app'), asset('idp')] };
    const copy = structuredClone(input);
    answerOf(input);
    expect(input).toEqual(copy);
  });
});
