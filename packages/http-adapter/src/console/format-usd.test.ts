import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd } from './format-usd.js';

describe('formatUsd', () => {
  it('shows cents at least and every micro-dollar there is', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(12_500_000)).toBe('$12.50');
    expect(formatUsd(135)).toBe('$0.000135');
    expect(formatUsd(1_000_100)).toBe('$1.0001');
    expect(formatUsd(1_234_000_000)).toBe('$1,234.00');
    expect(formatUsd(-2_000_000)).toBe('-$2.00');
  });

  it('reads back as the same number of micro-dollars, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (micro) => {
        const text = formatUsd(micro).replace('$', '').replaceAll(',', '');
        const [whole = '', fraction = ''] = text.replace('-', '').split('.');
        const back = (Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'))) * (text.startsWith('-') ? -1 : 1);
        expect(back).toBe(micro === 0 ? 0 : micro);
      }),
    );
  });
});
