const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True for a UUID of version 4 and the RFC 9562 variant, in lower or upper case hex. */
export function isUuidV4(text: unknown): text is string {
  return typeof text === 'string' && UUID_V4.test(text);
}
