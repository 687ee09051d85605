/**
 * One reading of a text, indexed for the sentence rules: where its sentences begin and end, and,
 * computed once per term regex and shared by every rule that uses it, where that term occurs. A
 * sentence ends at a line break or at `.`, `!` or `?` followed by white space, so dotted names
 * (paypal.com, file.ts) stay inside their sentence.
 */
export class ReadingIndex {
  /** Start (inclusive) and end (exclusive, the boundary character) of each sentence. */
  readonly begins: number[] = [];
  readonly ends: number[] = [];
  /** Whether sentence i runs on into sentence i + 1 on the same line (`. ` rather than a line break). */
  readonly runsOn: boolean[] = [];
  private readonly positions = new Map<RegExp, number[]>();
  private readonly found = new Map<RegExp, boolean>();
  private readonly memos = new Map<object, unknown>();

  constructor(readonly text: string) {
    let begin = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const isBreak = c === 10;
      const isStop = (c === 46 || c === 33 || c === 63) && /\s/.test(text[i + 1] ?? '');
      if (!isBreak && !isStop) continue;
      this.begins.push(begin);
      this.ends.push(i);
      this.runsOn.push(isStop && (text[i + 1] === ' ' || text[i + 1] === '\t'));
      begin = i + 1;
    }
    this.begins.push(begin);
    this.ends.push(text.length);
    this.runsOn.push(false);
  }

  /** Start positions of every match of a global regex, in order; computed once per regex. */
  positionsOf(regex: RegExp): number[] {
    let found = this.positions.get(regex);
    if (found) return found;
    found = [];
    regex.lastIndex = 0;
    for (let match = regex.exec(this.text); match; match = regex.exec(this.text)) {
      found.push(match.index);
      if (match[0] === '') regex.lastIndex++;
    }
    this.positions.set(regex, found);
    return found;
  }

  /** Whether a (non-global) regex matches the reading; tested once per regex. */
  has(regex: RegExp): boolean {
    let result = this.found.get(regex);
    if (result === undefined) {
      result = regex.test(this.text);
      this.found.set(regex, result);
    }
    return result;
  }

  /** A value computed from the reading once per key (a learned scorer's reading of it) and shared by every rule. */
  memo<T>(key: object, compute: () => T): T {
    if (this.memos.has(key)) return this.memos.get(key) as T;
    const value = compute();
    this.memos.set(key, value);
    return value;
  }

  /** The sentence that holds position `at`. */
  sentenceAt(at: number): number {
    let low = 0;
    let high = this.begins.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.begins[mid] ?? 0) <= at) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}

/** Whether a sorted list of positions has one in [from, to). */
export function hasPositionIn(positions: readonly number[], from: number, to: number): boolean {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((positions[mid] ?? 0) < from) low = mid + 1;
    else high = mid;
  }
  return low < positions.length && (positions[low] ?? 0) < to;
}
