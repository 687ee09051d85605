// @noble/hashes rather than node:crypto: the core runs on any ES2022 runtime, and the digest is the same.
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from './canonical-json.js';

/** Keys that choose how the answer is delivered, not what is asked: they do not change the job. */
const DELIVERY_KEYS = new Set(['stream', 'stream_options']);

/**
 * The job id of a synchronous completion (docs/architecture.md#the-path-of-a-completion): the SHA-256 of the principal id,
 * a line break and the canonical JSON of the body without `stream` and `stream_options`, whose
 * first 16 bytes are formatted as a UUID v4. Resending the same request, streamed or not and with
 * its keys in any order, re-attaches to the same job; another principal never shares it. The
 * input is unambiguous because canonical JSON never holds a raw line break.
 */
export function jobIdFor(principalId: string, body: Readonly<Record<string, unknown>>): string {
  const jobBody: Record<string, unknown> = {};
  for (const key of Object.keys(body)) {
    if (!DELIVERY_KEYS.has(key)) jobBody[key] = body[key];
  }
  const digest = sha256(utf8ToBytes(`${principalId}\n${canonicalJson(jobBody)}`));
  return uuidV4FromBytes(digest.subarray(0, 16));
}

/** Formats 16 bytes as a UUID, forcing version 4 and the RFC 9562 variant bits (10). */
export function uuidV4FromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new RangeError('uuidV4FromBytes: 16 bytes are required.');
  const b = Uint8Array.from(bytes);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
