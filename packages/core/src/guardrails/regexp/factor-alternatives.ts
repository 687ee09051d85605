import { groupTerm, printSequence, type Alternation, type Atom, type Sequence, type Term } from './regexp-tree.js';

/**
 * The same expression with its alternatives factored: common beginnings and endings of
 * alternatives written once ("steal\w*|stealth" as "steal(?:\w*|th)", "people\s+X|everyone\s+X"
 * as "(?:people|everyone)\s+X"), repeated alternatives dropped, groups that group nothing
 * unwrapped. The rules build their lists by joining and mapping shared vocabularies, so the same
 * ending (a list of credentials, of brands) stood after dozens of alternatives, each compiled to
 * machine code of its own.
 *
 * Every rewrite keeps the order in which the engine tries the ways to match, so the first match
 * (where it starts, and what it takes) is exactly the original's, inside look-arounds as outside.
 * A tree without capturing groups is assumed (parseRegExpSource reads none):
 * - A group without quantifier and with one alternative is its content: (?:ab)c = abc; an
 *   alternative that is one such group is its alternatives: x|(?:a|b) = x|a|b.
 * - An alternative equal to an earlier one adds no way to match: every way it offers was tried.
 * - A beginning that matches one way at most (a character, class, escape or look-around, no
 *   quantifier) is shared: XA|XB = X(?:A|B), the engine tries A then B after the same X.
 * - An ending is shared by any alternatives in a row: AX|BX = (?:A|B)X, each way of A then of B,
 *   each followed by the ways of X, as before.
 * - An alternative moves ahead of those that cannot match where it does, because each starts
 *   with a different character (case folded): at one position, at most one of them can match, so
 *   the order among them chooses nothing. This gathers the words of a list that begin alike.
 */
export function factorAlternatives(alternation: Alternation): Alternation {
  // Repeats are dropped as written (cheaper than once factored, and the same alternatives).
  const seen = new Set<string>();
  const distinct =
    alternation.alternatives.length < 2
      ? alternation.alternatives
      : alternation.alternatives.filter((sequence) => {
          const text = printSequence(sequence);
          if (seen.has(text)) return false;
          seen.add(text);
          return true;
        });
  return { alternatives: factorList(unwrapped(distinct.map(factorTerms))) };
}

/** The terms with their groups' alternatives factored; a plain group of one alternative is its terms. */
function factorTerms(sequence: Sequence): Sequence {
  const out: Term[] = [];
  for (const term of sequence) {
    if (term.atom.kind === 'token') {
      out.push(term);
      continue;
    }
    const body = factorAlternatives(term.atom.body);
    const factored = groupTerm(term.atom.open, body.alternatives, term.quantifier);
    if (isPlainGroup(factored) && body.alternatives.length === 1) out.push(...(body.alternatives[0] ?? []));
    else out.push(factored);
  }
  return out;
}

/**
 * Distinct alternatives whose terms are factored already, factored as a list. (The rests of
 * alternatives that began or ended alike are distinct when the alternatives are: only the
 * original list is searched for repeats.)
 */
function factorList(alternatives: readonly Sequence[]): Sequence[] {
  return shareEndings(shareBeginnings(alternatives));
}

/** Alternatives that are one plain group replaced by that group's alternatives. */
function unwrapped(alternatives: readonly Sequence[]): Sequence[] {
  const out: Sequence[] = [];
  for (const sequence of alternatives) {
    const only = sequence.length === 1 ? sequence[0] : undefined;
    if (only && isPlainGroup(only) && only.atom.kind === 'group') out.push(...only.atom.body.alternatives);
    else out.push(sequence);
  }
  return out;
}

function isPlainGroup(term: Term): boolean {
  return term.atom.kind === 'group' && term.atom.open === '(?:' && term.quantifier === '';
}

/** The terms that match the alternatives: one plain group, or the alternative itself when there is one. */
function grouped(alternatives: readonly Sequence[]): readonly Term[] {
  const factored = factorList(unwrapped(alternatives));
  if (factored.length === 1) return factored[0] ?? [];
  return [groupTerm('(?:', factored)];
}

/** Alternatives gathered by first character where that is safe, then common single-way beginnings written once. */
function shareBeginnings(alternatives: readonly Sequence[]): Sequence[] {
  // Buckets in order; an alternative joins the last bucket of its first character unless a bucket
  // it could match alongside (an unknown first character) stands between.
  const buckets: { key: string | null; members: Sequence[] }[] = [];
  for (const sequence of alternatives) {
    const key = firstCharacter(sequence);
    let target: (typeof buckets)[number] | undefined;
    for (let i = buckets.length - 1; key !== null && i >= 0; i--) {
      const bucket = buckets[i];
      if (!bucket || bucket.key === null) break;
      if (bucket.key === key) {
        target = bucket;
        break;
      }
    }
    if (target) target.members.push(sequence);
    else buckets.push({ key, members: [sequence] });
  }
  const out: Sequence[] = [];
  for (const bucket of buckets) out.push(...factorRuns(bucket.members));
  return out;
}

