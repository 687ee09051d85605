/**
 * A regular-expression source as a tree of alternations, sequences and terms, for rewriting the
 * rules' expressions (compactRegExpSource). Only what the rules write is read: literal characters,
 * escapes, classes, `.`, `^`, `$`, non-capturing groups, look-arounds and quantifiers, without the
 * `u` flag. Anything else (capturing or named groups, backreferences, a brace or bracket that
 * stands for itself, `\p`, `\c`) makes parseRegExpSource return null and the source is used as
 * written: a rewrite is only safe where every construct is understood.
 *
 * Tokens keep their text as written, so printing a parsed source gives it back character for
 * character, and two terms are the same when their text is.
 */

export type GroupOpen = '(?:' | '(?=' | '(?!' | '(?<=' | '(?<!';

/** A character, escape, class, `.`, `^` or `$`, as written. */
export interface TokenAtom {
  kind: 'token';
  text: string;
}

export interface GroupAtom {
  kind: 'group';
  open: GroupOpen;
  body: Alternation;
}

export type Atom = TokenAtom | GroupAtom;

/** An atom and its quantifier as written ('' for none): `s?`, `\w*`, `(?:\s+\w+){0,3}?`. */
export class Term {
  private printed: string | undefined;

  constructor(
    readonly atom: Atom,
    readonly quantifier = '',
    text?: string,
  ) {
    this.printed = text;
  }

  /** The term as a source; printed when first asked (rewrites compare terms by it), then kept. */
  get text(): string {
    this.printed ??= (this.atom.kind === 'token' ? this.atom.text : `${this.atom.open}${printAlternation(this.atom.body)})`) + this.quantifier;
    return this.printed;
  }
}

export type Sequence = readonly Term[];

export interface Alternation {
  alternatives: readonly Sequence[];
}

/** A term of a group of alternatives. */
export function groupTerm(open: GroupOpen, alternatives: readonly Sequence[], quantifier = ''): Term {
  return new Term({ kind: 'group', open, body: { alternatives } }, quantifier);
}

export function printAlternation(alternation: Alternation): string {
  return alternation.alternatives.map(printSequence).join('|');
}

export function printSequence(sequence: Sequence): string {
  return sequence.map((term) => term.text).join('');
}

const GROUP_OPENS: readonly GroupOpen[] = ['(?<=', '(?<!', '(?:', '(?=', '(?!'];
const QUANTIFIER = /(?:[*+?]|\{\d+(?:,\d*)?\})\??/y;

class Unsupported extends Error {}

/** The tree of a source compiled without the `u` flag, or null when it holds a construct left as written. */
export function parseRegExpSource(source: string): Alternation | null {
  try {
    const parser = new Parser(source);
    const tree = parser.alternation();
    return parser.at === source.length ? tree : null;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

class Parser {
  at = 0;
  constructor(private readonly source: string) {}

  alternation(): Alternation {
    const alternatives: Sequence[] = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at++;
      alternatives.push(this.sequence());
    }
    return { alternatives };
  }

  private sequence(): Sequence {
    const terms: Term[] = [];
    for (let c = this.source[this.at]; c !== undefined && c !== '|' && c !== ')'; c = this.source[this.at]) {
      const start = this.at;
      const atom = this.atom();
      const next = this.source.charCodeAt(this.at);
      let quantifier = '';
      if (next === 42 || next === 43 || next === 63 || next === 123) {
        // * + ? {
        QUANTIFIER.lastIndex = this.at;
        quantifier = QUANTIFIER.exec(this.source)?.[0] ?? '';
        this.at += quantifier.length;
      }
      terms.push(new Term(atom, quantifier, this.source.slice(start, this.at)));
    }
    return terms;
  }

  private atom(): Atom {
    const c = this.source[this.at] ?? '';
    if (c === '(') {
      const open = GROUP_OPENS.find((o) => this.source.startsWith(o, this.at));
      if (!open) throw new Unsupported(); // a capturing or named group
      this.at += open.length;
      const body = this.alternation();
      if (this.source[this.at] !== ')') throw new Unsupported();
      this.at++;
      return { kind: 'group', open, body };
    }
    // A quantifier with nothing before it, or a brace or bracket that Annex B reads as a character.
    if (c === '*' || c === '+' || c === '?' || c === '{' || c === '}' || c === ']') throw new Unsupported();
    const text = c === '\\' ? escape(this.source, this.at) : c === '[' ? characterClass(this.source, this.at) : c;
    this.at += text.length;
    return { kind: 'token', text };
  }
}

/** An escape outside a class; backreferences, `\k`, `\p`, `\0` and `\c` are left as written. */
function escape(source: string, at: number): string {
  const c = source[at + 1];
  if (c === undefined || /[0-9kpPc]/.test(c)) throw new Unsupported();
  if (c === 'x') return checked(source, at, /\\x[0-9a-fA-F]{2}/y);
  if (c === 'u') return checked(source, at, /\\u[0-9a-fA-F]{4}/y);
  return source.slice(at, at + 2);
}

function characterClass(source: string, at: number): string {
  let i = source[at + 1] === '^' ? at + 2 : at + 1;
  for (; i < source.length; i++) {
    const c = source[i];
    if (c === ']') return source.slice(at, i + 1);
    if (c !== '\\') continue;
    const escaped = source[i + 1];
    if (escaped === undefined || /[1-9kpPc]/.test(escaped)) throw new Unsupported();
    if (escaped === 'x') checked(source, i, /\\x[0-9a-fA-F]{2}/y);
    if (escaped === 'u') checked(source, i, /\\u[0-9a-fA-F]{4}/y);
    i++;
  }
  throw new Unsupported();
}

function checked(source: string, at: number, shape: RegExp): string {
  shape.lastIndex = at;
  const match = shape.exec(source);
  if (!match) throw new Unsupported();
  return match[0];
}
