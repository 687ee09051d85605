import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, isPrintableAscii } from './base64.js';

const toBase64Url = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('decodeBase64', () => {
  it('decodes padded and unpadded base64', () => {
    expect(decodeBase64('dXNlcjpwYXNz')).toBe('user:pass');
    expect(decodeBase64('YQ==')).toBe('a');
    expect(decodeBase64('YQ')).toBe('a');
    expect(decodeBase64('YWI=')).toBe('ab');
    expect(decodeBase64('')).toBe('');
  });

  it('decodes base64url (`-` and `_`) like base64 (`+` and `/`)', () => {
    expect(decodeBase64('-_-_')).toBe(decodeBase64('+/+/'));
    expect(decodeBase64('-_-_')).toBe('\xfb\xff\xbf');
  });

  it('rejects text that is not base64', () => {
    expect(decodeBase64('abcde')).toBeUndefined(); // one character over a quad
    expect(decodeBase64('ab$d')).toBeUndefined();
    expect(decodeBase64('ab d')).toBeUndefined();
    expect(decodeBase64('ab=d')).toBeUndefined(); // padding only at the end
  });

  it('inverts btoa for any Latin-1 text, in base64 and base64url', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = String.fromCharCode(...bytes);
        const b64 = btoa(text);
        expect(decodeBase64(b64)).toBe(text);
        expect(decodeBase64(toBase64Url(b64))).toBe(text);
      }),
    );
  });
});

describe('isPrintableAscii', () => {
  it('accepts printable ASCII, tabs and newlines', () => {
    expect(isPrintableAscii('user:p@ss w0rd~')).toBe(true);
    expect(isPrintableAscii('a\tb\r\nc')).toBe(true);
    expect(isPrintableAscii('')).toBe(true);
  });

  it('rejects control characters and bytes above 0x7e', () => {
    expect(isPrintableAscii('a\x00b')).toBe(false);
    expect(isPrintableAscii('\x7f')).toBe(false);
    expect(isPrintableAscii('caf\xe9')).toBe(false);
  });
});
