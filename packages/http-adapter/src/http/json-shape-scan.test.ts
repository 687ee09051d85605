import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findShapeExcess, shapeScanner, type JsonShapeLimits } from './json-shape-scan.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const WIDE: JsonShapeLimits = { depth: 64, containerElements: 1e9, totalElements: 1e9 };
/** Limits small enough that generated values pass them often. */
const smallLimits = fc.record({
  depth: fc.integer({ min: 0, max: 7 }),
  containerElements: fc.integer({ min: 1, max: 12 }),
  totalElements: fc.integer({ min: 1, max: 60 }),
});

/** The deepest nesting of arrays and objects of a parsed JSON value. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

/** The most elements of one array or object, and of all of them, in a parsed JSON value. */
function elementsOf(value: unknown): { widest: number; total: number } {
  if (value === null || typeof value !== 'object') return { widest: 0, total: 0 };
  const children = Array.isArray(value) ? value : Object.values(value);
  const inner = children.map(elementsOf);
  return {
    widest: Math.max(children.length, ...inner.map((e) => e.widest)),
    total: children.length + inner.reduce((sum, e) => sum + e.total, 0),
  };
}

describe('findShapeExcess', () => {
  it('finds the bracket that opens one level too many, skipping brackets inside strings', () => {
    expect(findShapeExcess(bytes('[[["]]]]]]\\"[[[["]]]'), { ...WIDE, depth: 3 })).toBeNull();
    expect(findShapeExcess(bytes('{"a":[[{}]]}'), { ...WIDE, depth: 3 })).toEqual({ limit: 'depth', offset: 7 });
    expect(findShapeExcess(bytes('['.repeat(8_000_000)), WIDE)).toEqual({ limit: 'depth', offset: 64 });
  });

  it('stops at the comma that makes one container or the whole body too wide, skipping commas inside strings', () => {
    expect(findShapeExcess(bytes('[1,2,3]'), { ...WIDE, containerElements: 3 })).toBeNull();
    expect(findShapeExcess(bytes('[1,2,3,4]'), { ...WIDE, containerElements: 3 })).toEqual({ limit: 'containerElements', offset: 6 });
    expect(findShapeExcess(bytes('["a,b,c,d"]'), { ...WIDE, containerElements: 1, totalElements: 1 })).toBeNull();
    expect(findShapeExcess(bytes('[[1,2],[3,4]]'), { ...WIDE, containerElements: 2, totalElements: 5 })).toEqual({ limit: 'totalElements', offset: 9 });
    const parts = `{"content":[${Array.from({ length: 150_000 }, () => '{"type":"text","text":"x"}').join(',')}]}`;
    const excess = findShapeExcess(bytes(parts), { depth: 64, containerElements: 4_096, totalElements: 65_536 });
    expect(excess?.limit).toBe('containerElements');
    expect(excess!.offset).toBeLessThan(parts.length / 30);
  });

  it('agrees with the parsed value for any JSON value and any limits', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), smallLimits, (value, limits) => {
        const { widest, total } = elementsOf(value);
        const within = depthOf(value) <= limits.depth && widest <= limits.containerElements && total <= limits.totalElements;
        expect(findShapeExcess(bytes(JSON.stringify(value)), limits) === null).toBe(within);
      }),
    );
  });
});

/**
 * The scan written the plainest way, one byte at a time: the oracle for the scanner's fast paths
 * (native search through long strings, a table of byte kinds).
 */
