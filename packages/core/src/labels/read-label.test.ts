import { describe, expect, it } from 'vitest';
import { LABEL_MAX, readLabel } from './read-label.js';

// Built at run time so the repository holds no literal that looks like a live credential.
const githubToken = 'gh' + 'p_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5';

describe('readLabel', () => {
  it('keeps a label trimmed, and an empty one as none', () => {
    expect(readLabel('  laptop  ')).toEqual({ ok: true, value: 'laptop' });
    expect(readLabel('   ')).toEqual({ ok: true, value: null });
  });

  it('masks a secret pasted into it', () => {
    expect(readLabel(`ci ${githubToken}`)).toEqual({ ok: true, value: 'ci [REDACTED:github-token]' });
  });

  it('refuses one too long or with control characters', () => {
    expect(readLabel('x'.repeat(LABEL_MAX + 1)).ok).toBe(false);
    expect(readLabel('a\u0000b').ok).toBe(false);
  });
});
