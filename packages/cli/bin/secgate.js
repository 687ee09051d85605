#!/usr/bin/env node
// The installed `secgate` command. It exists before the first build (npm links bins at install
// time, when dist/ may not exist yet) and hands over to the built CLI.
import { existsSync } from 'node:fs';

const built = new URL('../dist/secgate.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write('secgate: the CLI is not built yet; run `npm run build` first.\n');
  process.exit(2);
}
await import(built.href);
