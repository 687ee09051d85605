import type { Ids } from '../ports/ids.js';
import { randomBase62 } from './base62.js';

/** `p_` + 16 random base62 characters (about 95 bits): unguessable, so ids can appear in URLs and logs. */
export function newPrincipalId(ids: Ids): string {
  return `p_${randomBase62(ids, 16)}`;
}

/** `tok_` + a UUID v4: names a token for revocation without revealing anything of it. */
export function newTokenId(ids: Ids): string {
  return `tok_${ids.uuid()}`;
}
