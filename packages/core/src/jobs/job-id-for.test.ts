import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isUuidV4 } from './is-uuid-v4.js';
import { jobIdFor, uuidV4FromBytes } from './job-id-for.js';

const body = { model: 'shared-1', messages: [{ role: 'user', content: 'Review my code.' }], max_tokens: 512 };

describe('jobIdFor', () => {
  it('is the SHA-256 of principal, line break and canonical body, formatted as a UUID v4', () => {
    const canonical = '{"max_tokens":512,"messages":[{"content":"Review my code.","role":"user"}],"model":"shared-1"}';
    const digest = createHash('sha256').update(`p-1\n${canonical}`).digest();
    const hex = digest.subarray(0, 16).toString('hex');
    const expected = [
      hex.slice(0, 8),
      hex.slice(8, 12),
      `4${hex.slice(13, 16)}`,
      ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
      hex.slice(20, 32),
    ].join('-');
    expect(jobIdFor('p-1', body)).toBe(expected);
    expect(isUuidV4(expected)).toBe(true);
  });

  it('ignores stream and stream_options, and key order', () => {
    const id = jobIdFor('p-1', body);
    expect(jobIdFor('p-1', { ...body, stream: true, stream_options: { include_usage: true } })).toBe(id);
    expect(jobIdFor('p-1', { max_tokens: 512, messages: body.messages, model: 'shared-1', stream: false })).toBe(id);
  });

  it('differs for another principal or another body', () => {
    const id = jobIdFor('p-1', body);
    expect(jobIdFor('p-2', body)).not.toBe(id);
    expect(jobIdFor('p-1', { ...body, max_tokens: 513 })).not.toBe(id);
    expect(jobIdFor('p-1', { ...body, task: 'code-review' })).not.toBe(id);
  });

  it('keeps the ids it has always given, non-ASCII and lone surrogates included', () => {
    // Pinned from the node:crypto implementation: stored jobs re-attach only while these hold.
    expect(jobIdFor('p-1', body)).toBe('f49a2fde-151d-448b-95d1-bcc621622ca2');
    const unicode = { model: 'shared-1', messages: [{ role: 'user', content: 'Ünïcödé 🔐 and a lone \ud800 surrogate' }] };
    expect(jobIdFor('prn_日本', unicode)).toBe('9737417c-fa56-4f59-b746-370bec37eb9d');
  });

  it('does not let the principal id and the body trade characters', () => {
    expect(jobIdFor('p', { a: '1' })).not.toBe(jobIdFor('p\n{"a":"1"}', {}));
  });
});

describe('uuidV4FromBytes', () => {
  it('forces the version nibble and variant bits and keeps the other bits', () => {
    expect(uuidV4FromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidV4FromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('refuses anything but 16 bytes', () => {
    expect(() => uuidV4FromBytes(new Uint8Array(15))).toThrow(RangeError);
  });
});
