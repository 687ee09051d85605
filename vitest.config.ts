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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
