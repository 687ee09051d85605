import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One command a user is told to run, as written in a ```sh fence of the documentation. */
export interface DocumentedCommandSite {
  /** Relative to the repository, e.g. `docs/operations.md`. */
  file: string;
  /** 1-based line of the command's first line. */
  line: number;
  /** The command, `\` continuations joined into one line, without a trailing comment. */
  command: string;
  /** `docs/operations.md:25`: the fence's first line, shared by the commands of one block. */
  block: string;
}

/** README.md and every docs/*.md: the files whose ```sh fences hold commands to run. */
export function documentationFiles(repo: string): string[] {
  const docs = readdirSync(join(repo, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(repo, 'docs', name));
  return [join(repo, 'README.md'), ...docs];
}

/**
 * Every command of every ```sh fence (indented fences too): blank lines and `#` comments are
 * skipped, a line ending in `\` continues on the next one, and a trailing `# comment` is dropped.
 */
export function extractCommands(repo: string, path: string): DocumentedCommandSite[] {
  const file = relative(repo, path);
  const lines = readFileSync(path, 'utf8').split('\n');
  const found: DocumentedCommandSite[] = [];
  let block: string | undefined;
  let pending: { line: number; parts: string[] } | undefined;
  lines.forEach((raw, index) => {
    const text = raw.trim();
    if (block === undefined) {
      if (/^```sh\s*$/.test(text)) block = `${file}:${index + 1}`;
      return;
    }
    if (text.startsWith('```')) {
      if (pending) throw new Error(`${file}:${pending.line}: a \\ continuation runs into the end of the fence`);
      block = undefined;
      return;
    }
    if (pending === undefined && (text === '' || text.startsWith('#'))) return;
    const current = pending ?? { line: index + 1, parts: [] };
    const continued = text.endsWith('\\');
    current.parts.push(continued ? text.slice(0, -1).trim() : text);
    if (continued) {
      pending = current;
      return;
    }
    pending = undefined;
    found.push({ file, line: current.line, command: withoutComment(current.parts.join(' ')), block });
  });
  if (block !== undefined) throw new Error(`${block}: a \`\`\`sh fence is never closed`);
  return found;
}

/** The command without a trailing `# comment` (a `#` that starts a word outside quotes). */
export function withoutComment(command: string): string {
  let quote: string | undefined;
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
      else if (c === '\\' && quote === '"') i++;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '\\') i++;
    else if (c === '#' && (i === 0 || /\s/.test(command[i - 1] ?? ''))) return command.slice(0, i).trimEnd();
  }
  return command;
}

/** The commands of README.md and docs/*.md, in document order. */
export function allDocumentedCommands(repo: string): DocumentedCommandSite[] {
  return documentationFiles(repo).flatMap((path) => extractCommands(repo, path));
}

/** The sites grouped by fence, in order: one bash session runs each group. */
export function byBlock(sites: readonly DocumentedCommandSite[]): DocumentedCommandSite[][] {
  const blocks = new Map<string, DocumentedCommandSite[]>();
  for (const site of sites) blocks.set(site.block, [...(blocks.get(site.block) ?? []), site]);
  return [...blocks.values()];
}
