import { describe, expect, it } from 'vitest';
import { findPrivateKeyBlocks } from './find-private-key-blocks.js';
import { filler } from './secret-samples.test-support.js';

const block = (label: string) => `-----BEGIN ${label}PRIVATE KEY-----\n${filler(64)}\n-----END ${label}PRIVATE KEY-----`;

describe('findPrivateKeyBlocks', () => {
  it('spans each block from BEGIN to its END line', () => {
    const a = block('RSA ');
    const b = block('EC ');
    const text = `x ${a} y ${b} z`;
    expect(findPrivateKeyBlocks(text)).toEqual([
      { start: 2, end: 2 + a.length },
      { start: 2 + a.length + 3, end: 2 + a.length + 3 + b.length },
    ]);
  });

  it('runs an unterminated block with key material to the end of the text', () => {
    const text = `key: -----BEGIN PRIVATE KEY-----\r\n${filler(40)}`;
    expect(findPrivateKeyBlocks(text)).toEqual([{ start: 5, end: text.length }]);
    const pgp = `-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\n${filler(64)}`;
    expect(findPrivateKeyBlocks(pgp)).toEqual([{ start: 0, end: pgp.length }]);
  });

  it('skips bare headers quoted without key material, even many of them', () => {
    const header = '-----BEGIN RSA PRIVATE KEY----- is the first line. ';
    expect(findPrivateKeyBlocks(header.repeat(20_000))).toEqual([]);
  });
});
