import { randomBytes, randomUUID } from 'node:crypto';

/** Where the service gets fresh identifiers and secret material. */
export interface Ids {
  /** A random UUID v4 (receipts, holds, lease owners). */
  uuid(): string;
  /** Cryptographically random bytes (tokens, signed state). */
  bytes(length: number): Uint8Array;
}

export const randomIds: Ids = { uuid: () => randomUUID(), bytes: (length) => randomBytes(length) };
