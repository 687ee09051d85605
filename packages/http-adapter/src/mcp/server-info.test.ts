import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_INFO, SERVER_INSTRUCTIONS } from './server-info.js';
import { TOOLS } from './tool-table.js';

describe('server info', () => {
  it('carries the package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SERVER_INFO.version).toBe(pkg.version);
  });

  it('the instructions name every tool', () => {
    for (const tool of TOOLS) expect(SERVER_INSTRUCTIONS).toContain(tool.name);
  });
});
