import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInput } from '../calculator-error.js';
import { readRecoverInput } from './read-recover-input.js';
import { ASSET_CRITICALITIES, recoverSchema } from './recover-schema.js';

/** Values that break one rule or another wherever they land: numbers, strings, and the wrong structure. */
const oddValue = fc.oneof(
  fc.constantFrom<unknown>(0, -0, -1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  fc.constantFrom<unknown>('', 'x', 'a'.repeat(201), '2025-06-30T09:00:00Z', '2025-02-30T00:00:00Z', '2025-06-30', 'critical', 'urgent'),
  fc.constantFrom<unknown>(null, undefined, true, [], ['db'], [1], {}, { id: 'db' }),
);

const timestamp = fc.constantFrom('2025-06-30T09:00:00Z', '2025-06-01T00:00:00+09:00', '2025-07-01T00:00:00.5Z');
const ids = fc.constantFrom('db', 'web', 'app', 'idp', 'a'.repeat(200));

/**
 * Inputs of recover's shape. With `oddRate` 0 they are valid; otherwise each field is now and
 * then an odd value instead (one in `oddRate`).
 */
function recoverInputs(oddRate: number): fc.Arbitrary<unknown> {
  const field = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
    oddRate === 0 ? valid : fc.oneof({ arbitrary: valid, weight: oddRate - 1 }, { arbitrary: oddValue, weight: 1 });
  const backups = fc.record({
    lastSuccessAt: field(fc.option(timestamp, { nil: null })),
    lastRestoreTestAt: field(fc.option(timestamp, { nil: null })),
    offsite: field(fc.boolean()),
    immutable: field(fc.boolean()),
  });
  // `dependsOn` is sometimes left out or undefined: both read as [].
  const asset = fc.record(
    {
      id: field(ids),
      criticality: field(fc.constantFrom(...ASSET_CRITICALITIES)),
      rtoHours: field(fc.oneof(fc.integer({ min: 1, max: 96 }), fc.constant(0.5))),
      rpoHours: field(fc.oneof(fc.integer({ min: 0, max: 48 }), fc.constant(-0), fc.constant(0.25))),
      dependsOn: field(fc.oneof(fc.array(field(ids), { maxLength: 3 }), fc.constant(undefined))),
      backups: field(backups),
    },
    { requiredKeys: ['id', 'criticality', 'rtoHours', 'rpoHours', 'backups'] },
  );
  const maxAgeDays = fc.record(
    { critical: field(fc.integer({ min: 1, max: 400 })), high: fc.constant(undefined), low: fc.integer({ min: 1, max: 400 }) },
    { requiredKeys: [] },
  );
  const policy = fc.record({ restoreTestMaxAgeDays: field(maxAgeDays) }, { requiredKeys: [] });
  return fc.record(
    { asOf: field(timestamp), assets: field(fc.array(asset, { minLength: 1, maxLength: 4 })), policy: field(policy) },
    { requiredKeys: ['asOf', 'assets'] },
  );
}

const oddKey = fc.constantFrom('extra', 'id', 'dependsOn', 'backups', 'policy', 'awarAt', '__proto__', '0');

interface Mutation {
  readonly path: readonly number[];
  readonly kind: 'replace' | 'delete' | 'add' | 'hole';
  readonly value: unknown;
  readonly key: string;
}

const mutation = fc.record({
  path: fc.array(fc.nat(), { maxLength: 5 }),
  kind: fc.constantFrom('replace', 'delete', 'add', 'hole'),
  value: oddValue,
  key: oddKey,
});

/** A valid input with one value in it, picked among all, replaced by an odd one. */
const oneOddValue = fc.tuple(recoverInputs(0), fc.nat(), oddValue).map(([input, pick, value]) => {
  const copy = structuredClone(input) as Record<string, unknown>;
  const places: [Record<string, unknown>, string][] = [];
  const collect = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      places.push([node as Record<string, unknown>, key]);
      collect((node as Record<string, unknown>)[key]);
    }
  };
  collect(copy);
  const [parent, key] = places[pick % places.length] as [Record<string, unknown>, string];
  parent[key] = value;
  return copy;
});

/** The input with one place changed: a value replaced, a key removed or added, an array entry made a hole. */
function mutate(input: unknown, { path, kind, value, key }: Mutation): unknown {
  const copy: unknown = structuredClone(input);
  const root = { copy };
  let parent: Record<string, unknown> = root;
  let name = 'copy';
  for (const step of path) {
    const here = parent[name];
    if (here === null || typeof here !== 'object') break;
    const keys = Object.keys(here);
    if (keys.length === 0) break;
    parent = here as Record<string, unknown>;
    name = keys[step % keys.length] as string;
  }
  const target = parent[name];
  if (kind === 'replace') parent[name] = value;
  else if (kind === 'delete' && parent !== root) delete parent[name];
  else if (kind === 'add' && target !== null && typeof target === 'object') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else if (kind === 'hole' && Array.isArray(target) && target.length > 0) delete target[0];
  return root.copy;
}

/**
 * A reading as the data recover goes on to read: arrays by their elements, objects by their own
 * enumerable keys. valibot's reading is all new arrays and objects; the fast one keeps the input's
 * own, which may carry what valibot's drop (a null prototype, a named key on an array), and which
 * nothing downstream looks at.
 */
function asData(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from(value, asData);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asData(item)]));
}

describe('readRecoverInput', () => {
  it('reads exactly as the full valibot parse does, valid input or not', () => {
    const anyInput = fc.oneof(
      recoverInputs(0),
      recoverInputs(12),
      oneOddValue,
      fc.tuple(recoverInputs(0), mutation).map(([input, change]) => mutate(input, change)),
      fc.tuple(recoverInputs(30), mutation, mutation).map(([input, first, second]) => mutate(mutate(input, first), second)),
      oddValue,
    );
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(asData(readRecoverInput(input))).toStrictEqual(asData(parseInput(recoverSchema, input)));
      }),
      { numRuns: 5_000 },
    );
  });

  it('reads a valid input without copying its assets', () => {
    const assets = [
      {
        id: 'db',
        criticality: 'high',
        rtoHours: 4,
        rpoHours: 1,
        dependsOn: [],
        backups: { lastSuccessAt: null, lastRestoreTestAt: null, offsite: true, immutable: true },
      },
    ];
    const result = readRecoverInput({ asOf: '2025-06-30T09:00:00Z', assets });
    expect(result.ok && result.value.assets[0]).toBe(assets[0]);
  });

  it('leaves an inherited key to valibot, as an unknown field', () => {
    const backups = { lastSuccessAt: null, lastRestoreTestAt: null, offsite: true, immutable: true };
    const inherited = Object.assign(Object.create({ extra: 1 }) as object, { id: 'db', criticality: 'high', rtoHours: 4, rpoHours: 1, backups });
    const result = readRecoverInput({ asOf: '2025-06-30T09:00:00Z', assets: [inherited] });
    expect(result).toMatchObject({ ok: false, error: { field: 'assets[0].extra', reason: 'unknown-field' } });
  });
});
