/** An absolute http(s) URL: what the configuration accepts for issuers, checkout pages and endpoints. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
