import { describe, expect, it } from 'vitest';
import { firstJsonErrorOffset, jsonErrorPosition } from './json-error-position.js';

function positionOf(text: string) {
  try {
    JSON.parse(text);
  } catch (error) {
    return jsonErrorPosition(text, error);
  }
  throw new Error('valid JSON');
}

describe('jsonErrorPosition', () => {
  it('names the line and column of a missing comma, from the position V8 states', () => {
    expect(positionOf('{\n  "a": 1\n  "b": 2\n}')).toEqual({ line: 3, column: 3, reason: "Expected ',' or '}' after property value" });
  });

  it('finds the position V8 does not state (an unexpected token, a cut-short file)', () => {
    expect(positionOf('{\n  "port": }')).toEqual({ line: 2, column: 11, reason: "Unexpected token '}'" });
    expect(positionOf('{"a": tru}')).toMatchObject({ line: 1, column: 10 });
    // V8 quotes a long text elided ("...", ends cut off): none of the quote is kept.
    expect(positionOf(`{\n  "probe": {\n    "enabled": yes, "intervalMs": 1000, "timeoutMs": 500 }\n}`)).toEqual({
      line: 3,
      column: 16,
      reason: "Unexpected token 'y'",
    });
    expect(positionOf('{\n  "a": [1,')).toEqual({ line: 2, column: 11, reason: 'Unexpected end of the file' });
    expect(positionOf('')).toEqual({ line: 1, column: 1, reason: 'Unexpected end of the file' });
  });

  it('scans to the offset V8 states, wherever it states one', () => {
    for (const text of ['{"a": 1,}', '{"a":1', '[1,2] x', '{"a": "x\ny"}', '{"a": 01}', '{"a": 1e}', '{"a":"\\q"}', '{"a":"\\u12g4"}', '{"b": {"c": nul }}']) {
      let stated: number | undefined;
      try {
        JSON.parse(text);
      } catch (error) {
        stated = Number(/at position (\d+)/.exec((error as Error).message)?.[1] ?? NaN);
      }
      if (!Number.isNaN(stated)) expect({ text, offset: firstJsonErrorOffset(text) }).toEqual({ text, offset: stated });
    }
  });

  it('finds no error in valid JSON', () => {
    expect(firstJsonErrorOffset('{"a": [1, -2.5e+3, {"b": null}], "c": "\\u00e9\\n", "d": true, "e": false}')).toBe(-1);
    expect(firstJsonErrorOffset(' [] ')).toBe(-1);
  });
});
