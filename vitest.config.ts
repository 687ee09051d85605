import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

// Tests import the packages' sources, so a test run never depends on a stale build.
export default defineConfig({
  resolve: {
    alias: {
      '@secgate/core': src('core'),
      '@secgate/calculators': src('calculators'),
      '@secgate/http-adapter': src('http-adapter'),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
