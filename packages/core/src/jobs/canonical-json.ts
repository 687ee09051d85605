/**
 * Deterministic JSON: the text JSON.stringify would give, except that object keys are sorted
 * by UTF-16 code unit (the default sort of strings) and there is never any white space. Two
 * values that differ only in key order therefore give the same text, which is what job ids and
 * the job API's "same body" comparison rely on.
 *
 * Like JSON.stringify: `toJSON` is honoured (a Date becomes its ISO string), object properties
 * whose value is undefined, a function or a symbol are dropped, and such array elements become
 * null; -0 is written 0. Unlike it, non-finite numbers throw a TypeError instead of silently
 * becoming null (a body holding NaN is a bug, not a value), as do cycles, BigInts and a value
 * that has no JSON form at all (undefined at the top).
 */
export function canonicalJson(value: unknown): string {
  const text = write(value, '', []);
  if (text === undefined) throw new TypeError('canonicalJson: the value has no JSON form.');
  return text;
}

function write(input: unknown, key: string, ancestors: object[]): string | undefined {
  let value = input;
  if (value !== null && (typeof value === 'object' || typeof value === 'bigint')) {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') value = toJSON.call(value, key);
  }
  if (value instanceof Number || value instanceof String || value instanceof Boolean) value = value.valueOf();

  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} has no JSON form.`);
      return JSON.stringify(value);
    case 'bigint':
      throw new TypeError('canonicalJson: a BigInt has no JSON form.');
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  if (value === null) return 'null';

  const object = value as object;
  if (ancestors.includes(object)) throw new TypeError('canonicalJson: the value is cyclic.');
  ancestors.push(object);
  let text: string;
  if (Array.isArray(object)) {
    text = `[${object.map((item, i) => write(item, String(i), ancestors) ?? 'null').join(',')}]`;
  } else {
    const members: string[] = [];
    for (const name of Object.keys(object).sort()) {
      const member = write((object as Record<string, unknown>)[name], name, ancestors);
      if (member !== undefined) members.push(`${JSON.stringify(name)}:${member}`);
    }
    text = `{${members.join(',')}}`;
  }
  ancestors.pop();
  return text;
}
