import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAttackBundleText, readAttackBundleFile } from '@secgate/http-adapter';
import { smallAttackBundle } from '../../../http-adapter/src/knowledge/small-bundle.test-support.js';
import { storeAttackBundle } from './store-attack-bundle.js';

function parsed(text: string) {
  const result = parseAttackBundleText(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('storeAttackBundle', () => {
  it('stores the bundle under its domain with a sidecar, and replaces it whole', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'secgate-store-')), 'nested', 'knowledge');
    const first = smallAttackBundle();
    const stored = await storeAttackBundle(dir, {
      text: first,
      corpus: parsed(first),
      from: '/tmp/mobile.json',
      version: '9.9',
      storedAt: new Date('2026-01-02T03:04:05Z'),
    });
    expect(stored.path).toBe(join(dir, 'mobile-attack.json'));
    expect(readFileSync(stored.path, 'utf8')).toBe(first);
    expect(JSON.parse(readFileSync(join(dir, 'mobile-attack.meta.json'), 'utf8'))).toEqual({
      version: '9.9',
      from: '/tmp/mobile.json',
      storedAt: '2026-01-02T03:04:05.000Z',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      bytes: first.length,
    });
    const reread = await readAttackBundleFile(stored.path);
    expect(reread.ok && reread.value.source.version).toBe('9.9');

    const second = first.replace('Test Technique', 'Renamed Technique');
    await storeAttackBundle(dir, { text: second, corpus: parsed(second), from: 'https://example.test/m.json', storedAt: new Date() });
    expect(readFileSync(stored.path, 'utf8')).toBe(second);
    expect(JSON.parse(readFileSync(join(dir, 'mobile-attack.meta.json'), 'utf8')).version).toBeUndefined();
    // No temporary file is left behind.
    expect(readdirSync(dir).sort()).toEqual(['mobile-attack.json', 'mobile-attack.meta.json']);
  });
});
