import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startAttackMirror, type AttackMirror } from '../../../http-adapter/src/knowledge/attack-mirror.test-support.js';
import { attackBundlePath } from '../../../http-adapter/src/knowledge/real-knowledge.test-support.js';
import { directoryContents, freshKnowledgeDir, secgate } from './cli-harness.test-support.js';

// Against a local mirror the test starts: this machine has no internet.
let mirror: AttackMirror;
beforeAll(async () => {
  mirror = await startAttackMirror();
});
afterAll(() => mirror.close());

describe('secgate knowledge update', () => {
  it('downloads, checks and stores the three bundles, then status shows them', async () => {
    const dir = freshKnowledgeDir();
    const update = await secgate(['knowledge', 'update', '--dir', dir], { SECGATE_ATTACK_BASE_URL: mirror.urls.ok });
    expect(update.stderr).toContain(`from ${mirror.urls.ok}`);
    expect(update.code).toBe(0);
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
    expect(readFileSync(join(dir, 'ics-attack.json'), 'utf8')).toBe(readFileSync(attackBundlePath('ics-attack'), 'utf8'));
    expect(JSON.parse(readFileSync(join(dir, 'ics-attack.meta.json'), 'utf8'))).toMatchObject({ from: `${mirror.urls.ok}/ics-attack/ics-attack.json`, bytes: 3_491_940 });

    const status = await secgate(['knowledge', 'status', '--json'], { SECGATE_KNOWLEDGE_DIR: dir });
    expect(status.code).toBe(0);
    const body = JSON.parse(status.stdout) as { sources: { id: string; version: string; items: number }[] };
    expect(body.sources.map((s) => `${s.id} ${s.version}`)).toEqual(['enterprise-attack 18.1', 'ics-attack 18.1', 'mobile-attack 18.1', 'cwe 4.15']);
    const text = await secgate(['knowledge', 'list', '--dir', dir]);
    expect(text.stdout).toMatch(/^ {2}ics-attack +18\.1 +[\d,]+ items {2}.*ics-attack\.json$/m);
    expect(text.stdout).toMatch(/^ {2}cwe +4\.15 +939 items {2}cwe-sdk$/m);
  });

  it('offline: says so in one sentence, exits 1 and leaves the stored bundles alone', async () => {
    const dir = freshKnowledgeDir();
    expect((await secgate(['knowledge', 'import', attackBundlePath('ics-attack'), '--dir', dir])).code).toBe(0);
    const before = directoryContents(dir);
    const mtime = statSync(join(dir, 'ics-attack.json')).mtimeMs;
    const update = await secgate(['knowledge', 'update'], { SECGATE_ATTACK_BASE_URL: await closedPortUrl(), SECGATE_KNOWLEDGE_DIR: dir });
    expect(update.code).toBe(1);
    expect(update.stdout).toBe('');
    const sentence = update.stderr.split('\n').filter(Boolean).at(-1)!;
    expect(sentence).toMatch(/^secgate: 127\.0\.0\.1:\d+ cannot be reached \(this machine looks offline\), so the stored ATT&CK bundles were left unchanged\.$/);
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

