import { describe, expect, it } from 'vitest';
import { freshKnowledgeDir, secgate } from './cli-harness.test-support.js';

// status with stored bundles is shown by knowledge-update.test.ts and knowledge-import.test.ts.
describe('secgate knowledge status', () => {
  it('shows the shipped snapshot (names only) and CWE with a hint, and refuses a broken SECGATE_ATTACK_BUNDLE', async () => {
    const status = await secgate(['knowledge', 'status', '--dir', freshKnowledgeDir()]);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^ {2}enterprise-attack {2}18\.1 {2}names {2}1,705 items {2}.*knowledge-snapshot[/\\]enterprise-attack\.json$/m);
    expect(status.stdout).toMatch(/^ {2}ics-attack +18\.1 {2}names {2}\s*184 items {2}.*knowledge-snapshot[/\\]ics-attack\.json$/m);
    expect(status.stdout).toMatch(/^ {2}cwe +4\.15 {2}full {2}\s*939 items {2}cwe-sdk$/m);
    expect(status.stdout).toContain('For full descriptions run `secgate knowledge update`');
    const json = JSON.parse((await secgate(['knowledge', 'status', '--json', '--dir', freshKnowledgeDir()])).stdout) as {
      sources: { id: string; detail: string }[];
    };
    expect(json.sources.map((s) => `${s.id} ${s.detail}`)).toEqual(['enterprise-attack names', 'ics-attack names', 'cwe full']);
    const broken = await secgate(['knowledge', 'status', '--dir', freshKnowledgeDir()], { SECGATE_ATTACK_BUNDLE: '/nowhere.json' });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toBe('secgate: SECGATE_ATTACK_BUNDLE: /nowhere.json: The file cannot be read (ENOENT).\n');
  });
});
