import { Buffer } from 'node:buffer';

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
  const scan = (chunk: Uint8Array): JsonShapeExcess | null => {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const offset = base;
    base += bytes.length;
    for (let i = 0; i < bytes.length; i++) {
      if (inString) {
        if (escaped) {
          escaped = false; // the byte after a backslash (\" or \\) ends nothing
          continue;
        }
        const end = stringEnd(bytes, i);
        if (end < 0) {
          escaped = end === ESCAPED_PAST_END;
          break;
        }
        inString = false;
        i = end;
        continue;
      }
      const kind = BYTE_KINDS[bytes[i]!]!;
      if (kind === WHITE_SPACE) continue;
      if (opened) {
        opened = false;
        if (kind !== CLOSE && ++total > limits.totalElements) return { limit: 'totalElements', offset: offset + i };
      }
      if (kind === VALUE) continue; // a number's digits, a literal's letters: nothing to count
      if (kind === QUOTE) inString = true;
      else if (kind === COMMA) {
        if (depth === 0) continue; // not JSON; JSON.parse refuses it
        if (++commas[depth]! >= limits.containerElements) return { limit: 'containerElements', offset: offset + i };
        if (++total > limits.totalElements) return { limit: 'totalElements', offset: offset + i };
      } else if (kind === OPEN) {
        if (++depth > limits.depth) return { limit: 'depth', offset: offset + i };
        commas[depth] = 0;
        opened = true;
      } else if (depth > 0) depth--;
    }
    return null;
  };
  return { scan, isClosed: () => depth === 0 && !inString };
}

/** stringEnd's answers when a string goes on past the chunk: as is, or with its next byte escaped. */
const OPEN_PAST_END = -1;
const ESCAPED_PAST_END = -2;

/**
 * The index of the quote that closes the string open at `from` (where no escape is pending), or
 * OPEN_PAST_END or ESCAPED_PAST_END. String contents are most of a large body, so long stretches
 * are skipped with Buffer's indexOf (memchr: 8 MiB of text in under a millisecond, instead of 20 ms
 * byte by byte); short ones, where quotes or escapes are dense, byte by byte, which costs less than
 * a native call per quote. Each byte is looked at a bounded number of times, so it is one pass.
 */
function stringEnd(bytes: Buffer, from: number): number {
  let i = from;
  for (;;) {
    const stop = Math.min(bytes.length, i + SHORT_STRETCH);
    for (; i < stop; i++) {
      const byte = bytes[i]!;
      if (byte === 0x5c) i++;
      else if (byte === 0x22) return i;
    }
    if (i >= bytes.length) return i > bytes.length ? ESCAPED_PAST_END : OPEN_PAST_END;
    // No escape is pending at i: a quote ahead is escaped exactly when an odd run of backslashes
    // (from i on) stands right before it.
    const quote = bytes.indexOf(0x22, i);
    if (quote === -1) return backslashesBefore(bytes, bytes.length, i) % 2 === 1 ? ESCAPED_PAST_END : OPEN_PAST_END;
    if (backslashesBefore(bytes, quote, i) % 2 === 0) return quote;
    i = quote + 1;
  }
}

/** How many bytes of a string are read byte by byte before a native search takes over. */
const SHORT_STRETCH = 64;

/** How many backslashes stand right before `end`, counting no further back than `floor`. */
function backslashesBefore(bytes: Buffer, end: number, floor: number): number {
  let at = end;
  while (at > floor && bytes[at - 1] === 0x5c) at--;
  return end - at;
}

// What each byte outside a string means to the scan; one table lookup instead of a chain of
// comparisons keeps the loop over numbers and white space fast.
const VALUE = 0;
const WHITE_SPACE = 1;
const QUOTE = 2;
const COMMA = 3;
const OPEN = 4;
const CLOSE = 5;
const BYTE_KINDS = new Uint8Array(256);
for (const byte of [0x20, 0x0a, 0x0d, 0x09]) BYTE_KINDS[byte] = WHITE_SPACE;
BYTE_KINDS[0x22] = QUOTE;
BYTE_KINDS[0x2c] = COMMA;
for (const byte of [0x5b, 0x7b]) BYTE_KINDS[byte] = OPEN;
for (const byte of [0x5d, 0x7d]) BYTE_KINDS[byte] = CLOSE;
