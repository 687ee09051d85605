import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/secgate.ts'],
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
});
