import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * A fresh install: the built `secgate serve --demo`, no network, no stored bundle (an empty
 * knowledge directory). ATT&CK answers come from the snapshot shipped in the package, found from
 * its built module, and say they are names only.
 */
let server: SecgateProcess;
beforeAll(async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'secgate-e2e-knowledge-')), 'knowledge');
  server = await startSecgate({ db: 'memory:', demo: true, env: { SECGATE_KNOWLEDGE_DIR: dir } });
});
afterAll(() => server?.stop());

async function get(path: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.json() };
}

describe('ATT&CK out of the box (secgate serve --demo)', () => {
  it('answers T1190 with its tactic Initial Access (initial-access)', async () => {
    const { status, body } = await get('/v1/knowledge/context?id=T1190');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'T1190',
      title: 'Exploit Public-Facing Application',
      description: null,
      attribution: { version: '18.1', detail: 'names' },
    });
    expect(body.tactics).toContainEqual({ id: 'TA0001', title: 'Initial Access', url: 'https://attack.mitre.org/tactics/TA0001', shortName: 'initial-access' });
  });

  it('ranks T1566.001 first for "spearphishing attachment" and says what each source holds', async () => {
    const { status, body } = await get('/v1/knowledge/search?q=spearphishing%20attachment');
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({ id: 'T1566.001', title: 'Spearphishing Attachment' });
    expect(body.snapshot.sources.map((s: { id: string; detail: string }) => `${s.id} ${s.detail}`)).toEqual([
      'enterprise-attack names',
      'ics-attack names',
      'cwe full',
    ]);
  });

  it('answers the revoked T1193 with T1566.001', async () => {
    const { status, body } = await get('/v1/knowledge/context?id=T1193');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'T1566.001', revokedId: 'T1193', replacedBy: 'T1566.001' });
  });

  it('logs what it loaded, with the detail of each source', () => {
    const loaded = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, any>)
      .find((line) => line.msg === 'knowledge loaded');
    expect(loaded?.sources).toEqual([
      { id: 'enterprise-attack', version: '18.1', detail: 'names', items: 1705 },
      { id: 'ics-attack', version: '18.1', detail: 'names', items: 184 },
      { id: 'cwe', version: '4.15', detail: 'full', items: 939 },
    ]);
  });
});
