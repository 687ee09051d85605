import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, mirroredBundle, startAttackMirror, type AttackMirror } from '../../../http-adapter/src/knowledge/attack-mirror.test-support.js';
import { directoryContents, freshKnowledgeDir, secgate } from './cli-harness.test-support.js';

// Against a local mirror the test starts, serving small generated bundles: tests run offline.
let mirror: AttackMirror;
beforeAll(async () => {
  mirror = await startAttackMirror();
});
afterAll(() => mirror.close());

describe('secgate knowledge update', () => {
  it('downloads, checks and stores the three bundles, then status shows them in full', async () => {
    const dir = freshKnowledgeDir();
    const update = await secgate(['knowledge', 'update', '--dir', dir], { SECGATE_ATTACK_BASE_URL: mirror.urls.ok });
    expect(update.stderr).toContain(`from ${mirror.urls.ok}`);
    expect(update.code).toBe(0);
    // Not a terminal: plain progress lines, a start and an end per bundle (the small bundles arrive in one chunk).
    const size = `${Buffer.byteLength(mirroredBundle('ics-attack'))} B`;
    for (const domain of ['enterprise-attack', 'ics-attack', 'mobile-attack']) {
      expect(update.stderr).toContain(`\n${domain}: downloading (`);
      expect(update.stderr).toMatch(new RegExp(`^${domain}: downloaded \\d+ B$`, 'm'));
    }
    expect(update.stderr).toContain(`ics-attack: downloading (${size})\n`);
    expect(update.stderr).not.toContain('\r');
    expect(update.stdout).toMatch(/^Stored enterprise-attack 18\.1 \([\d,]+ items\) in .*enterprise-attack\.json$/m);
    expect(update.stdout).toMatch(/^Stored ics-attack 18\.1 /m);
    expect(update.stdout).toMatch(/^Stored mobile-attack 18\.1 /m);
    expect(readdirSync(dir).sort()).toEqual([
      'enterprise-attack.json',
      'enterprise-attack.meta.json',
      'ics-attack.json',
      'ics-attack.meta.json',
      'mobile-attack.json',
      'mobile-attack.meta.json',
    ]);
    expect(readFileSync(join(dir, 'ics-attack.json'), 'utf8')).toBe(mirroredBundle('ics-attack'));
    expect(JSON.parse(readFileSync(join(dir, 'ics-attack.meta.json'), 'utf8'))).toMatchObject({
      from: `${mirror.urls.ok}/ics-attack/ics-attack.json`,
      bytes: Buffer.byteLength(mirroredBundle('ics-attack')),
    });

    const status = await secgate(['knowledge', 'status', '--json'], { SECGATE_KNOWLEDGE_DIR: dir });
    expect(status.code).toBe(0);
    const body = JSON.parse(status.stdout) as { sources: { id: string; version: string; detail: string }[] };
    // The stored full bundles replace the shipped names-only snapshot.
    expect(body.sources.map((s) => `${s.id} ${s.version} ${s.detail}`)).toEqual([
      'enterprise-attack 18.1 full',
      'ics-attack 18.1 full',
      'mobile-attack 18.1 full',
      'cwe 4.15 full',
    ]);
    const text = await secgate(['knowledge', 'list', '--dir', dir]);
    expect(text.stdout).toMatch(/^ {2}ics-attack +18\.1 {2}full +1 items {2}.*ics-attack\.json$/m);
    expect(text.stdout).toMatch(/^ {2}cwe +4\.15 {2}full +939 items {2}cwe-sdk$/m);
    expect(text.stdout).not.toContain('names');
  });

  it('offline: says so in one sentence, exits 1 and leaves the stored bundles alone', async () => {
    const dir = freshKnowledgeDir();
    const file = join(mkdtempSync(join(tmpdir(), 'secgate-cli-bundle-')), 'ics.json');
    writeFileSync(file, mirroredBundle('ics-attack'));
    expect((await secgate(['knowledge', 'import', file, '--dir', dir])).code).toBe(0);
    const before = directoryContents(dir);
    const mtime = statSync(join(dir, 'ics-attack.json')).mtimeMs;
    const update = await secgate(['knowledge', 'update'], { SECGATE_ATTACK_BASE_URL: await closedPortUrl(), SECGATE_KNOWLEDGE_DIR: dir });
    expect(update.code).toBe(1);
    expect(update.stdout).toBe('');
    const sentence = update.stderr.split('\n').filter(Boolean).at(-1)!;
    expect(sentence).toMatch(
      /^secgate: 127\.0\.0\.1:\d+ cannot be reached \(this machine looks offline\), so the stored ATT&CK bundles were left unchanged\.$/,
    );
    expect(directoryContents(dir)).toEqual(before);
    expect(statSync(join(dir, 'ics-attack.json')).mtimeMs).toBe(mtime);
  });

  it('refuses files that are not the bundle of their domain, storing none of the three', async () => {
    const dir = freshKnowledgeDir();
    for (const base of [mirror.urls.sameFileEverywhere, mirror.urls.enterpriseMissing, mirror.urls.mobileGarbage]) {
      const update = await secgate(['knowledge', 'update', '--dir', dir], { SECGATE_ATTACK_BASE_URL: base });
      expect(update.code).toBe(1);
      expect(update.stderr).toMatch(/secgate: knowledge update refused: .+ The stored ATT&CK bundles were left unchanged\.\n$/);
    }
    expect(() => readdirSync(dir)).toThrow();
  });
});
