import { describe, expect, it } from 'vitest';
import { freshKnowledgeDir, secgate } from './cli-harness.test-support.js';

// status with stored bundles is shown by knowledge-update.test.ts and knowledge-import.test.ts.
describe('secgate knowledge status', () => {
  it('shows CWE alone with a hint, and refuses a broken SECGATE_ATTACK_BUNDLE', async () => {
    const status = await secgate(['knowledge', 'status', '--dir', freshKnowledgeDir()]);
    expect(status.code).toBe(0);
    expect(status.stdout).toContain('cwe  4.15  939 items  cwe-sdk');
    expect(status.stdout).toContain('No ATT&CK bundle yet');
    const broken = await secgate(['knowledge', 'status', '--dir', freshKnowledgeDir()], { SECGATE_ATTACK_BUNDLE: '/nowhere.json' });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toBe('secgate: SECGATE_ATTACK_BUNDLE: /nowhere.json: The file cannot be read (ENOENT).\n');
  });
});
