import { describe, expect, it } from 'vitest';
import { cweText } from './cwe-text.js';

describe('cweText', () => {
  it('keeps a plain string, collapsing whitespace', () => {
    expect(cweText('  The product  does\n not neutralize. ')).toBe('The product does not neutralize.');
  });

  it('flattens paragraphs and lists, dropping attributes', () => {
    const value = {
      'xhtml:p': ['XSS occurs when:', 'Three kinds:'],
      'xhtml:ol': { 'xhtml:li': ['Untrusted data enters.', 'It is served.'] },
      attr: { '@_style': 'x' },
    };
    expect(cweText(value)).toBe('XSS occurs when:\nThree kinds:\n- Untrusted data enters.\n- It is served.');
  });

  it('answers an empty string for nothing', () => {
    expect(cweText(undefined)).toBe('');
    expect(cweText({ attr: { '@_a': 'b' } })).toBe('');
  });
});