/** Runs of alternatives in a row with the same single-way first term, each factored (factorRun). */
function factorRuns(members: readonly Sequence[]): Sequence[] {
  const out: Sequence[] = [];
  for (const run of runsSharing(members, 0)) out.push(...factorRun(run));
  return out;
}

/**
 * A run of alternatives that share a beginning, written as that beginning and a group of the
 * rests where that is no longer than the alternatives were; otherwise the smaller runs that share
 * more. (A longer source is no gain: V8 stops optimising an expression of over 20 KiB.)
 */
function factorRun(run: readonly Sequence[]): Sequence[] {
  const first = run[0];
  if (!first || run.length < 2) return [...run];
  const shared = sharedBeginning(run);
  const saved = (run.length - 1) * printSequence(first.slice(0, shared)).length - '(?:)'.length;
  if (saved >= 0) return [[...first.slice(0, shared), ...grouped(run.map((s) => s.slice(shared)))]];
  const out: Sequence[] = [];
  for (const smaller of runsSharing(run, shared)) out.push(...(smaller.length > 1 ? factorRun(smaller) : smaller));
  return out;
}

/** The members split into runs in a row that share more than `shared` leading terms. */
function runsSharing(members: readonly Sequence[], shared: number): Sequence[][] {
  const runs: Sequence[][] = [];
  for (let i = 0; i < members.length;) {
    const first = members[i] ?? [];
    let end = i + 1;
    while (end < members.length && sharedBeginning([first, members[end] ?? []]) > shared) end++;
    runs.push(members.slice(i, end));
    i = end;
  }
  return runs;
}

/** How many leading terms every sequence has in common, counting only terms that match one way at most. */
function sharedBeginning(sequences: readonly Sequence[]): number {
  const [first, ...others] = sequences;
  if (!first) return 0;
  let n = 0;
  for (; n < first.length; n++) {
    const term = first[n];
    if (!term || !matchesOneWay(term)) break;
    if (!others.every((s) => s[n]?.text === term.text)) break;
  }
  return n;
}

function matchesOneWay(term: Term): boolean {
  return term.quantifier === '' && (term.atom.kind === 'token' || term.atom.open !== '(?:');
}

/** Alternatives in a row that end alike written as a group of their beginnings and the ending, where that is shorter. */
function shareEndings(alternatives: readonly Sequence[]): Sequence[] {
  const out: Sequence[] = [];
  for (let i = 0; i < alternatives.length;) {
    const first = alternatives[i] ?? [];
    let best = { end: i + 1, shared: 0, saving: 0 };
    let shared = first.length;
    for (let end = i + 2; end <= alternatives.length; end++) {
      shared = Math.min(shared, sharedEnding(first, alternatives[end - 1] ?? []));
      if (shared === 0) break;
      const saving = (end - i - 1) * first.slice(first.length - shared).reduce((n, t) => n + t.text.length, 0) - '(?:)'.length;
      if (saving > best.saving) best = { end, shared, saving };
    }
    if (best.saving > 0) {
      const run = alternatives.slice(i, best.end);
      out.push([...grouped(run.map((s) => s.slice(0, s.length - best.shared))), ...first.slice(first.length - best.shared)]);
    } else out.push(first);
    i = best.end;
  }
  return out;
}

function sharedEnding(a: Sequence, b: Sequence): number {
  let n = 0;
  for (; n < a.length && n < b.length; n++) {
    const x = a[a.length - 1 - n];
    const y = b[b.length - 1 - n];
    if (!x || !y || x.text !== y.text) break;
  }
  return n;
}

/**
 * The character every match of the alternative starts with, case folded (ASCII only: without the
 * `u` flag no other character folds to an ASCII one), or null when it may start otherwise or
 * match nothing.
 */
function firstCharacter(sequence: Sequence): string | null {
  const term = sequence[0];
  if (!term || !/^(?:|\+\??|\{[1-9]\d*(?:,\d*)?\}\??)$/.test(term.quantifier)) return null;
  return atomFirstCharacter(term.atom);
}

function atomFirstCharacter(atom: Atom): string | null {
  if (atom.kind === 'group') {
    if (atom.open !== '(?:') return null;
    const keys = new Set(atom.body.alternatives.map(firstCharacter));
    const [key] = keys;
    return keys.size === 1 && key !== undefined ? key : null;
  }
  const text = atom.text;
  if (text.length === 1) return /^[\x20-\x7e]$/.test(text) && !/[.^$]/.test(text) ? text.toLowerCase() : null;
  // An escaped punctuation character is that character; \w, \b, \n and the like are not one character.
  return /^\\[!-/:-@[-`{-~]$/.test(text) ? text.charAt(1) : null;
}
