const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES = new Map<string, number>([...ALPHABET].map((c, i) => [c, i] as const));

/**
 * Decodes base64 or base64url to a Latin-1 string (one char per byte), or undefined when the
 * text is not base64. Pure code, no Buffer, so the core stays platform-free; callers only need
 * ASCII (JSON headers, `user:pass`).
 */
export function decodeBase64(text: string): string | undefined {
  const clean = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (clean.length % 4 === 1) return undefined;
  let bits = 0;
  let acc = 0;
  let out = '';
  for (const ch of clean) {
    const v = VALUES.get(ch);
    if (v === undefined) return undefined;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((acc >> bits) & 0xff);
    }
  }
  return out;
}

/** True when every byte is printable ASCII (or tab/newline): decoded text, not random bytes. */
export function isPrintableAscii(text: string): boolean {
  return /^[\x20-\x7e\t\r\n]*$/.test(text);
}
