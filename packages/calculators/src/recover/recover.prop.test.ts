import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recover } from './recover.js';
import { ASSET_CRITICALITIES } from './recover-schema.js';

const DAY = 86_400_000;
const AS_OF = Date.UTC(2025, 5, 30, 9);

/** A timestamp up to a year before asOf or a few days after it, or null. */
const timestampOrNull = fc.option(
  fc.integer({ min: -365 * DAY, max: 5 * DAY }).map((offset) => new Date(AS_OF + offset).toISOString()),
  { nil: null },
);

const backups = fc.record({
  lastSuccessAt: timestampOrNull,
  lastRestoreTestAt: timestampOrNull,
  offsite: fc.boolean(),
  immutable: fc.boolean(),
});

/** An estate of any shape: dependencies point anywhere, so some estates have cycles. */
const estate = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 3, unit: fc.constantFrom('a', 'B', 'é', '1', '𝟘') }), { minLength: 1, maxLength: 15 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.record({
          id: fc.constant(id),
          criticality: fc.constantFrom(...ASSET_CRITICALITIES),
          rtoHours: fc.integer({ min: 1, max: 96 }),
          rpoHours: fc.integer({ min: 0, max: 48 }),
          dependsOn: fc.uniqueArray(fc.constantFrom(...ids), { maxLength: ids.length > 6 ? 2 : 1 }),
          backups,
        }),
      ),
    ),
  );

const reorderedEstate = estate.chain((assets) =>
  fc.tuple(
    fc.constant(assets),
    fc
      .shuffledSubarray(assets, { minLength: assets.length })
      .chain((shuffled) =>
        fc.tuple(...shuffled.map((a) => fc.shuffledSubarray([...a.dependsOn], { minLength: a.dependsOn.length }).map((dependsOn) => ({ ...a, dependsOn })))),
      ),
  ),
);

describe('recover properties', () => {
  it('answers the same, to the last byte, whatever order the assets and their dependencies come in', () => {
    fc.assert(
      fc.property(reorderedEstate, ([assets, reordered]) => {
        const asOf = new Date(AS_OF).toISOString();
        expect(JSON.stringify(recover({ asOf, assets: reordered }))).toBe(JSON.stringify(recover({ asOf, assets })));
      }),
    );
  });

  it('lists assets in wave order and counts the failures it shows', () => {
    fc.assert(
      fc.property(estate, (assets) => {
        const result = recover({ asOf: new Date(AS_OF).toISOString(), assets });
        if (!result.ok) {
          expect(result.error.code).toBe('dependency-cycle');
          return;
        }
        const answer = result.value;
        expect(answer.assets.map((a) => a.id)).toEqual(answer.waves.flatMap((w) => w.assets));
        expect(answer.summary.assets).toBe(assets.length);
        const failing = (check: string) => answer.assets.filter((a) => a.checks.some((c) => c.check === check && c.status === 'fail')).length;
        expect(answer.summary.failing).toEqual({
          rpo: failing('rpo'),
          restoreTest: failing('restore-test'),
          offsite: failing('offsite'),
          immutable: failing('immutable'),
          rtoOrder: failing('rto-order'),
        });
      }),
    );
  });
});
