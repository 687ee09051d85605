/** Where in a text JSON.parse gave up, and why, in words an operator can act on. */
export interface JsonErrorPosition {
  /** 1-based. */
  line: number;
  /** 1-based, in characters of that line. */
  column: number;
  /** V8's reason without its position and its quote of the text, e.g. `Expected ',' or '}' after property value`. */
  reason: string;
}

/**
 * Locates the error JSON.parse threw for `text`. V8 names the offset ("... in JSON at position 13")
 * in most of its messages but not all ("Unexpected token '}', "..." is not valid JSON", "Unexpected
 * end of JSON input"), so an offset it does not give is found by scanning the text.
 */
export function jsonErrorPosition(text: string, error: unknown): JsonErrorPosition {
  const message = error instanceof Error ? error.message : String(error);
  const stated = /\bat position (\d+)/.exec(message);
  const offset = stated ? Number(stated[1]) : firstJsonErrorOffset(text);
  const before = text.slice(0, Math.min(offset, text.length));
  const lineStart = before.lastIndexOf('\n') + 1;
  const reason =
    message
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/\s+in JSON at position \d+.*$/s, '')
      .replace(/, (?:\.\.\.)?".*is not valid JSON$/s, '')
      .replace(/^Unexpected end of JSON input$/, 'Unexpected end of the file') || 'Invalid JSON';
  return { line: before.split('\n').length, column: offset - lineStart + 1, reason };
}

/** The offset of the first character that is not valid JSON (text.length for a text cut short); -1 when all is valid. */
export function firstJsonErrorOffset(text: string): number {
  let at = 0;
  const fail = (): never => {
    throw new JsonStop(at);
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at++;
  };
  const expect = (char: string) => (text[at] === char ? at++ : fail());
  const digits = () => {
    const start = at;
    while (at < text.length && text[at]! >= '0' && text[at]! <= '9') at++;
    if (at === start) fail();
  };
  const string = () => {
    expect('"');
    for (;;) {
      if (at >= text.length) fail();
      const char = text[at] as string;
      if (char === '"') return void at++;
      if (char < ' ') fail();
      if (char === '\\') {
        at++;
        if (text[at] === 'u') {
          for (let i = 1; i <= 4; i++) if (!/[0-9a-fA-F]/.test(text[at + i] ?? '')) return void ((at += i), fail());
          at += 5;
        } else if (at < text.length && '"\\/bfnrt'.includes(text[at] as string)) at++;
        else fail();
      } else at++;
    }
  };
  const number = () => {
    if (text[at] === '-') at++;
    if (text[at] === '0') at++;
    else digits();
    if (text[at] === '.') (at++, digits());
    if (text[at] === 'e' || text[at] === 'E') {
      at++;
      if (text[at] === '+' || text[at] === '-') at++;
      digits();
    }
  };
  const word = (literal: string) => {
    for (const char of literal) expect(char);
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') return members('}', () => (string(), space(), expect(':'), value()));
    if (char === '[') return members(']', value);
    if (char === '"') return string();
    if (char === 't') return word('true');
    if (char === 'f') return word('false');
    if (char === 'n') return word('null');
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    fail();
  };
  const members = (close: string, member: () => void) => {
    at++;
    space();
    if (text[at] === close) return void at++;
    for (;;) {
      space();
      member();
      space();
      if (text[at] === ',') at++;
      else return void expect(close);
    }
  };
  try {
    value();
    space();
    return at < text.length ? at : -1;
  } catch (stop) {
    if (stop instanceof JsonStop) return stop.offset;
    throw stop;
  }
}

class JsonStop {
  constructor(readonly offset: number) {}
}
