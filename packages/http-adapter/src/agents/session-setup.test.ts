import { describe, expect, it } from 'vitest';
import { sessionSetup } from './session-setup.js';

describe('sessionSetup', () => {
  it('numbers the steps from getting a token to handling its refusal, with absolute examples', () => {
    const steps = sessionSetup('https://gw.example.com');
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(steps[0]?.detail).toContain('account holder');
    expect(steps[1]?.example).toBe('curl -s https://gw.example.com/v1/research/status -H "Authorization: Bearer $SECGATE_TOKEN"');
    expect(steps[3]?.detail).toContain('WWW-Authenticate: Bearer realm="secgate"');
  });
});
