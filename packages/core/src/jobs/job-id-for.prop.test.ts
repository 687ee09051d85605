import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUuidV4 } from './is-uuid-v4.js';
import { jobIdFor } from './job-id-for.js';

const principal = fc.string({ minLength: 1, maxLength: 40 });
const body = fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });
const stream = fc.record({ stream: fc.boolean(), stream_options: fc.record({ include_usage: fc.boolean() }) }, { requiredKeys: [] });

/** The same object built with its keys in reverse order. */
const reversed = (o: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(o).reverse()) Object.defineProperty(out, key, { value: o[key], enumerable: true, writable: true });
  return out;
};

describe('jobIdFor (properties)', () => {
  it('is always a valid UUID v4', () => {
    fc.assert(
      fc.property(principal, body, (p, b) => {
        expect(isUuidV4(jobIdFor(p, b))).toBe(true);
      }),
    );
  });

  it('is equal for bodies that differ only in key order or in stream and stream_options', () => {
    fc.assert(
      fc.property(principal, body, stream, (p, b, s) => {
        const plain = { ...b };
        delete plain['stream'];
        delete plain['stream_options'];
        expect(jobIdFor(p, reversed({ ...plain, ...s }))).toBe(jobIdFor(p, plain));
      }),
    );
  });

  it('differs for different principals', () => {
    fc.assert(
      fc.property(principal, principal, body, (p1, p2, b) => {
        fc.pre(p1 !== p2);
        expect(jobIdFor(p1, b)).not.toBe(jobIdFor(p2, b));
      }),
    );
  });
});
