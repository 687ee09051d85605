import { hasPositionIn, type ReadingIndex } from './reading-index.js';
import { compactRegExp } from './regexp/compact-regexp.js';
import { EVASION_VERBS, PURPOSE_LEADS } from './sentence-pattern.js';
import { DESCRIBED_HARM, HELP_SEEKING } from './vocabulary/victims.js';

/** A block rule's sentence test, as data: see sentencePattern for what each field means. */
export interface SentenceRule {
  kind: 'sentence';
  all: readonly (readonly string[])[];
  unless?: readonly string[];
  sentences?: 1 | 2;
  victimExcuse?: boolean;
}

// How far (characters) before and after a window a victim's question for help is looked for.
const PARAGRAPH_REACH = 1200;

interface CompiledSentenceRule {
  groups: RegExp[];
  unless: RegExp | null;
  sentences: 1 | 2;
  victim: boolean;
}

// Term regexes, one per source (compactRegExp shares them): the same word list in many rules
// (people, defensive words) is compiled and scanned once per reading. Compiling is invisible to
// callers, so evaluation stays pure.
function termRegex(alternatives: readonly string[], governed: boolean): RegExp {
  const term = `\\b(?:${alternatives.join('|')})\\b`;
  // The look-behind only where a term starts (the look-ahead first): before every position of a
  // long text it costs seconds.
  return compactRegExp(governed ? `(?=${term})${GOVERNED}${term}` : term, 'gi');
}

// A defensive term right after an evasion verb or a purpose lead (three words between at most) does not excuse.
const GOVERNED = `(?<!\\b(?:${[...EVASION_VERBS, ...PURPOSE_LEADS].join('|')})\\s+(?:[\\w'-]+\\s+){0,3})`;

const compiled = new WeakMap<SentenceRule, CompiledSentenceRule>();
function compile(rule: SentenceRule): CompiledSentenceRule {
  let done = compiled.get(rule);
  if (!done) {
    done = {
      // Shortest word lists first: they are cheapest to scan and most often name the harm itself,
      // so a text without it is refused a match before the long generic lists are scanned.
      groups: [...rule.all].sort((a, b) => a.join('|').length - b.join('|').length).map((group) => termRegex(group, false)),
      unless: rule.unless && rule.unless.length > 0 ? termRegex(rule.unless, true) : null,
      sentences: rule.sentences ?? 1,
      victim: rule.victimExcuse !== false,
    };
    compiled.set(rule, done);
  }
  return done;
}

/**
 * Whether a reading has a window (one sentence, or with `sentences: 2` a sentence and the next on
 * the same line) holding a term of every group and no ungoverned `unless` term, and that is not a
 * victim's account answered by a question for help nearby. Linear in the text: each term regex
 * scans the reading once, and each window is tested with binary searches over those positions.
 */
export function matchesSentenceRule(rule: SentenceRule, index: ReadingIndex): boolean {
  const { groups, unless, sentences, victim } = compile(rule);
  // Group by group, stopping at the first that does not occur at all: most texts fail early.
  const hits: number[][] = [];
  for (const group of groups) {
    const positions = index.positionsOf(group);
    if (positions.length === 0) return false;
    hits.push(positions);
  }
  const rarest = hits.reduce((a, b) => (b.length < a.length ? b : a));
  const tried = new Set<number>();
  for (const at of rarest) {
    const sentence = index.sentenceAt(at);
    if (tried.has(sentence)) continue;
    tried.add(sentence);
    // Every window around the sentence that holds every group; the harm stands when one does and
    // none of them is excused, so text added before or after a prompt cannot move its excuse out
    // of reach.
    const firsts = sentences === 2 && sentence > 0 && index.runsOn[sentence - 1] ? [sentence - 1, sentence] : [sentence];
    let matched = false;
    let excused = false;
    for (const first of firsts) {
      const begin = index.begins[first] ?? 0;
      const end = sentences === 2 && index.runsOn[first] ? (index.ends[first + 1] ?? index.text.length) : (index.ends[first] ?? index.text.length);
      if (!hits.every((positions) => hasPositionIn(positions, begin, end))) continue;
      matched = true;
      if (unless && hasPositionIn(index.positionsOf(unless), ...excuseSpan(index, first, begin, end, sentences))) excused = true;
      else if (victim && isVictimAccount(index, begin, end)) excused = true;
    }
    if (matched && !excused) return true;
  }
  return false;
}

/**
 * Where a defensive term excuses a window: the window itself, and for two-sentence rules also the
 * sentences either side of it on the same line, so a question that follows the account of a harm
 * ("... wire money after a call from the CEO. What controls do companies recommend?") still
 * reads as the defender's, wherever the window starts.
 */
function excuseSpan(index: ReadingIndex, first: number, begin: number, end: number, sentences: 1 | 2): [number, number] {
  if (sentences === 1) return [begin, end];
  const last = index.runsOn[first] ? first + 1 : first;
  const from = first > 0 && index.runsOn[first - 1] ? (index.begins[first - 1] ?? begin) : begin;
  const to = index.runsOn[last] ? (index.ends[last + 1] ?? end) : end;
  return [from, to];
}

// Looked up once, on first use: building their sources joins long word lists, too much for every window.
let victimTerms: { harm: RegExp; help: RegExp } | undefined;

/** A harm told as done by someone else or to the speaker, with a question for help within reach. */
function isVictimAccount(index: ReadingIndex, begin: number, end: number): boolean {
  const { harm, help } = (victimTerms ??= { harm: termRegex(DESCRIBED_HARM, false), help: termRegex(HELP_SEEKING, true) });
  if (!hasPositionIn(index.positionsOf(harm), begin, end)) return false;
  return hasPositionIn(index.positionsOf(help), begin - PARAGRAPH_REACH, begin + PARAGRAPH_REACH + 1);
}

/** Every regular-expression source a sentence rule compiles, for checking a rule set from configuration. */
export function sentenceRuleSources(rule: SentenceRule): string[] {
  return [...rule.all.map((group) => `\\b(?:${group.join('|')})\\b`), ...(rule.unless ? [`\\b(?:${rule.unless.join('|')})\\b`] : [])];
}
