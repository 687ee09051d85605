import { describe, expect, it } from 'vitest';
import { normalizePromptText } from './normalize-prompt-text.js';

describe('normalizePromptText', () => {
  it('folds full-width forms, drops invisible characters and makes apostrophes plain', () => {
    expect(normalizePromptText('ｓａｒｉｎ １２３４')).toBe('sarin 1234');
    expect(normalizePromptText('phi\u200bsh\u00ading')).toBe('phishing');
    expect(normalizePromptText('customer’s')).toBe("customer's");
  });

  it('leaves plain ASCII text as it is', () => {
    const text = 'Review my code.\nThanks!';
    expect(normalizePromptText(text)).toBe(text);
  });
});