function scanByteByByte(text: Uint8Array, limits: JsonShapeLimits): { excess: ReturnType<typeof findShapeExcess>; closed: boolean } {
  const commas: number[] = [];
  let depth = 0;
  let total = 0;
  let inString = false;
  let escaped = false;
  let opened = false;
  const result = (excess: ReturnType<typeof findShapeExcess>) => ({ excess, closed: depth === 0 && !inString });
  for (let i = 0; i < text.length; i++) {
    const byte = String.fromCharCode(text[i]!);
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === '\\') escaped = true;
      else if (byte === '"') inString = false;
      continue;
    }
    if (opened && !' \n\r\t'.includes(byte)) {
      opened = false;
      if (byte !== ']' && byte !== '}' && ++total > limits.totalElements) return result({ limit: 'totalElements', offset: i });
    }
    if (byte === '"') inString = true;
    else if (byte === ',' && depth > 0) {
      commas[depth] = commas[depth]! + 1;
      if (commas[depth]! >= limits.containerElements) return result({ limit: 'containerElements', offset: i });
      if (++total > limits.totalElements) return result({ limit: 'totalElements', offset: i });
    } else if (byte === '[' || byte === '{') {
      if (++depth > limits.depth) return result({ limit: 'depth', offset: i });
      commas[depth] = 0;
      opened = true;
    } else if ((byte === ']' || byte === '}') && depth > 0) depth--;
  }
  return result(null);
}

describe('shapeScanner', () => {
  it('says a body is closed only when it ends outside every string and container', () => {
    for (const [text, closed] of [
      ['{"a":[1,2]}', true],
      ['"x"', true],
      ['12', true],
      ['{"a":[1,2]', false],
      ['{"a":"b', false],
      ['["\\"]', false],
      ['["\\\\"]', true],
    ] as const) {
      const scanner = shapeScanner(WIDE);
      scanner.scan(bytes(text));
      expect(scanner.isClosed(), text).toBe(closed);
    }
  });

  it('finds the same excess at the same offset however the body is cut into chunks, strings and escapes included', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.array(fc.nat(), { maxLength: 6 }), smallLimits, (value, cuts, limits) => {
        const whole = bytes(JSON.stringify(value));
        const points = [...new Set(cuts.map((cut) => cut % (whole.length + 1)))].sort((a, b) => a - b);
        const scan = shapeScanner(limits);
        let found = null;
        let from = 0;
        for (const to of [...points, whole.length]) {
          found ??= scan.scan(whole.subarray(from, to));
          from = to;
        }
        expect(found).toEqual(findShapeExcess(whole, limits));
        // Any whole JSON text ends closed.
        if (found === null) expect(scan.isClosed()).toBe(true);
      }),
    );
    const scan = shapeScanner({ ...WIDE, containerElements: 2 });
    // The backslash ends one chunk and its escaped quote starts the next: still inside the string.
    expect(scan.scan(bytes('["a\\'))).toBeNull();
    expect(scan.scan(bytes('"",1,2]'))).toEqual({ limit: 'containerElements', offset: 8 });
  });
  it('agrees with the plainest byte-by-byte scan on any text, long strings of quotes and escapes included, however it is cut', () => {
    const piece = fc.constantFrom('"', '\\', '\\\\', '\\"', 'a', '1', ' ', '[', ']', '{', '}', ',', 'x'.repeat(70), '\\'.repeat(65), 'é');
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 120 }).map((pieces) => bytes(pieces.join(''))),
        fc.array(fc.nat(), { maxLength: 6 }),
        smallLimits,
        (text, cuts, limits) => {
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const scan = shapeScanner(limits);
          let excess = null;
          let from = 0;
          for (const to of [...points, text.length]) {
            excess ??= scan.scan(text.subarray(from, to));
            from = to;
          }
          const expected = scanByteByByte(text, limits);
          expect(excess).toEqual(expected.excess);
          if (excess === null) expect(scan.isClosed()).toBe(expected.closed);
        },
      ),
      { numRuns: 500 },
    );
  });
  it('tells an escaped quote from a closing one wherever the byte-by-byte stretch of a long string ends', () => {
    const limits = { ...WIDE, containerElements: 2 };
    for (let letters = 56; letters <= 72; letters++) {
      for (let backslashes = 0; backslashes <= 4; backslashes++) {
        const text = bytes(`["${'x'.repeat(letters)}${'\\'.repeat(backslashes)}",1,"",2]`);
        const scan = shapeScanner(limits);
        const expected = scanByteByByte(text, limits);
        expect(scan.scan(text), `${letters} letters, ${backslashes} backslashes`).toEqual(expected.excess);
        expect(expected.excess === null).toBe(backslashes % 2 === 1);
      }
    }
  });
});
