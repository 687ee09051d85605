import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOutcomes } from './bash-block.js';
import { extractCommands, withoutComment } from './extract-commands.js';

const repo = mkdtempSync(join(tmpdir(), 'secgate-docs-extract-'));
mkdirSync(join(repo, 'docs'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

function commandsOf(markdown: string) {
  writeFileSync(join(repo, 'docs', 'x.md'), markdown);
  return extractCommands(repo, join(repo, 'docs', 'x.md'));
}

describe('extractCommands', () => {
  it('takes ```sh fences only, skips blanks and comments, joins continuations and keeps the line', () => {
    const found = commandsOf(
      [
        '# Title',
        '```console',
        '$ not-a-command',
        '```',
        '',
        '```sh',
        '# a comment',
        'one --flag \\',
        '  two',
        '',
        'three # says why',
        '```',
        '  ```sh',
        '  four',
        '  ```',
      ].join('\n'),
    );
    expect(found).toEqual([
      { file: 'docs/x.md', line: 8, command: 'one --flag two', block: 'docs/x.md:6' },
      { file: 'docs/x.md', line: 11, command: 'three', block: 'docs/x.md:6' },
      { file: 'docs/x.md', line: 14, command: 'four', block: 'docs/x.md:13' },
    ]);
  });

  it('refuses a fence left open or a continuation into its end', () => {
    expect(() => commandsOf('```sh\nnpm test\n')).toThrow(/docs\/x\.md:1: a ```sh fence is never closed/);
    expect(() => commandsOf('```sh\nnpm test \\\n```\n')).toThrow(/docs\/x\.md:2: a \\ continuation/);
  });
});

describe('withoutComment', () => {
  it('drops a trailing comment but not a # inside quotes or a word', () => {
    expect(withoutComment("curl -s 'x?a=#b' # note")).toBe("curl -s 'x?a=#b'");
    expect(withoutComment('echo "a # b" c#d')).toBe('echo "a # b" c#d');
    expect(withoutComment('echo \\# x')).toBe('echo \\# x');
  });
});

describe('parseOutcomes', () => {
  it("splits a session's output into each command's output, exit code and /v1/models status", () => {
    const outcomes = parseOutcomes(
      ['', '@@docs 0 start', 'hello', '', '@@docs 0 exit 0', '', '@@docs 1 start', '@@docs 1 models 401', 'log', '@@docs 1 exit 1'].join('\n'),
    );
    expect(outcomes.get(0)).toEqual({ output: 'hello', exit: '0' });
    expect(outcomes.get(1)).toEqual({ output: 'log', exit: '1', modelsStatus: '401' });
  });
});
