import { expect } from 'vitest';
import { bearer } from '../auth/test-deps.test-support.js';
import { CONSOLE_ORIGIN as ORIGIN, consoleTestApp, signedInBrowser } from './console-test-app.test-support.js';

/** The findings pages' tests: a console app on a real store, with findings reported through the API. */
export type FindingsSetup = ReturnType<typeof consoleTestApp>;
export type Browser = Awaited<ReturnType<typeof signedInBrowser>>;

/** One report in the shared schema (docs/vm.md): a DAST CVE on an asset, observed at a given time. */
export const report = (sourceId: string, assetId: string, cve: string, reachability: string, observedAt = '2026-11-20T09:30:00Z') => ({
  source: 'dast',
  sourceId,
  asset: { id: assetId },
  vulnerability: { cve },
  reachability,
  observedAt,
  evidence: `GET /cgi-bin/ HTTP/1.1\nAuthorization: Bearer ghp_${'a1B2c3D4e5'.repeat(3)}123456`,
});

/** Reports findings as a service does, with the principal's token; answers each finding's id in order. */
export async function reportFindings(s: FindingsSetup, browser: Browser, findings: unknown[]): Promise<string[]> {
  const res = await s.app.request(`${ORIGIN}/v1/security/findings`, {
    method: 'POST',
    headers: { ...bearer(browser.token), 'content-type': 'application/json' },
    body: JSON.stringify({ findings }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: { findingId: string }[] };
  return body.results.map((result) => result.findingId);
}

export const get = (s: FindingsSetup, path: string, cookie: string) => s.app.request(`${ORIGIN}${path}`, { headers: { cookie } });

export const post = (s: FindingsSetup, path: string, cookie: string, fields: Record<string, string>, origin = ORIGIN) =>
  s.app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const ENTITIES: Record<string, string> = { '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** The page's text as a person reads it: tags stripped, the escaped characters back. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&quot;|&lt;|&gt;|&amp;/g, (entity) => ENTITIES[entity] as string)
    .replace(/\s+/g, ' ');

/** The finding as the API answers it, by token. */
export async function apiFinding(
  s: FindingsSetup,
  browser: Browser,
  id: string,
): Promise<{ status: string; history: { from: string; to: string; by: string; reason: string }[] }> {
  const res = await s.app.request(`${ORIGIN}/v1/security/findings/${id}`, { headers: bearer(browser.token) });
  expect(res.status).toBe(200);
  return (await res.json()) as never;
}
