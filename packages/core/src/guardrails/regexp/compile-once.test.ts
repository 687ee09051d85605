import { describe, expect, it } from 'vitest';
import { compileOnce } from './compile-once.js';
import { parseRegExpSource, printAlternation } from './regexp-tree.js';

const settled = (source: string, settleAfter?: number) => {
  const tree = parseRegExpSource(source);
  if (!tree) throw new Error(`not parsed: ${source}`);
  return printAlternation(compileOnce(tree, settleAfter));
};

describe('compileOnce', () => {
  it('settles after a group with alternatives or a quantifier once two literal characters are taken', () => {
    expect(settled('\\bsteal(?:s|ing)?\\s+(?:their|your) (?:passwords?|pins?)\\b')).toBe(
      '\\bsteal(?:s|ing)?(?=)\\s+(?:their|your)(?=) (?:passwords?|pins?)(?=\\b)',
    );
  });

  it('leaves the start of a match as written, where the engine tries every position', () => {
    expect(settled('\\b(?:a|an|the) (?:big|small) (?:dogs?|cats?)\\b')).toBe('\\b(?:a|an|the) (?:big|small)(?=) (?:dogs?|cats?)(?=\\b)');
    expect(settled('(?:a|b)x?(?:c|d)(?:e|f)')).toBe('(?:a|b)x?(?:c|d)(?=)(?:e|f)');
    expect(settled('(?:my|our) (?:[\\w-]+ )?(?:kids?|wife) now')).toBe('(?:my|our)(?=) (?:[\\w-]+ )?(?=)(?:kids?|wife)(?=) now');
  });

  it('counts no characters read by a look-around, and none inside a look-behind', () => {
    expect(settled('(?=abcdef)(?:x|y)z')).toBe('(?=abcdef)(?:x|y)z');
    expect(settled('abc(?<!nota (?:x|y)z\\b)d')).toBe('abc(?<!nota (?:x|y)(?=)z(?=\\b))d');
    expect(settled('(?<!abcdef(?:x|y)z\\b)d')).toBe('(?<!abcdef(?:x|y)z\\b)d');
  });

  it('settles nothing after the last term of a sequence, and everywhere with no threshold', () => {
    expect(settled('abcd(?:e|f)')).toBe('abcd(?:e|f)');
    expect(settled('(?:a|b)c\\b', 0)).toBe('(?:a|b)(?=)c(?=\\b)');
  });
});
