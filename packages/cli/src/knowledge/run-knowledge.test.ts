import { describe, expect, it } from 'vitest';
import { secgate } from './cli-harness.test-support.js';

describe('secgate knowledge usage', () => {
  it('prints help, and refuses unknown commands and missing arguments as usage errors', async () => {
    expect(await secgate(['knowledge'])).toMatchObject({ code: 2, stdout: expect.stringContaining('secgate knowledge <command>') });
    expect(await secgate(['knowledge', '--help'])).toMatchObject({ code: 0 });
    expect(await secgate(['knowledge', 'import', '--help'])).toMatchObject({ code: 0 });
    expect(await secgate(['knowledge', 'frob'])).toMatchObject({ code: 2, stderr: expect.stringContaining("Unknown knowledge command 'frob'") });
    expect(await secgate(['knowledge', 'import'])).toMatchObject({ code: 2 });
    expect(await secgate(['knowledge', 'update', 'extra'])).toMatchObject({ code: 2 });
    expect(await secgate(['knowledge', 'status', '--bogus'])).toMatchObject({ code: 2 });
    expect((await secgate(['--help'])).stdout).toContain('secgate knowledge update|import FILE|status');
  });
});
