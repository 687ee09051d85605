import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// core and calculators read no clock, randomness or environment (docs/architecture.md#the-pure-line).
// The compiler checks most of it: both packages compile with `"types": []` and an ES lib without
// DOM (`npm run typecheck:pure`), so `process`, `Buffer`, timers, `fetch` and every `node:` module
// fail to type-check there. The clock and randomness are plain ES, though (`Date.now()`,
// `new Date()`, `Math.random()`), so this scan of the sources catches what the compiler cannot.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PURE_PACKAGES = ['packages/core/src', 'packages/calculators/src'];

const FORBIDDEN: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  { what: 'the clock (Date.now)', pattern: /\bDate\.now\s*\(/ },
  { what: 'the clock (new Date() with no argument)', pattern: /\bnew Date\s*\(\s*\)/ },
  { what: 'the clock (Date() as a function)', pattern: /(?<![\w.])Date\s*\(\s*\)/ },
  { what: 'randomness (Math.random)', pattern: /\bMath\.random\s*\(/ },
  { what: 'randomness (crypto.getRandomValues / randomUUID)', pattern: /\b(getRandomValues|randomUUID)\s*\(/ },
  { what: 'the environment (process.env)', pattern: /\bprocess\.env\b/ },
];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The code of a line without its `//` comment, so prose that names a forbidden call is allowed. */
const codeOf = (line: string) => line.replace(/^\s*(\/\/|\*|\/\*).*$/, '').replace(/\s\/\/.*$/, '');

describe('the pure packages', () => {
  it('call no clock, randomness or environment in their sources', () => {
    const found: string[] = [];
    for (const pkg of PURE_PACKAGES) {
      for (const file of sourcesUnder(join(ROOT, pkg))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const { what, pattern } of FORBIDDEN) {
              if (pattern.test(codeOf(line))) found.push(`${relative(ROOT, file)}:${i + 1}: ${what}`);
            }
          });
      }
    }
    expect(found).toEqual([]);
  });

  it('scans files that exist', () => {
    expect(sourcesUnder(join(ROOT, 'packages/core/src')).length).toBeGreaterThan(50);
    expect(sourcesUnder(join(ROOT, 'packages/calculators/src')).length).toBeGreaterThan(20);
  });
});
