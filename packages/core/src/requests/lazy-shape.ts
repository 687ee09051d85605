import * as v from 'valibot';

const SHAPES = new WeakMap<object, v.GenericSchema>();

/**
 * A lazy schema that picks its branch from the input, so a refusal names the exact field and
 * reason instead of a union's vague failure, registered with the plain union of its branches:
 * the shape a JSON Schema can state. The request schemas stay the one source of truth, and the
 * OpenAPI document (docs/api.md#openapi) reads the shape back with `lazyShapeOf`.
 */
export function lazyWithShape<TWrapped extends v.GenericSchema>(getter: (input: unknown) => TWrapped, shape: v.GenericSchema): v.LazySchema<TWrapped> {
  const schema = v.lazy(getter);
  SHAPES.set(schema, shape);
  return schema;
}

/** The union registered with a lazy schema by `lazyWithShape`, if any. */
export function lazyShapeOf(schema: object): v.GenericSchema | undefined {
  return SHAPES.get(schema);
}
