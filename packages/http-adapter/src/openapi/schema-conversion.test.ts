import { lazyWithShape, strictRecord } from '@secgate/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { convertComponents, convertInline } from './schema-conversion.js';

describe('valibot to JSON Schema 2020-12', () => {
  it("states core's strict records as their strict object (the custom guard only orders reasons)", () => {
    expect(convertInline(strictRecord({ a: v.string(), b: v.optional(v.number()) }))).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' } },
      required: ['a'],
      additionalProperties: false,
    });
  });

  it('writes a timestamp check as date-time and passes over the checks JSON Schema cannot say', () => {
    const timestamp = v.pipe(
      v.string(),
      v.check((text: string) => text.length > 0, 'invalid-timestamp'),
    );
    expect(convertInline(timestamp)).toEqual({ type: 'string', format: 'date-time' });
    const noNul = v.pipe(
      v.string(),
      v.maxLength(5),
      v.check((text: string) => !text.includes('\u0000')),
    );
    expect(convertInline(noNul)).toEqual({ type: 'string', maxLength: 5 });
    expect(convertInline(v.pipe(v.number(), v.finite()))).toEqual({ type: 'number' });
  });

  it('writes a lazy schema as the union registered with it, and refuses one without', () => {
    const either = lazyWithShape((input) => (typeof input === 'string' ? v.string() : v.number()), v.union([v.string(), v.number()]));
    expect(convertInline(v.object({ x: either }))).toEqual({
      type: 'object',
      properties: { x: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
      required: ['x'],
    });
    expect(() => convertInline(v.lazy(() => v.string()))).toThrow(/lazyWithShape/);
  });

  it('throws on anything else it cannot express, rather than leaving it out', () => {
    expect(() => convertInline(v.custom<string>((x) => typeof x === 'string'))).toThrow(/custom/);
    expect(() => convertInline(v.pipe(v.string(), v.transform(Number), v.number(), v.toMinValue(2)))).toThrow();
  });

  it('refers to named schemas by $ref under components, never to a schema from itself', () => {
    const part = v.object({ n: v.number() });
    const whole = v.object({ parts: v.array(part) });
    expect(convertComponents({ Part: part, Whole: whole })).toEqual({
      Part: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] },
      Whole: { type: 'object', properties: { parts: { type: 'array', items: { $ref: '#/components/schemas/Part' } } }, required: ['parts'] },
    });
  });
});
