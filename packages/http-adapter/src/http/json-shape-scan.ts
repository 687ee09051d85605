/** How large a JSON body's shape may be, checked on its raw bytes before it is parsed. */
export interface JsonShapeLimits {
  /** Arrays and objects nested in one another. */
  depth: number;
  /** Items of one array or members of one object. */
  containerElements: number;
  /** Items and members of every array and object together. */
  totalElements: number;
}

/** Where and why a body's shape is over its limits. */
export interface JsonShapeExcess {
  limit: keyof JsonShapeLimits;
  /** The byte at which the limit was passed. */
  offset: number;
}

/**
 * The first place a JSON text passes one of `limits`, or null. One pass over the raw bytes, before
 * any decoding or parsing, skipping string contents, and it stops at the excess: 8 MB of `[` is
 * refused after 65 bytes, and 150,000 content parts after the first container's limit, instead of
 * after seconds of JSON.parse and per-element work on the event loop. Elements are counted by
 * their separating commas. It does not validate: a text it passes may still be malformed, which
 * JSON.parse says next.
 */
export function findShapeExcess(bytes: Uint8Array, limits: JsonShapeLimits): JsonShapeExcess | null {
  return shapeScanner(limits).scan(bytes);
}

/** findShapeExcess over a body that arrives in chunks, and whether what arrived so far is closed. */
export interface ShapeScanner {
  /**
   * Scans the next chunk where the last one stopped (inside a string or an escape included), so a
   * body can be refused while it is still being received. Offsets count from the body's first byte.
   */
  scan(chunk: Uint8Array): JsonShapeExcess | null;
  /**
   * False when the bytes so far end inside a string or an unclosed array or object: a whole body
   * that does, such as one cut off, is not JSON, which this says without parsing it.
   */
  isClosed(): boolean;
}

export function shapeScanner(limits: JsonShapeLimits): ShapeScanner {
  // Commas seen in each open container, by depth; a container of n elements holds n - 1 commas.
  const commas = new Uint32Array(limits.depth + 2);
  let depth = 0;
  let total = 0;
  let inString = false;
  let escaped = false;
  // Just after `[` or `{`: the next byte that is not white space starts the first element, or closes.
  let opened = false;
  let base = 0;
  const scan = (bytes: Uint8Array): JsonShapeExcess | null => {
    const offset = base;
    base += bytes.length;
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === 0x5c)
          escaped = true; // a backslash escapes the next byte (\" or \\)
        else if (byte === 0x22) inString = false;
        continue;
      }
      if (opened && !isWhiteSpace(byte)) {
        opened = false;
        if (byte !== 0x5d && byte !== 0x7d && ++total > limits.totalElements) return { limit: 'totalElements', offset: offset + i };
      }
      if (byte === 0x22) inString = true;
      else if (byte === 0x2c) {
        if (depth === 0) continue; // not JSON; JSON.parse refuses it
        if (++commas[depth]! >= limits.containerElements) return { limit: 'containerElements', offset: offset + i };
        if (++total > limits.totalElements) return { limit: 'totalElements', offset: offset + i };
      } else if (byte === 0x5b || byte === 0x7b) {
        if (++depth > limits.depth) return { limit: 'depth', offset: offset + i };
        commas[depth] = 0;
        opened = true;
      } else if (byte === 0x5d || byte === 0x7d) {
        if (depth > 0) depth--;
      }
    }
    return null;
  };
  return { scan, isClosed: () => depth === 0 && !inString };
}

function isWhiteSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}
