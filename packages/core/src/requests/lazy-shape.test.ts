import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { lazyShapeOf, lazyWithShape } from './lazy-shape.js';
import { toolChoiceSchema } from './tool-schema.js';

describe('lazyWithShape', () => {
  it('parses through the lazy branch and keeps the union for lazyShapeOf', () => {
    const shape = v.union([v.string(), v.number()]);
    const schema = lazyWithShape((input) => (typeof input === 'string' ? v.string() : v.number()), shape);
    expect(v.parse(schema, 'a')).toBe('a');
    expect(v.parse(schema, 2)).toBe(2);
    expect(lazyShapeOf(schema)).toBe(shape);
    expect(lazyShapeOf(v.lazy(() => v.string()))).toBeUndefined();
  });

  it("states tool_choice's union: a mode or a named function", () => {
    const shape = lazyShapeOf(toolChoiceSchema);
    if (!shape) throw new Error('tool_choice has no shape');
    for (const accepted of ['auto', 'none', 'required', { type: 'function', function: { name: 'lookup' } }]) {
      expect(v.is(toolChoiceSchema, accepted)).toBe(true);
      expect(v.is(shape, accepted)).toBe(true);
    }
    for (const refused of ['sometimes', { type: 'function' }, 3]) {
      expect(v.is(toolChoiceSchema, refused)).toBe(false);
      expect(v.is(shape, refused)).toBe(false);
    }
  });
});
