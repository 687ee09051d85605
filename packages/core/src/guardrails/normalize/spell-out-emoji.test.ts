import { describe, expect, it } from 'vitest';
import { spellOutEmoji } from './spell-out-emoji.js';

describe('spellOutEmoji', () => {
  it('reads an emoji that stands for a thing as its word', () => {
    expect(spellOutEmoji('grabs their 🔑🔑🔑 and hides the 💵 from the 🏦.')).toBe('grabs their password and hides the money from the bank.');
    expect(spellOutEmoji('make the 🏢 go💥')).toBe('make the building go explosion');
  });

  it('keeps one space where other emoji stood, and drops an emoji its neighbour already says', () => {
    expect(spellOutEmoji("a 'cleaning tool' 🧹 that phones 📞 home")).toBe("a 'cleaning tool' that phones home");
  });

  it('reads decoration as blank, and leaves text without emoji as written', () => {
    expect(spellOutEmoji('🔥 trending 🚨 alert ❤️')).toBe('trending alert');
    expect(spellOutEmoji('plain text')).toBe('plain text');
  });
});
