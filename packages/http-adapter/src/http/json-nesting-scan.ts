/**
 * The byte offset where a JSON text first opens more than `maxDepth` nested arrays or objects, or
 * null. One pass over the raw bytes, before any decoding or parsing, skipping string contents:
 * 8 MB of `[` is refused after 65 bytes instead of after seconds of JSON.parse on the event loop.
 * It does not validate: a text it passes may still be malformed, which JSON.parse says next.
 */
export function findExcessNesting(bytes: Uint8Array, maxDepth: number): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c) i++; // a backslash escapes the next byte (\" or \\)
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > maxDepth) return i;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return null;
}
