import { CALCULATORS } from '@secgate/calculators';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicTestApp } from './public-test-app.test-support.js';

const NAMES = ['govern', 'respond', 'recover'] as const;
const app = publicTestApp();

/** Checks one answer: 200 with an object, or a 4xx with the documented error shape. Never 5xx. */
async function expectDocumentedAnswer(res: Response): Promise<void> {
  expect(res.status === 200 || (res.status >= 400 && res.status < 500)).toBe(true);
  const body = (await res.json()) as Record<string, any>;
  if (res.status === 200) {
    expect(typeof body).toBe('object');
    expect(body).not.toHaveProperty('error');
    return;
  }
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  expect(typeof body.error.message).toBe('string');
  if (body.error.code === 'invalid-input') {
    expect(res.status).toBe(400);
    expect(typeof body.error.field).toBe('string');
    expect(typeof body.error.reason).toBe('string');
  } else if (body.error.code === 'dependency-cycle') {
    expect(res.status).toBe(400);
    expect(Array.isArray(body.error.assets)).toBe(true);
  } else {
    expect(['invalid-request', 'json-required', 'body-too-large']).toContain(body.error.code);
  }
}

/** Arbitrary inputs, plus ones shaped like each calculator's example with some fields replaced. */
const anyJson = fc.jsonValue({ maxDepth: 4 });
const mutatedExample = (name: (typeof NAMES)[number]) =>
  fc
    .tuple(
      fc.dictionary(fc.constantFrom('asOf', 'assets', 'incident', 'risks', 'profile', 'suppliers', 'riskAppetite', 'policy', 'extra'), anyJson, { maxKeys: 3 }),
    )
    .map(([patch]) => ({ ...(CALCULATORS[name].example as object), ...patch }));

describe('calculators over HTTP never fail with a 5xx', () => {
  it.each(NAMES)('%s: arbitrary JSON bodies', async (name) => {
    await fc.assert(
      fc.asyncProperty(anyJson, async (value) => {
        const res = await app.request(`/v1/security/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
        await expectDocumentedAnswer(res);
      }),
      { numRuns: 150 },
    );
  });

  it.each(NAMES)('%s: the example with fields replaced', async (name) => {
    await fc.assert(
      fc.asyncProperty(mutatedExample(name), async (value) => {
        const res = await app.request(`/v1/security/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
        await expectDocumentedAnswer(res);
      }),
      { numRuns: 150 },
    );
  });

  it.each(NAMES)('%s: arbitrary bytes and content types', async (name) => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 256 }),
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/json; charset=latin1', undefined),
        async (bytes, type) => {
          const headers: Record<string, string> = type ? { 'content-type': type } : {};
          const res = await app.request(`/v1/security/${name}`, { method: 'POST', headers, body: bytes });
          await expectDocumentedAnswer(res);
        },
      ),
      { numRuns: 150 },
    );
  });
});
