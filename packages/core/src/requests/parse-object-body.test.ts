import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseObjectBody } from './parse-object-body.js';
import { strictRecord } from './object-schema.js';

const schema = strictRecord({ name: v.pipe(v.string(), v.minLength(1)), tags: v.optional(v.array(v.string())) });

describe('parseObjectBody', () => {
  it('answers the parsed body, or names the first bad field', () => {
    expect(parseObjectBody(schema, { name: 'web-1' })).toEqual({ ok: true, value: { name: 'web-1' } });
    expect(parseObjectBody(schema, { name: '' })).toEqual({ ok: false, error: { field: 'name', reason: 'required' } });
    expect(parseObjectBody(schema, { name: 'x', tags: ['a', 3] })).toMatchObject({ ok: false, error: { field: 'tags[1]', reason: 'wrong-type' } });
    expect(parseObjectBody(schema, { name: 'x', extra: 1 })).toMatchObject({ ok: false, error: { field: 'extra', reason: 'unknown-field' } });
  });

  it('names `body` when there is no object to name a field of', () => {
    for (const body of [undefined, null]) expect(parseObjectBody(schema, body)).toEqual({ ok: false, error: { field: 'body', reason: 'required' } });
    for (const body of [[], 'x', 3, true]) expect(parseObjectBody(schema, body)).toEqual({ ok: false, error: { field: 'body', reason: 'wrong-type' } });
  });
});
