import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, mirroredBundle, startAttackMirror, type AttackMirror } from '../../../http-adapter/src/knowledge/attack-mirror.test-support.js';
import { attackBundleUrl, downloadAttackBundles, type DownloadProgress } from './download-attack-bundles.js';

let mirror: AttackMirror;
beforeAll(async () => {
  mirror = await startAttackMirror();
});
afterAll(() => mirror.close());

describe('downloadAttackBundles', () => {
  it('builds the URL of each domain under the base', () => {
    expect(attackBundleUrl('https://raw.githubusercontent.com/mitre-attack/attack-stix-data/master/', 'ics-attack')).toBe(
      'https://raw.githubusercontent.com/mitre-attack/attack-stix-data/master/ics-attack/ics-attack.json',
    );
  });

  it('downloads and validates the three domains', async () => {
    const result = await downloadAttackBundles({ baseUrl: mirror.urls.ok });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.map((b) => [b.domain, b.corpus.source.id, b.corpus.source.version])).toEqual([
      ['enterprise-attack', 'enterprise-attack', '18.1'],
      ['ics-attack', 'ics-attack', '18.1'],
      ['mobile-attack', 'mobile-attack', '18.1'],
    ]);
    expect(result.value[1]!.url).toBe(`${mirror.urls.ok}/ics-attack/ics-attack.json`);
    expect(result.value[1]!.text).toBe(mirroredBundle('ics-attack'));
  });

  it('reports each download starting, growing and done, with the size the server announced', async () => {
    const seen: DownloadProgress[] = [];
    const result = await downloadAttackBundles({ baseUrl: mirror.urls.ok, onProgress: (p) => seen.push(p) });
    expect(result.ok).toBe(true);
    const ics = seen.filter((p) => p.domain === 'ics-attack');
    const size = Buffer.byteLength(mirroredBundle('ics-attack'));
    expect(ics[0]).toEqual({ domain: 'ics-attack', receivedBytes: 0, totalBytes: size, done: false });
    expect(ics.at(-1)).toEqual({ domain: 'ics-attack', receivedBytes: size, totalBytes: size, done: true });
    expect(new Set(seen.filter((p) => p.done).map((p) => p.domain))).toEqual(new Set(['enterprise-attack', 'ics-attack', 'mobile-attack']));
  });

  it("refuses a file that holds another domain's bundle", async () => {
    const result = await downloadAttackBundles({ baseUrl: mirror.urls.sameFileEverywhere });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('invalid');
      expect(result.error.message).toMatch(/holds ics-attack, not (enterprise|mobile)-attack/);
    }
  });

  it('reports an HTTP error and a file that is not JSON', async () => {
    const missing = await downloadAttackBundles({ baseUrl: mirror.urls.enterpriseMissing });
    expect(!missing.ok && missing.error).toMatchObject({ kind: 'http', message: expect.stringContaining('HTTP 404') });
    const garbage = await downloadAttackBundles({ baseUrl: mirror.urls.mobileGarbage });
    expect(!garbage.ok && garbage.error).toMatchObject({ kind: 'invalid', message: expect.stringContaining('not valid JSON') });
  });

  it('says offline when nothing answers', async () => {
    const result = await downloadAttackBundles({ baseUrl: await closedPortUrl() });
    expect(!result.ok && result.error.kind).toBe('offline');
    const viaFetch = await downloadAttackBundles({
      fetch: async () => {
        throw new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }) });
      },
    });
    expect(!viaFetch.ok && viaFetch.error).toMatchObject({ kind: 'offline', message: 'raw.githubusercontent.com cannot be reached.' });
  });
});
