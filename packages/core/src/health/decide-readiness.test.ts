import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideReadiness, notReadyError, shuttingDownError, type ReadinessInput } from './decide-readiness.js';

const serving: ReadinessInput = {
  stopping: false,
  schemaVersion: 11,
  requiredSchemaVersion: 11,
  knowledgeLoaded: true,
  originsConfigured: 2,
  originsServed: 1,
};

describe('decideReadiness', () => {
  it('is ready when the store answers at this schema or a newer one, knowledge is loaded and an origin serves', () => {
    expect(decideReadiness(serving).ready).toBe(true);
    // A newer binary migrated first (a rolling deploy): the old replica stays ready.
    expect(decideReadiness({ ...serving, schemaVersion: 12 }).ready).toBe(true);
    // No origin configured (calculators and knowledge only): nothing to wait for.
    expect(decideReadiness({ ...serving, originsConfigured: 0, originsServed: 0 }).ready).toBe(true);
  });

  it('names each failing check: stopping, no store, an older schema, knowledge not loaded, no origin serving', () => {
    const failing = (input: Partial<ReadinessInput>) =>
      decideReadiness({ ...serving, ...input })
        .checks.filter((check) => !check.ok)
        .map((check) => check.name);
    expect(failing({ stopping: true })).toEqual(['stopping']);
    expect(failing({ schemaVersion: null })).toEqual(['store', 'schema']);
    expect(failing({ schemaVersion: 10 })).toEqual(['schema']);
    expect(failing({ knowledgeLoaded: false })).toEqual(['knowledge']);
    expect(failing({ originsServed: 0 })).toEqual(['origins']);
  });

  it('is ready exactly when every check passes, for any state', () => {
    fc.assert(
      fc.property(
        fc.record({
          stopping: fc.boolean(),
          schemaVersion: fc.option(fc.nat({ max: 20 })),
          requiredSchemaVersion: fc.nat({ max: 20 }),
          knowledgeLoaded: fc.boolean(),
          originsConfigured: fc.nat({ max: 4 }),
          originsServed: fc.nat({ max: 4 }),
        }),
        (input) => {
          const expected =
            !input.stopping &&
            input.schemaVersion !== null &&
            input.schemaVersion >= input.requiredSchemaVersion &&
            input.knowledgeLoaded &&
            (input.originsConfigured === 0 || input.originsServed > 0);
          expect(decideReadiness(input).ready).toBe(expected);
        },
      ),
    );
  });
});

describe('the refusals of a process that is not serving', () => {
  it('503 shutting-down with a retry time, and 503 not-ready naming what fails', () => {
    expect(shuttingDownError()).toMatchObject({ status: 503, body: { error: { code: 'shutting-down', retryAfterSeconds: 5 } } });
    const notReady = notReadyError(decideReadiness({ ...serving, knowledgeLoaded: false }));
    expect(notReady.status).toBe(503);
    expect(notReady.body.error.code).toBe('not-ready');
    expect(notReady.body.error.message).toContain('knowledge (not loaded yet)');
  });
});
