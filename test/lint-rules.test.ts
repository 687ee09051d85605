import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The lint rules that keep the pure line and the package boundaries (eslint.config.js), tried on
 * code as it would stand in each package: `npm run lint` holds the real sources to them, this test
 * holds the rules to what they must catch and what they must let through.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function problemsOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const CORE = 'packages/core/src/money/example.ts';

describe('the lint rules', () => {
  it('refuse the clock, randomness and the environment in core and the calculators', async () => {
    for (const code of [
      'export const t = Date.now();',
      'export const d = new Date();',
      'export const s = Date();',
      'export const r = Math.random();',
      'export const u = crypto.randomUUID();',
      'export const v = globalThis.crypto.getRandomValues(new Uint8Array(4));',
      'export const e = process.env.HOME;',
    ]) {
      expect(await problemsOf(code, CORE), code).toEqual([expect.stringMatching(/^no-restricted-syntax: The pure packages/)]);
      expect(await problemsOf(code, 'packages/calculators/src/recover/example.ts'), code).toHaveLength(1);
    }
  });

  it('let a given time through, and the clock anywhere else (tests, adapters)', async () => {
    expect(await problemsOf('export const d = new Date(0); export const p = Date.parse("2026-01-01");', CORE)).toEqual([]);
    expect(await problemsOf('export const t = Date.now();', 'packages/core/src/money/example.test.ts')).toEqual([]);
    expect(await problemsOf('export const t = Date.now();', 'packages/store/src/example.ts')).toEqual([]);
  });

  it('refuse Node modules in the pure packages, and imports of a package above', async () => {
    expect(await problemsOf("import { readFileSync } from 'node:fs'; export const f = readFileSync;", CORE)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Node module/),
    ]);
    expect(await problemsOf("import { openStore } from '@secgate/store'; export const o = openStore;", CORE)).toHaveLength(1);
    expect(await problemsOf("import { createApp } from '@secgate/http-adapter'; export const a = createApp;", 'packages/store/src/example.ts')).toHaveLength(1);
    expect(await problemsOf("import { runCli } from '@secgate/cli/run'; export const r = runCli;", 'packages/http-adapter/src/example.ts')).toHaveLength(1);
    expect(await problemsOf("import { openStore } from '@secgate/store'; export const o = openStore;", 'packages/http-adapter/src/example.ts')).toEqual([]);
  });
});
