import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect-path.js';

const BASE = 'https://secgate.example';

describe('safeRedirectPath', () => {
  it('keeps paths of the service, with their query and fragment', () => {
    expect(safeRedirectPath('/console', '/x')).toBe('/console');
    expect(safeRedirectPath('/console/billing?tab=lots#recharge', '/x')).toBe('/console/billing?tab=lots#recharge');
  });

  it('refuses every way out of the origin', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/console',
      'http:evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/%2f%2fevil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
      '/console\nLocation: https://evil.example',
      '',
      'x'.repeat(600),
    ]) {
      expect(safeRedirectPath(target, '/console')).toBe('/console');
    }
    expect(safeRedirectPath(undefined, '/console')).toBe('/console');
    expect(safeRedirectPath(null, '/console')).toBe('/console');
  });

  it('never leaves the origin, for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.string({ unit: 'grapheme' })), (target) => {
        const kept = safeRedirectPath(target, '/console');
        expect(new URL(kept, BASE).origin).toBe(BASE);
        // What a browser does with the Location header: strip tabs and line breaks, read \ as /.
        const asBrowser = kept.replace(/[\t\n\r]/g, '').replaceAll('\\', '/');
        expect(new URL(asBrowser, BASE).origin).toBe(BASE);
      }),
      { numRuns: 2_000 },
    );
  });
});
