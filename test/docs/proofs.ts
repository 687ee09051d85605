import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProof } from './documented-commands.js';

/*
 * The proofs that are not a run here: CI runs the command, or a named test does.
 */

/** The command lines of .ci/run (comments and shell plumbing lines included; they match nothing). */
function ciLines(repo: string): string[] {
  return readFileSync(join(repo, '.ci', 'run'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

const runsPart = (line: string, part: string) => line === part || line.startsWith(`${part} `);

/**
 * Why each `&&` part of the command is something .ci/run does, or the reasons it is not: a part is
 * covered when a line of .ci/run runs it (`npm ci` by `npm ci --no-audit`), or when the npm script
 * such a line runs (`npm test`: "npm run build && ...") runs it.
 */
export function ciProofProblems(repo: string, command: string): string[] {
  const lines = ciLines(repo);
  const scripts = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const viaScripts = lines.flatMap((line) => {
    const script = /^npm (?:run )?(test|start|[\w:-]+)\b/.exec(line)?.[1];
    const body = script === undefined ? undefined : scripts[script];
    return body === undefined ? [] : body.split('&&').map((part) => part.trim());
  });
  return command
    .split('&&')
    .map((part) => part.trim())
    .filter((part) => !lines.some((line) => runsPart(line, part)) && !viaScripts.some((line) => runsPart(line, part)))
    .map((part) => `\`${part}\` is neither run by .ci/run nor by an npm script it runs`);
}

/** Each marker must occur in its file, and the first file must be a test vitest runs. */
export function testProofProblems(repo: string, proof: TestProof): string[] {
  const problems: string[] = [];
  const first = proof.in[0]?.file ?? '';
  if (!/\.test\.ts$/.test(first)) problems.push(`the first file (${first || 'none'}) is not a *.test.ts file`);
  for (const { file, marker } of proof.in) {
    const path = join(repo, file);
    if (!existsSync(path)) problems.push(`${file} does not exist`);
    else if (!readFileSync(path, 'utf8').includes(marker)) problems.push(`${file} no longer contains ${JSON.stringify(marker)}`);
  }
  return problems;
}
