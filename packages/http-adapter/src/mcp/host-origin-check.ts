import { apiError, type ApiError } from '@secgate/core';

/**
 * DNS-rebinding protection for the MCP endpoint (MCP transports, security warning): a page on
 * evil.example that resolves to 127.0.0.1 reaches us with `Host: evil.example` and
 * `Origin: http://evil.example`. Both are checked against the configured public hosts:
 *
 * - Host: compared by host name without the port (the service may sit behind a proxy on another
 *   port); when absent (HTTP/1.0, an in-process request) the request URL's host name stands in.
 * - Origin: absent is fine (MCP clients outside a browser send none); present, its host name must
 *   be public too. `null` (a sandboxed or file page) is refused: it names no host we could trust.
 *
 * Host names are compared in lower case, IPv6 literals without brackets. Returns the 403
 * `forbidden` to answer, or null.
 */
export function checkHostAndOrigin(
  headers: { host?: string | undefined; origin?: string | undefined },
  requestUrl: string,
  publicHosts: readonly string[],
): ApiError | null {
  const allowed = new Set(publicHosts.map((host) => normalizeHostName(hostNameOf(host) ?? host)));
  const host = headers.host === undefined ? new URL(requestUrl).hostname : hostNameOf(headers.host);
  if (host === null || !allowed.has(normalizeHostName(host))) {
    return apiError('forbidden', 'This host name is not one the MCP endpoint serves (see publicHosts in the configuration).');
  }
  if (headers.origin === undefined) return null;
  const origin = originHostName(headers.origin);
  if (origin === null || !allowed.has(normalizeHostName(origin))) {
    return apiError('forbidden', 'Requests from this origin are not accepted by the MCP endpoint.');
  }
  return null;
}

/** Whether a host name (from a Host header or a URL) is one of the configured public hosts. */
export function isPublicHostName(hostName: string, publicHosts: readonly string[]): boolean {
  return publicHosts.some((host) => normalizeHostName(hostNameOf(host) ?? host) === normalizeHostName(hostName));
}

/** `example.com:8443` → `example.com`, `[::1]:80` → `[::1]`; null when it is not a host. */
function hostNameOf(host: string): string | null {
  const trimmed = host.trim();
  if (trimmed === '' || /[/?#@\s]/.test(trimmed)) return null;
  try {
    return new URL(`http://${trimmed}`).hostname;
  } catch {
    return null;
  }
}

function originHostName(origin: string): string | null {
  try {
    const url = new URL(origin.trim());
    return url.hostname === '' ? null : url.hostname;
  } catch {
    return null;
  }
}

function normalizeHostName(name: string): string {
  return name
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}
