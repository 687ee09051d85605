import { describe, expect, it } from 'vitest';
import { checkEcho } from './check-echo.js';

describe('checkEcho', () => {
  it('requested: the answer names exactly the requested id', () => {
    const rule = { kind: 'requested' } as const;
    expect(checkEcho(rule, 'shared-1', 'shared-1')).toBe(true);
    expect(checkEcho(rule, 'shared-1', 'shared-2')).toBe(false);
    expect(checkEcho(rule, 'shared-1', 'Shared-1')).toBe(false);
    expect(checkEcho(rule, 'shared-1', 'shared-1 ')).toBe(false);
  });

  it('fixed: the answer names exactly the configured upstream id, not the requested one', () => {
    const rule = { kind: 'fixed', upstreamModel: 'vendor/model-7b' } as const;
    expect(checkEcho(rule, 'red-1', 'vendor/model-7b')).toBe(true);
    expect(checkEcho(rule, 'red-1', 'red-1')).toBe(false);
    expect(checkEcho(rule, 'red-1', 'vendor/model-7b-v2')).toBe(false);
  });

  it('shape: any 1 to 128 characters of [A-Za-z0-9._:/-]', () => {
    const rule = { kind: 'shape' } as const;
    for (const good of ['m', 'org/model-1.5:latest', 'a_b', 'x'.repeat(128)]) expect(checkEcho(rule, 'red-6', good)).toBe(true);
    for (const bad of ['', 'x'.repeat(129), 'has space', 'quote"', 'semi;colon', 'ünicode', 'line\nbreak']) {
      expect(checkEcho(rule, 'red-6', bad)).toBe(false);
    }
  });

  it('a missing or non-string model breaks every rule', () => {
    for (const rule of [{ kind: 'requested' }, { kind: 'fixed', upstreamModel: 'u' }, { kind: 'shape' }] as const) {
      for (const bad of [undefined, null, 7, ['shared-1'], { id: 'shared-1' }]) expect(checkEcho(rule, 'shared-1', bad)).toBe(false);
    }
  });
});
