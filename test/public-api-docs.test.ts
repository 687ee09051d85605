import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The libraries other apps import say what each export is where it is declared, so an editor's
// hover and the built .d.ts carry it: every name @secgate/core and @secgate/calculators export
// has a doc comment. (The calculators' entry points also carry examples, run by
// packages/calculators/src/jsdoc-examples.test.ts.)
const index = (pkg: string) => fileURLToPath(new URL(`../packages/${pkg}/src/index.ts`, import.meta.url));

function undocumentedExports(pkg: string): string[] {
  const program = ts.createProgram([index(pkg)], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    paths: { '@secgate/core': [index('core')] },
  });
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(index(pkg));
  const module = entry && checker.getSymbolAtLocation(entry);
  if (!module) throw new Error(`${pkg}: no index.ts`);
  return checker
    .getExportsOfModule(module)
    .filter((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return !(symbol.declarations ?? []).some((declaration) => ts.getJSDocCommentsAndTags(declaration).some(ts.isJSDoc));
    })
    .map((exported) => exported.name);
}

describe('the public exports', () => {
  it.each(['core', 'calculators'])(
    'of @secgate/%s each have a doc comment',
    (pkg) => {
      expect(undocumentedExports(pkg)).toEqual([]);
    },
    60_000,
  );
});
