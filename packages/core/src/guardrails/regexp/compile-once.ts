import { groupTerm, type Alternation, type Sequence, type Term } from './regexp-tree.js';

/**
 * The same expression, written so that V8 compiles what follows an alternation once.
 *
 * V8's regular-expression compiler carries what it knows at each point (how far it has read
 * ahead, which characters it has loaded, which register writes it has put off) into the code for
 * what comes next, and compiles that next part again for each different state: up to ten copies
 * of every node before it falls back to one shared version. After an alternation of words of
 * different lengths every branch arrives in a different state, so the rest of the pattern (a
 * second word list, a `\b`) was compiled up to ten times over: most of the rules' machine code.
 *
 * A look-around starts from a settled state: V8 settles (writes out what it put off) before it,
 * and compiles what follows it once. So:
 * - after a group with alternatives or a quantifier, when more follows in its sequence, an empty
 *   look-ahead `(?=)`, which always holds and takes nothing;
 * - a `\b` becomes `(?=\b)`, which holds exactly where `\b` does.
 * Neither changes what, or where, anything matches.
 *
 * Settling costs time where it runs, and the shared version is slower than a copy made for its
 * state; near the start of a match, where the engine tries every position, that cost is paid
 * at nearly every character (and a look-around there also blinds the scan that skips positions
 * which cannot start a match). So a point is settled only where every way to it has already
 * matched `settleAfter` literal characters: rare enough that the code it saves outweighs the time.
 */
export function compileOnce(alternation: Alternation, settleAfter = SETTLE_AFTER): Alternation {
  return { alternatives: alternation.alternatives.map((sequence) => settled(sequence, 0, false, settleAfter).sequence) };
}

/**
 * Literal characters every match must have taken before a point is settled. Measured on the
 * warm-up and on 1 KiB and 64 KiB texts (bench/guardrails-memory.mjs): with 2 the rules hold a third
 * of the code and check as fast as before; with 0 a quarter, but checks take half as long again.
 */
export const SETTLE_AFTER = 2;

const EMPTY_LOOKAHEAD = groupTerm('(?=', [[]]);

/**
 * The sequence with its settle points, given how many literal characters every way to it has
 * taken (`taken`), and the fewest literal characters (not classes, `.` or escapes like `\w`) it
 * takes itself. Inside a look-behind, which reads backwards from where it stands, nothing it
 * reads counts as taken before its own parts.
 */
function settled(sequence: Sequence, taken: number, behind: boolean, settleAfter: number): { sequence: Sequence; literals: number } {
  const out: Term[] = [];
  let literals = 0;
  sequence.forEach((term, i) => {
    const atom = term.atom;
    const before = taken + literals;
    let own: number;
    if (atom.kind === 'token') {
      out.push(before >= settleAfter && atom.text === '\\b' && term.quantifier === '' ? groupTerm('(?=', [[term]]) : term);
      own = isLiteral(atom.text) ? times(term.quantifier) : 0;
    } else {
      const lookbehind = atom.open === '(?<=' || atom.open === '(?<!';
      const alternatives = atom.body.alternatives.map((s) => settled(s, before, behind || lookbehind, settleAfter));
      out.push(
        groupTerm(
          atom.open,
          alternatives.map((a) => a.sequence),
          term.quantifier,
        ),
      );
      own = atom.open === '(?:' ? times(term.quantifier) * Math.min(...alternatives.map((a) => a.literals)) : 0;
    }
    if (!behind) literals += own;
    const branches = atom.kind === 'group' && atom.open === '(?:' && (atom.body.alternatives.length > 1 || term.quantifier !== '');
    const next = sequence[i + 1];
    // A look-around next (a `\b` here becomes one) settles by itself.
    const settlesItself = next !== undefined && (next.atom.kind === 'group' ? next.atom.open !== '(?:' : next.text === '\\b');
    if (branches && next !== undefined && !settlesItself && taken + literals >= settleAfter) out.push(EMPTY_LOOKAHEAD);
  });
  return { sequence: out, literals };
}

/** Whether a token is one character as written (not a class, `.`, an anchor or an escape like `\w`). */
function isLiteral(text: string): boolean {
  if (text.length === 1) return text !== '.' && text !== '^' && text !== '$';
  return text.charAt(0) === '\\' && !'dDwWsSbB'.includes(text.charAt(1));
}

/** The fewest times a quantifier repeats its atom. */
function times(quantifier: string): number {
  const first = quantifier.charAt(0);
  if (first === '' || first === '+') return 1;
  if (first === '*' || first === '?') return 0;
  return Number(/\d+/.exec(quantifier)?.[0] ?? 0);
}
