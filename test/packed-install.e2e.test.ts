import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recover } from '@secgate/calculators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagesLoaded, serviceIn } from './support/packages-loaded.js';
import { installPacked, run, serveDemo, type PackedProject } from './support/packed-project.js';

// The five packages as users get them: npm pack, then one npm install of the tarballs in an empty
// project outside the repository (the registry supplies every other dependency). Nothing here
// may resolve through the workspace. npm install dominates the time, hence the long timeouts.
const REPO = fileURLToPath(new URL('../', import.meta.url));
const ESTATE = fileURLToPath(new URL('../examples/recover.json', import.meta.url));
const LONG = 600_000;

let project: PackedProject;

beforeAll(() => {
  project = installPacked();
  copyFileSync(ESTATE, join(project.dir, 'estate.json'));
  process.stderr.write(`packed-install: npm pack ${Math.round(project.packMs)} ms, npm install ${Math.round(project.installMs)} ms\n`);
}, LONG);

afterAll(() => {
  if (project) rmSync(project.root, { recursive: true, force: true });
});

describe('the packed packages, installed in an empty project', () => {
  it('live outside the repository and take every @secgate package from the tarballs', () => {
    expect(project.dir.startsWith(REPO)).toBe(false);
    const lock = JSON.parse(readFileSync(join(project.dir, 'package-lock.json'), 'utf8')) as { packages: Record<string, { resolved?: string }> };
    const ours = Object.entries(lock.packages).filter(([path]) => path.includes('@secgate/'));
    // One copy each, at the top: the tarballs satisfy each other's exact versions.
    expect(ours.map(([path]) => path).sort()).toEqual(
      ['@secgate/calculators', '@secgate/cli', '@secgate/core', '@secgate/http-adapter', '@secgate/store'].map((name) => `node_modules/${name}`),
    );
    for (const [, entry] of ours) expect(entry.resolved).toMatch(/^file:.*\.tgz$/);
  });

  it('carry what runs, without source maps or tests', () => {
    for (const tarball of project.tarballs) {
      expect(
        tarball.files.filter((path) => path.endsWith('.map') || /\.test\.|test-support/.test(path)),
        tarball.file,
      ).toEqual([]);
    }
    const files = new Map(project.tarballs.map((t) => [t.name, t.files]));
    for (const library of ['@secgate/core', '@secgate/calculators', '@secgate/store', '@secgate/http-adapter']) {
      expect(files.get(library)).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'package.json']));
    }
    expect(files.get('@secgate/cli')).toEqual(expect.arrayContaining(['bin/secgate.js', 'dist/secgate.js']));
  });

  it('npx secgate recover estate.json answers as the library does', () => {
    const { stdout } = run('npx', ['--no', 'secgate', 'recover', 'estate.json'], project.dir);
    const expected = recover(JSON.parse(readFileSync(ESTATE, 'utf8')));
    if (!expected.ok) throw new Error(expected.error.message);
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(expected.value)));
    expect(run('npx', ['--no', 'secgate', '--version'], project.dir).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('a calculator run loads no service dependency there either', () => {
    const loaded = packagesLoaded({
      script: join(project.dir, 'node_modules/@secgate/cli/bin/secgate.js'),
      args: ['recover', 'estate.json'],
      cwd: project.dir,
      log: join(project.root, 'loaded.log'),
    });
    expect(loaded.has('@secgate/calculators')).toBe(true);
    expect(serviceIn(loaded)).toEqual([]);
  });

  it('secgate serve --demo starts with the default embedded store, answers with the printed token and stops', async () => {
    const server = await serveDemo(project.dir);
    try {
      const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
      const models = await fetch(`${server.url}/v1/models`, { headers });
      expect(models.status).toBe(200);
      expect(((await models.json()) as { data: { id: string }[] }).data.map((m) => m.id)).toContain('shared-1');
      const completion = await fetch(`${server.url}/v1/chat/completions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: 'shared-1', messages: [{ role: 'user', content: 'Review this: eval(input())' }] }),
      });
      expect(completion.status).toBe(200);
      const body = (await completion.json()) as { object: string; choices: { message: { content: string } }[] };
      expect(body.object).toBe('chat.completion');
      expect(body.choices[0]?.message.content).toContain('No model ran');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);

  it(
    'a strict NodeNext TypeScript file type-checks against the installed declarations and runs',
    () => {
      mkdirSync(join(project.dir, 'src'), { recursive: true });
      writeFileSync(join(project.dir, 'src', 'use.ts'), USE_TS);
      writeFileSync(join(project.dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
      // One tsc run type-checks (noEmitOnError: an error fails it and writes nothing) and compiles.
      run('npx', ['--no', '--', 'tsc', '-p', '.'], project.dir);
      const printed = JSON.parse(run('node', ['dist/use.js'], project.dir).stdout) as Record<string, unknown>;
      expect(printed).toEqual({
        waves: expect.any(Number),
        firstWave: expect.any(Array),
        awareAt: Date.parse('2025-06-05T16:30:00Z'),
        rejected: 'invalid-input',
      });
    },
    LONG,
  );
});

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    target: 'ES2022',
    outDir: 'dist',
    rootDir: 'src',
    noEmitOnError: true,
    types: ['node'],
  },
  include: ['src'],
};

const USE_TS = `import { readFileSync } from 'node:fs';
import { recover, type RecoverAnswer, type RecoverInput } from '@secgate/calculators';
import { parseTimestamp } from '@secgate/core';

const estate = JSON.parse(readFileSync('estate.json', 'utf8')) as RecoverInput;
const plan = recover(estate);
if (!plan.ok) throw new Error(plan.error.message);
const answer: RecoverAnswer = plan.value;
// @ts-expect-error The declarations are real: were they missing or any, this line would not be an error.
answer.noSuchField;
const awareAt: number | undefined = parseTimestamp('2025-06-05T16:30:00Z');
const typo = recover({ assets: 'none' });
console.log(JSON.stringify({
  waves: answer.waves.length,
  firstWave: answer.waves[0]?.assets ?? [],
  awareAt,
  rejected: typo.ok ? 'accepted' : typo.error.code,
}));
`;
