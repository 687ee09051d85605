import { describe, expect, it } from 'vitest';
import { catalogEntry, modelsList } from './catalog-entry.js';
import { DEFAULT_MODELS } from './default-models.js';

const LIMITS = { inputCharacters: 524288, outputTokens: 32768, toolsPerRequest: 128, turns: 2048, partsPerRequest: 4096, syncWaitSeconds: 840 };

describe('catalogEntry', () => {
  it('describes a Blue model with the standard tasks', () => {
    expect(catalogEntry({ id: 'shared-1', team: 'blue', route: 'shared', echo: { kind: 'requested' } }, 'served')).toEqual({
      id: 'shared-1',
      object: 'model',
      owned_by: 'secgate',
      team: 'blue',
      route: 'shared',
      availability: 'served',
      tasks: ['code-review', 'vulnerability-triage', 'remediation'],
      limits: LIMITS,
    });
  });

  it('describes a Red model with every known task and never exposes its upstream', () => {
    const entry = catalogEntry(
      { id: 'red-4', team: 'red', route: 'dedicated', echo: { kind: 'fixed', upstreamModel: 'secret-upstream' } },
      'route not configured',
    );
    expect(entry.availability).toBe('route not configured');
    expect(entry.tasks).toEqual(['code-review', 'vulnerability-triage', 'remediation', 'payload-crafting', 'c2-tooling']);
    expect(JSON.stringify(entry)).not.toContain('secret-upstream');
  });
});

describe('modelsList', () => {
  it('reproduces the catalog table with the team requirements', () => {
    const served = new Set(['shared-1', 'shared-2', 'shared-3', 'shared-4', 'red-1', 'red-2', 'red-3']);
    const list = modelsList(DEFAULT_MODELS, (id) => (served.has(id) ? 'served' : 'route not configured'));
    expect(list.object).toBe('list');
    expect(list.data.map((e) => `${e.id} ${e.team} ${e.route} ${e.availability}`)).toEqual([
      'shared-1 blue shared served',
      'shared-2 blue shared served',
      'shared-3 blue shared served',
      'shared-4 blue shared served',
      'red-1 red dedicated served',
      'red-2 red dedicated served',
      'red-3 red dedicated served',
      'red-4 red dedicated route not configured',
      'red-5 red dedicated route not configured',
      'red-6 red dedicated route not configured',
    ]);
    expect(list.teams).toEqual({
      blue: { requirements: ['authenticated-principal', 'available-free-quota', 'guardrails'] },
      red: {
        requirements: [
          'authenticated-principal',
          'verified-ekyc-card',
          'aup-consent',
          'current-aml-ctf-clearance',
          'current-trust-route',
          'approved-research-scope',
          'available-free-quota',
          'guardrails',
        ],
      },
    });
  });
});
