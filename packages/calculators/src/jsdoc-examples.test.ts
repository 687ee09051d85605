import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as core from '@secgate/core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as calculators from './index.js';

// The `@example` blocks of the calculators' JSDoc are code a reader copies, so they are run here:
// each is type-checked against the real signatures, then executed against the sources, and every
// `//=> value` line must equal what the statement just above it gives (its expression, or the
// variable it declares). An example that drifts from the code fails this test.

const SRC = fileURLToPath(new URL('.', import.meta.url));
const CORE_INDEX = fileURLToPath(new URL('../../core/src/index.ts', import.meta.url));

/** The functions a user calls, each of which must carry at least one example. */
const ENTRY_POINTS = [
  'govern',
  'respond',
  'recover',
  'CALCULATORS',
  'profileGaps',
  'scoreRisks',
  'riskLevel',
  'assessSuppliers',
  'triageIncident',
  'notificationDeadlines',
  'respondPlaybook',
  'appiFinalDeadline',
  'appiGuidelineDeadline',
  'addCalendarMonthUtc',
  'computeWaves',
  'assetChecks',
];

interface Example {
  /** Where it is written, e.g. `recover/recover.ts:18`, and the name it documents. */
  where: string;
  name: string;
  code: string;
}

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('test-support'))
    .map((path) => join(SRC, path));
}

/** The `@example` blocks of every JSDoc comment in a file, with the name of what each documents. */
function examplesOf(file: string): Example[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: Example[] = [];
  const visit = (node: ts.Node) => {
    // Declarations only: a variable's comment belongs to its statement, and is read once, from the declaration.
    const declares = ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);
    for (const doc of declares ? ts.getJSDocCommentsAndTags(node) : []) {
      if (!ts.isJSDoc(doc)) continue;
      const name = ts.getNameOfDeclaration(node as ts.Declaration)?.getText() ?? '?';
      const lines = text
        .slice(doc.getStart(), doc.getEnd())
        .split('\n')
        .map((line) => line.replace(/^\s*\/?\*+\/?\s?/, '').replace(/\s*\*\/$/, ''));
      let current: string[] | undefined;
      const flush = () => {
        if (current)
          found.push({
            where: `${relative(SRC, file)}:${source.getLineAndCharacterOfPosition(doc.getStart()).line + 1}`,
            name,
            code: current.join('\n').trim(),
          });
      };
      for (const line of lines) {
        if (/^@example\b/.test(line)) {
          flush();
          current = [];
        } else if (/^@\w/.test(line)) {
          flush();
          current = undefined;
        } else current?.push(line);
      }
      flush();
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The example with each `//=> value` turned into a check of the statement above it. A value runs
 * on to the next lines while they start with `//` and two spaces, so a long one can be wrapped.
 */
function withChecks(code: string): string {
  const lines = code.split('\n');
  const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.ES2022, true);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const insertAfter = new Map<number, string>();
  const replace = new Map<number, { from: number; to: number; text: string }>();
  lines.forEach((line, i) => {
    const match = /^\s*\/\/=>\s?(.*)$/.exec(line);
    if (!match) return;
    let expected = match[1] ?? '';
    for (let j = i + 1; j < lines.length && /^\s*\/\/ {2}/.test(lines[j] ?? ''); j++) expected += ` ${(lines[j] ?? '').replace(/^\s*\/\//, '').trim()}`;
    const statement = [...source.statements].reverse().find((s) => lineOf(s.getEnd()) < i);
    if (!statement) throw new Error(`"//=>" on line ${i + 1} has no statement above it`);
    const check = (actual: string) => `__check(${actual}, (${expected}), ${JSON.stringify(expected)});`;
    if (ts.isExpressionStatement(statement)) {
      replace.set(statement.getStart(), { from: statement.getStart(), to: statement.getEnd(), text: check(`(${statement.expression.getText()})`) });
    } else if (ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1) {
      insertAfter.set(statement.getEnd(), `\n${check(statement.declarationList.declarations[0]?.name.getText() ?? '')}`);
    } else throw new Error(`"//=>" on line ${i + 1} follows neither an expression nor one declaration`);
  });
  let out = code;
  const edits = [
    ...[...replace.values()].map((r) => ({ at: r.from, to: r.to, text: r.text })),
    ...[...insertAfter].map(([at, text]) => ({ at, to: at, text })),
  ];
  for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.to);
  return out;
}

const examples = sourceFiles().flatMap(examplesOf);

/** Type errors of every example, compiled together against the sources with the package's settings. */
function typeErrors(): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2023.d.ts'],
    paths: { '@secgate/calculators': [join(SRC, 'index.ts')], '@secgate/core': [CORE_INDEX] },
  };
  const virtual = new Map(examples.map((example, i) => [join(SRC, `__example-${i}.ts`), `${example.code}\nexport {};\n`]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => virtual.has(name) || ts.sys.fileExists(name);
  host.readFile = (name) => virtual.get(name) ?? readFile(name);
  host.getSourceFile = (name, language) => {
    const text = virtual.get(name);
    return text === undefined ? getSourceFile(name, language) : ts.createSourceFile(name, text, language, true);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && virtual.has(d.file.fileName))
    .map((d) => {
      const example = examples[Number(/__example-(\d+)/.exec(d.file?.fileName ?? '')?.[1])];
      return `${example?.where} (${example?.name}): ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
}

function run(example: Example): void {
  const js = ts.transpileModule(withChecks(example.code), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const packages: Record<string, unknown> = { '@secgate/calculators': calculators, '@secgate/core': core };
  const requireOf = (name: string) => {
    if (!(name in packages)) throw new Error(`An example may import only @secgate/calculators and @secgate/core, not ${name}.`);
    return packages[name];
  };
  const check = (actual: unknown, expected: unknown, text: string) => expect(actual, `${example.where} (${example.name}): //=> ${text}`).toEqual(expected);
  new Function('require', 'exports', '__check', js)(requireOf, {}, check);
}

describe("the calculators' @example blocks", () => {
  it('document every entry point', () => {
    const documented = new Set(examples.map((example) => example.name));
    expect(ENTRY_POINTS.filter((name) => !documented.has(name))).toEqual([]);
    for (const name of ENTRY_POINTS) expect(calculators).toHaveProperty(name);
  });

  it('type-check against the real signatures', () => {
    expect(typeErrors()).toEqual([]);
  }, 60_000);

  it.each(examples.map((example) => [`${example.name} (${example.where})`, example] as const))('%s runs and gives what it states', (_, example) => {
    expect(example.code).toMatch(/\/\/=>/);
    run(example);
  });
});
