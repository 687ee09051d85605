import { describe, expect, it } from 'vitest';
import { utcInstant, When } from './when.js';

const NOW = Date.parse('2026-11-28T09:35:42.250Z');

describe('When', () => {
  it('shows the age in words, with the exact UTC instant in the markup and on hover', async () => {
    const html = String(await When({ at: Date.parse('2026-11-28T09:30:42.000Z'), now: NOW }).toString());
    expect(html).toBe('<time datetime="2026-11-28T09:30:42Z" title="2026-11-28 09:30:42 UTC">5 minutes ago</time>');
  });

  it('words a future instant with "in"', async () => {
    const html = String(await When({ at: NOW + 4 * 86_400_000, now: NOW }).toString());
    expect(html).toContain('>in 4 days</time>');
  });

  it('drops the milliseconds of the instant', () => {
    expect(utcInstant(Date.parse('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05Z');
  });
});
