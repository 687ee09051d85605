import { describe, expect, it } from 'vitest';
import { DEFAULT_MODELS } from './default-models.js';

describe('DEFAULT_MODELS', () => {
  it('holds the ten models of the catalog with their team, route and echo rule', () => {
    expect(DEFAULT_MODELS.map((m) => [m.id, m.team, m.route, m.echo.kind])).toEqual([
      ['shared-1', 'blue', 'shared', 'requested'],
      ['shared-2', 'blue', 'shared', 'requested'],
      ['shared-3', 'blue', 'shared', 'requested'],
      ['shared-4', 'blue', 'shared', 'requested'],
      ['red-1', 'red', 'dedicated', 'fixed'],
      ['red-2', 'red', 'dedicated', 'fixed'],
      ['red-3', 'red', 'dedicated', 'fixed'],
      ['red-4', 'red', 'dedicated', 'fixed'],
      ['red-5', 'red', 'dedicated', 'fixed'],
      ['red-6', 'red', 'dedicated', 'shape'],
    ]);
  });

  it('gives each fixed-echo model its own default upstream identifier', () => {
    const upstreams = DEFAULT_MODELS.flatMap((m) => (m.echo.kind === 'fixed' ? [m.echo.upstreamModel] : []));
    expect(upstreams).toEqual(['secgate-red-1', 'secgate-red-2', 'secgate-red-3', 'secgate-red-4', 'secgate-red-5']);
  });
});
