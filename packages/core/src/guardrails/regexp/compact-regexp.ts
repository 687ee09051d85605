import { compileOnce, SETTLE_AFTER } from './compile-once.js';
import { factorAlternatives } from './factor-alternatives.js';
import { parseRegExpSource, printAlternation } from './regexp-tree.js';

/**
 * V8 compiles an expression of over 20 KiB of source without its optimisations (quick checks,
 * skipping ahead, code for each state): a rule's word list measured ten times as slow one
 * character past it. A rewrite must not carry a source over it.
 */
export const OPTIMISED_SOURCE_LIMIT = 20 * 1024;

/**
 * A rule's source rewritten to compile to a fraction of the machine code, with the same matches:
 * alternatives factored (factorAlternatives, never longer), then written so that V8 compiles what
 * follows an alternation once (compileOnce), with fewer settle points where all of them would take
 * a source past OPTIMISED_SOURCE_LIMIT. A source read with the `u` or `v` flag, or holding a
 * construct the rewrite does not read (parseRegExpSource), is returned as written.
 */
export function compactRegExpSource(source: string, flags = ''): string {
  if (/[uv]/.test(flags)) return source;
  const tree = parseRegExpSource(source);
  if (!tree) return source;
  const factored = factorAlternatives(tree);
  let rewritten = '';
  for (const settleAfter of [SETTLE_AFTER, 2 * SETTLE_AFTER, 4 * SETTLE_AFTER, Infinity]) {
    rewritten = printAlternation(compileOnce(factored, settleAfter));
    if (rewritten.length <= OPTIMISED_SOURCE_LIMIT) return rewritten;
  }
  // Past the limit whatever is done: V8 makes no copies for states, and settling only costs time.
  return rewritten;
}

// One expression per flags and source, whichever rule or rule set asks: the rules share word
// lists, and V8 keeps compiled code per expression object. (Keyed by the source string itself, so
// a caller's own cache and this one hold one copy of it.)
const compiled = new Map<string, Map<string, RegExp>>();

/**
 * A rule's regular expression compiled from its compacted source, shared by every caller with the
 * same source and flags. Throws a SyntaxError where the source as written is not valid.
 */
export function compactRegExp(source: string, flags: string): RegExp {
  let byFlags = compiled.get(flags);
  if (!byFlags) compiled.set(flags, (byFlags = new Map()));
  let regex = byFlags.get(source);
  if (!regex) {
    const written = new RegExp(source, flags); // a source that is not valid is refused as written
    try {
      regex = new RegExp(compactRegExpSource(source, flags), flags);
    } catch {
      // Never expected (the rewrite prints only what it read): the expression as written still serves.
      regex = written;
    }
    byFlags.set(source, regex);
  }
  return regex;
}
