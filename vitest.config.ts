import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

// Tests import the packages' sources, so a test run never depends on a stale build.
// Migration .sql files import as their text, as tsup's text loader does in the build.
const sqlAsText = {
  name: 'sql-as-text',
  transform(code: string, id: string) {
    return id.endsWith('.sql') ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
  },
};

export default defineConfig({
  plugins: [sqlAsText],
  // The console's pages are Hono JSX (packages/http-adapter/src/console), as tsup builds them.
  esbuild: { jsx: 'automatic', jsxImportSource: 'hono/jsx' },
  resolve: {
    alias: {
      '@secgate/core': src('core'),
      '@secgate/calculators': src('calculators'),
      '@secgate/store': src('store'),
      '@secgate/http-adapter': src('http-adapter'),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'test/**/*.test.ts'],
    // Vitest runs one file at a time on a two-core machine (cores - 1) by default; the end-to-end
    // files mostly wait on the processes they start, so two at a time nearly halves a CI run.
    maxWorkers: 2,
    // As the server does (warm-up-guardrails.ts): regular expressions compiled on first use. Left
    // interpreted, the guardrail corpus and properties take several times as long.
    execArgv: ['--no-regexp-tier-up'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
