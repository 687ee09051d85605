#!/usr/bin/env node
// Writes the ATT&CK snapshot shipped with the service (docs/knowledge.md) from MITRE's bundles:
//   npm run knowledge:snapshot -- --version 18.1 enterprise-attack.json ics-attack.json
// Each FILE becomes knowledge-snapshot/<domain>.json: ids, names, relations, no description text.
// STIX 2.0 bundles (Enterprise from mitre/cti) carry no release: give --version, or name the file
// enterprise-attack-18.1.json. STIX 2.1 bundles carry their own, which wins.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { attackSnapshotFile } from '@secgate/http-adapter';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    out: { type: 'string', default: fileURLToPath(new URL('../knowledge-snapshot/', import.meta.url)) },
  },
});
if (positionals.length === 0) {
  console.error('usage: npm run knowledge:snapshot -- [--version 18.1] [--out DIR] FILE...');
  process.exit(2);
}
for (const file of positionals) {
  const made = attackSnapshotFile(await readFile(file, 'utf8'), file, values.version);
  if (!made.ok) {
    console.error(`${file}: ${made.error.message}`);
    process.exit(1);
  }
  const { domain, text, snapshot } = made.value;
  const path = join(values.out, `${domain}.json`);
  await writeFile(path, text);
  const { version, versionFrom } = snapshot.source;
  const counts = Object.entries(snapshot.generatedFrom.counts)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');
  console.log(`${path}: ${domain} ${version} (${versionFrom}), ${Buffer.byteLength(text).toLocaleString('en-US')} bytes; ${counts}`);
}
