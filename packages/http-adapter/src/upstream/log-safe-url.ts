/**
 * A base URL as it may appear in logs: scheme, host, port and path only. User info and query
 * strings are dropped because some providers carry credentials there.
 */
export function logSafeURL(baseURL: string): string {
  try {
    const url = new URL(baseURL);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return '(unreadable base URL)';
  }
}
