import { describe, expect, it } from 'vitest';
import { type WaveAsset, computeWaves } from './compute-waves.js';
import type { AssetCriticality } from './recover-schema.js';

const a = (id: string, dependsOn: string[] = [], criticality: AssetCriticality = 'medium'): WaveAsset => ({ id, criticality, dependsOn });

function wavesOf(assets: WaveAsset[]) {
  const result = computeWaves(assets);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function cycleOf(assets: WaveAsset[]) {
  const result = computeWaves(assets);
  if (result.ok) throw new Error('expected a cycle');
  return result.error;
}

describe('computeWaves', () => {
  it('puts an asset one wave after its latest dependency', () => {
    const plan = wavesOf([a('web', ['app', 'idp']), a('app', ['db']), a('db', ['idp']), a('idp'), a('monitoring')]);
    expect(plan.waves).toEqual([
      { wave: 1, assets: ['idp', 'monitoring'] },
      { wave: 2, assets: ['db'] },
      { wave: 3, assets: ['app'] },
      { wave: 4, assets: ['web'] },
    ]);
    expect([...plan.waveOf]).toEqual([4, 3, 2, 1, 1]);
    expect([...plan.order]).toEqual([3, 4, 2, 1, 0]);
  });

  it('orders a wave by criticality, then by id in code-unit order', () => {
    const plan = wavesOf([
      a('b-low', [], 'low'),
      a('a-low', [], 'low'),
      a('medium', [], 'medium'),
      a('zeta', [], 'critical'),
      a('Alpha', [], 'critical'),
      a('alpha', [], 'critical'),
      a('high', [], 'high'),
      a('Ölfeld', [], 'critical'),
    ]);
    expect(plan.waves).toEqual([{ wave: 1, assets: ['Alpha', 'alpha', 'zeta', 'Ölfeld', 'high', 'medium', 'a-low', 'b-low'] }]);
  });

  it('reports a self-dependency as a cycle of one', () => {
    expect(cycleOf([a('web', ['db']), a('db', ['db'])])).toEqual({
      code: 'dependency-cycle',
      message: 'The asset "db" depends on itself, so no restore order exists.',
      assets: ['db'],
    });
  });

  it('reports a 2-cycle in dependency order from its smallest id', () => {
    const error = cycleOf([a('web', ['app']), a('app', ['web'])]);
    expect(error.assets).toEqual(['app', 'web']);
    expect(error.message).toBe('The dependencies form a cycle, so no restore order exists: app -> web -> app.');
  });

  it('finds a 3-cycle inside a larger graph', () => {
    const error = cycleOf([
      a('idp'),
      a('db', ['idp']),
      a('web', ['app']),
      a('queue', ['db', 'worker']),
      a('worker', ['storage', 'idp']),
      a('storage', ['queue']),
      a('app', ['queue', 'db']),
      a('monitoring'),
    ]);
    expect(error.assets).toEqual(['queue', 'worker', 'storage']);
  });

  it('shortens the message of a long cycle but names every asset in it', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `s${String(i).padStart(2, '0')}`);
    const error = cycleOf(ids.map((id, i) => a(id, [ids[(i + 1) % ids.length] as string])));
    expect(error.assets).toEqual(ids);
    expect(error.message).toContain('(20 assets in all)');
  });

  it('handles an empty list', () => {
    expect(wavesOf([]).waves).toEqual([]);
  });
});
