#!/usr/bin/env node
// `npm run bench`: bundles the TypeScript benchmark (it reuses the tests' local OpenAI-compatible
// upstream and process helpers) with esbuild, then runs it with --expose-gc for honest memory
// figures. Packages stay external, so @secgate/* are the built packages under measurement.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { NODE_FLAGS } from '../packages/cli/bin/node-flags.js';

const out = fileURLToPath(new URL('./.build/', import.meta.url));
await build({
  entryPoints: {
    main: fileURLToPath(new URL('./main.ts', import.meta.url)),
    upstream: fileURLToPath(new URL('./upstream-process.ts', import.meta.url)),
    'bare-upstream': fileURLToPath(new URL('./bare-upstream-process.ts', import.meta.url)),
    forwarder: fileURLToPath(new URL('./forwarder-process.ts', import.meta.url)),
    'stages-gateway': fileURLToPath(new URL('./stages-gateway-process.ts', import.meta.url)),
    recover: fileURLToPath(new URL('./recover-process.ts', import.meta.url)),
    engine: fileURLToPath(new URL('./engine-process.ts', import.meta.url)),
    'engine-pglite': fileURLToPath(new URL('./engine-pglite.ts', import.meta.url)),
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Ignore the root tsconfig's paths (they point @secgate/* at sources): measure the built packages.
  tsconfigRaw: {},
  // The tests' helpers reach into the store's sources, whose migrations are .sql text.
  loader: { '.sql': 'text' },
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
});
// NODE_FLAGS: the guardrails measured in this process run as in `secgate serve`.
const run = spawnSync(process.execPath, ['--expose-gc', ...NODE_FLAGS, `${out}main.mjs`, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
