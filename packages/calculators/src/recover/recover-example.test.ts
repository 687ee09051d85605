import { describe, expect, it } from 'vitest';
import { recoverExample } from './recover-example.js';
import { recover } from './recover.js';

describe('recoverExample', () => {
  const result = recover(recoverExample);
  if (!result.ok) throw new Error(result.error.message);
  const answer = result.value;

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(recoverExample))).toEqual(recoverExample);
  });

  it('restores the identity provider first and the web front last', () => {
    expect(answer.waves).toEqual([
      { wave: 1, assets: ['identity-provider', 'monitoring'] },
      { wave: 2, assets: ['core-db', 'object-storage', 'message-queue'] },
      { wave: 3, assets: ['app-servers', 'file-share'] },
      { wave: 4, assets: ['web-frontend'] },
    ]);
  });

  it('shows every check passing and failing, and immutable warning', () => {
    const seen = new Set(answer.assets.flatMap((a) => a.checks.map((c) => `${c.check}:${c.status}`)));
    for (const check of ['rpo', 'restore-test', 'offsite', 'immutable', 'rto-order']) {
      expect(seen).toContain(`${check}:pass`);
      expect(seen).toContain(`${check}:fail`);
    }
    expect(seen).toContain('immutable:warn');
    expect(answer.summary).toEqual({ assets: 8, waves: 4, failing: { rpo: 3, restoreTest: 3, offsite: 1, immutable: 1, rtoOrder: 2 } });
  });

  it('carries every note that applies to it', () => {
    expect(answer.notes).toHaveLength(5);
  });
});
