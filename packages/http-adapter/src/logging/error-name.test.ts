import { describe, expect, it } from 'vitest';
import { errorName } from './error-name.js';

describe('errorName', () => {
  it('names an error and its code, never its message', () => {
    expect(errorName(Object.assign(new TypeError('token sgp_secret in here'), { code: 'ERR_X' }))).toBe('TypeError:ERR_X');
    expect(errorName(new RangeError('prompt text'))).toBe('RangeError');
    expect(errorName('a thrown string')).toBe('string');
  });
});
