import { describe, expect, it } from 'vitest';
import { answerBytes } from './answer-bytes.js';

describe('answerBytes', () => {
  it('counts the content in UTF-8 bytes', () => {
    expect(answerBytes('hello', [])).toBe(5);
    expect(answerBytes('é€😀', [])).toBe(2 + 3 + 4);
  });

  it('counts no content as nothing', () => {
    expect(answerBytes(null, [])).toBe(0);
  });

  it('adds the tool calls as JSON', () => {
    const call = { id: 'call_1', type: 'function' as const, function: { name: 'lookup', arguments: '{"cve":"CVE-2024-3094"}' } };
    expect(answerBytes(null, [call])).toBe(Buffer.byteLength(JSON.stringify([call])));
    expect(answerBytes('ok', [call])).toBe(2 + Buffer.byteLength(JSON.stringify([call])));
  });
});
