import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  // Migrations are .sql files; inlined as text so the bundle carries them.
  loader: { '.sql': 'text' },
});
