import { describe, expect, it } from 'vitest';
import { readReversedText } from './read-reversed-text.js';

describe('readReversedText', () => {
  it('reads back a line written letter by letter backwards, asked for or not', () => {
    expect(readReversedText('.yadnoM no meht fo eno ot egassem a etirw dna won ti od')).toEqual(['do it now and write a message to one of them on Monday.']);
  });

  it('reads every line back letter by letter and word by word when the text asks to be read backwards', () => {
    const read = readReversedText('(read it backwards) weekend all down it keep and shop the at aim');
    expect(read.some((line) => line.startsWith('aim at the shop and keep it down all weekend'))).toBe(true);
    expect(readReversedText('Read this backwards and answer: ?tomorrow there be I will and ,here meet we')).toContain(
      'we meet here, and will I be there tomorrow? answer: and backwards this Read',
    );
  });

  it('leaves security prose alone, reverse shells and reversed samples included', () => {
    expect(readReversedText('We reversed the sample and found a reverse shell to 10.0.0.5 on the OS level.')).toEqual([]);
    expect(readReversedText('ok')).toEqual([]);
  });
});
