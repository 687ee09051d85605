import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The CLI is tested as users run it: the built binary in its own process.
const BIN = fileURLToPath(new URL('../dist/secgate.js', import.meta.url));

function secgate(args: string[], stdin?: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input: stdin ?? '',
    encoding: 'utf8',
    // No proxy, no database: the calculators must work offline.
    env: { PATH: process.env.PATH ?? '' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const json = (text: string) => JSON.parse(text) as Record<string, any>;
let dir: string;

beforeAll(() => {
  if (!existsSync(BIN)) throw new Error(`Build the CLI first (npm run build): ${BIN} is missing`);
  dir = mkdtempSync(join(tmpdir(), 'secgate-cli-'));
});

describe('secgate calculators as a process', () => {
  for (const name of ['govern', 'respond', 'recover'] as const) {
    it(`${name}: the worked example piped through standard input answers with exit 0`, () => {
      const example = secgate(['example', name]);
      expect(example.code).toBe(0);
      const answer = secgate([name], example.stdout);
      expect(answer.code).toBe(0);
      expect(json(answer.stdout).csf.function).toBe(name === 'govern' ? 'GOVERN' : name === 'respond' ? 'RESPOND' : 'RECOVER');
      expect(secgate([name, '-'], example.stdout).stdout).toBe(answer.stdout);
    });
  }

  it('reads a file and prints the waves of recover', () => {
    const file = join(dir, 'estate.json');
    writeFileSync(
      file,
      JSON.stringify(
        recoverInput([
          ['db', []],
          ['app', ['db']],
          ['web', ['app', 'db']],
        ]),
      ),
    );
    const { code, stdout } = secgate(['recover', file]);
    expect(code).toBe(0);
    expect(json(stdout).waves).toEqual([
      { wave: 1, assets: ['db'] },
      { wave: 2, assets: ['app'] },
      { wave: 3, assets: ['web'] },
    ]);
  });

  it('--pretty prints a readable summary instead of JSON', () => {
    const recover = secgate(
      ['recover', '--pretty'],
      JSON.stringify(
        recoverInput([
          ['db', []],
          ['app', ['db']],
        ]),
      ),
    );
    expect(recover.code).toBe(0);
    expect(recover.stdout).toContain('Wave 1: db');
    expect(recover.stdout).toContain('Wave 2: app');
    expect(() => JSON.parse(recover.stdout)).toThrow();

    const respond = secgate(['respond', '--pretty'], secgate(['example', 'respond']).stdout);
    expect(respond.stdout).toMatch(/Priority P[1-4]/);
    expect(respond.stdout).toContain('Notification deadlines');

    const govern = secgate(['govern', '--pretty'], secgate(['example', 'govern']).stdout);
    expect(govern.stdout).toContain('Risks:');
  });

  it('exits 1 and prints the error body on invalid input', () => {
    const bad = secgate(['respond'], JSON.stringify({ incident: { id: 'x', category: 'meteor' } }));
    expect(bad.code).toBe(1);
    expect(json(bad.stdout).error).toMatchObject({ code: 'invalid-input', field: 'incident.category', reason: 'not-an-allowed-value' });

    const cycle = secgate(
      ['recover'],
      JSON.stringify(
        recoverInput([
          ['a', ['b']],
          ['b', ['a']],
        ]),
      ),
    );
    expect(cycle.code).toBe(1);
    expect(json(cycle.stdout).error).toMatchObject({ code: 'dependency-cycle', assets: ['a', 'b'] });

    const malformed = secgate(['govern'], '{"risks": [');
    expect(malformed.code).toBe(1);
    expect(json(malformed.stdout).error).toMatchObject({ reason: 'malformed-json' });
  });

  it('exits 2 on a usage error', () => {
    expect(secgate(['frobnicate']).code).toBe(2);
    expect(secgate([]).code).toBe(2);
    expect(secgate(['recover', join(dir, 'missing.json')]).code).toBe(2);
    expect(secgate(['recover', 'a.json', 'b.json']).code).toBe(2);
    expect(secgate(['recover', '--frobnicate']).code).toBe(2);
    expect(secgate(['example', 'nothing']).code).toBe(2);
    expect(secgate(['frobnicate']).stderr).toContain('--help');
  });

  it('answers --help on every command', () => {
    for (const args of [['--help'], ['govern', '--help'], ['respond', '-h'], ['recover', '--help'], ['example', '--help']]) {
      const { code, stdout } = secgate(args);
      expect(code).toBe(0);
      expect(stdout).toContain('secgate');
    }
  });
});

function recoverInput(graph: [string, string[]][]) {
  return {
    asOf: '2025-06-01T00:00:00Z',
    assets: graph.map(([id, dependsOn]) => ({
      id,
      criticality: 'high',
      rtoHours: 4,
      rpoHours: 24,
      dependsOn,
      backups: { lastSuccessAt: '2025-05-31T12:00:00Z', lastRestoreTestAt: '2025-05-01T00:00:00Z', offsite: true, immutable: true },
    })),
  };
}
