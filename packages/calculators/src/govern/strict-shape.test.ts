import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseInput } from '../calculator-error.js';
import { strictShape } from './strict-shape.js';

const schema = strictShape({ a: strictShape({ b: v.number() }) });
const fieldOf = (input: unknown) => {
  const result = parseInput(schema, input);
  return result.ok ? undefined : { field: result.error.field, reason: result.error.reason };
};

describe('strictShape', () => {
  it('tells a value of the wrong type from an unknown key', () => {
    expect(fieldOf({ a: 5 })).toEqual({ field: 'a', reason: 'wrong-type' });
    expect(fieldOf({ a: [] })).toEqual({ field: 'a', reason: 'wrong-type' });
    expect(fieldOf({ a: { b: 1, c: 2 } })).toEqual({ field: 'a.c', reason: 'unknown-field' });
    expect(fieldOf({})).toEqual({ field: 'a', reason: 'required' });
    expect(fieldOf({ a: { b: 1 } })).toBeUndefined();
  });
});
