import { describe, expect, it } from 'vitest';
import { plainAttackText } from './plain-attack-text.js';

describe('plainAttackText', () => {
  it('drops citations, keeps link text and removes formatting tags', () => {
    const text =
      'Adversaries may rely on [User Execution](https://attack.mitre.org/techniques/T1204) to run it.(Citation: Unit 42 DarkHydrus July 2018)(Citation: Foo (2020)) Use <code>cmd.exe /c <command></code>.';
    expect(plainAttackText(text)).toBe('Adversaries may rely on User Execution to run it. Use cmd.exe /c <command>.');
  });

  it('keeps paragraphs but collapses runs of blank lines and spaces', () => {
    expect(plainAttackText('  One   two.\n\n\n\n  Three.  ')).toBe('One two.\n\nThree.');
  });
});
