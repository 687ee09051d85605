import type { ErrorCode } from '@secgate/core';

/** `components.headers`: the response headers the conventions of docs/api.md#conventions name. */
export const RESPONSE_HEADERS = {
  RequestId: {
    description:
      "Every answer's request id: the caller's own `x-request-id` when it matches `^[A-Za-z0-9._:-]{8,128}$`, else a fresh UUID. A 500 names it in its body.",
    schema: { type: 'string' },
  },
  WwwAuthenticate: {
    description: '`Bearer realm="secgate"`, with `error="invalid_token"` for a malformed, unknown, revoked or expired token.',
    schema: { type: 'string' },
  },
  RetryAfter: { description: 'Seconds until the rate-limit window ends.', schema: { type: 'integer', minimum: 0 } },
  Allow: { description: 'The methods the path serves.', schema: { type: 'string' } },
} as const;

type HeaderName = keyof typeof RESPONSE_HEADERS;
const ref = (name: HeaderName) => ({ $ref: `#/components/headers/${name}` });

/** The headers of an answer: `x-request-id` always, and those some error codes add. */
export function headersFor(codes: readonly ErrorCode[] = []): Record<string, { $ref: string }> {
  const headers: Record<string, { $ref: string }> = { 'x-request-id': ref('RequestId') };
  if (codes.includes('unauthorized')) headers['WWW-Authenticate'] = ref('WwwAuthenticate');
  if (codes.includes('rate-limited')) headers['Retry-After'] = ref('RetryAfter');
  if (codes.includes('method-not-allowed')) headers['Allow'] = ref('Allow');
  return headers;
}
