import { describe, expect, it } from 'vitest';
import { isUuidV4 } from './is-uuid-v4.js';

describe('isUuidV4', () => {
  it('accepts version 4 with variants 8, 9, a and b, in either case', () => {
    for (const v of ['8', '9', 'a', 'b', 'A', 'B']) {
      expect(isUuidV4(`3f2b1c4d-5e6f-4a7b-${v}c9d-0e1f2a3b4c5d`)).toBe(true);
    }
    expect(isUuidV4('3F2B1C4D-5E6F-4A7B-8C9D-0E1F2A3B4C5D')).toBe(true);
  });

  it('refuses other versions, variants, shapes and non-strings', () => {
    for (const text of [
      '3f2b1c4d-5e6f-1a7b-8c9d-0e1f2a3b4c5d',
      '3f2b1c4d-5e6f-4a7b-cc9d-0e1f2a3b4c5d',
      '3f2b1c4d-5e6f-4a7b-7c9d-0e1f2a3b4c5d',
      '3f2b1c4d5e6f4a7b8c9d0e1f2a3b4c5d',
      '{3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d}',
      ' 3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d\n',
      '3g2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      '',
      42,
      null,
    ]) {
      expect(isUuidV4(text)).toBe(false);
    }
  });
});
