import type { KnowledgeCorpus, KnowledgeDocument } from '@secgate/core';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from '../../knowledge/build-knowledge-index.js';
import { loadCweCorpus } from '../../knowledge/load-cwe-corpus.js';
import { publicTestApp, publicTestDeps } from '../public/public-test-app.test-support.js';

// The app as a fresh install serves it, with no knowledge index given: the shipped ATT&CK snapshot
// (Enterprise and ICS v18.1, names only) and CWE, built on the first request.
let app: Hono;
beforeAll(() => {
  app = publicTestApp();
});

const MITRE_STATEMENT = 'Copyright 2015-2025, The MITRE Corporation. MITRE ATT&CK and ATT&CK are registered trademarks of The MITRE Corporation.';

async function get(path: string) {
  const res = await app.request(path, { headers: { origin: 'https://agent.example' } });
  return { res, body: (await res.json()) as Record<string, any> };
}

describe('GET /v1/knowledge/search', () => {
  it('answers {query, snapshot, results, limit}, CORS-open', async () => {
    const { res, body } = await get('/v1/knowledge/search?q=%20spearphishing%20attachment%20');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(Object.keys(body)).toEqual(['query', 'snapshot', 'results', 'limit']);
    expect(body.query).toBe('spearphishing attachment');
    expect(body.limit).toBe(8);
    expect(body.snapshot).toEqual({
      sources: [
        { id: 'enterprise-attack', version: '18.1', detail: 'names', items: 1705 },
        { id: 'ics-attack', version: '18.1', detail: 'names', items: 184 },
        { id: 'cwe', version: '4.15', detail: 'full', items: 939 },
      ],
    });
    // Names only: every word must be in a name, so fewer results than with descriptions.
    expect(body.results.map((r: { id: string }) => r.id).slice(0, 3)).toEqual(['T1566.001', 'T1598.002', 'T0865']);
    // Names only: no text to quote, so the snippet is empty rather than invented.
    expect(body.results[0]).toEqual({
      id: 'T1566.001',
      source: 'enterprise-attack',
      type: 'sub-technique',
      title: 'Spearphishing Attachment',
      snippet: '',
      url: 'https://attack.mitre.org/techniques/T1566/001',
      score: expect.any(Number),
    });
  });

  it('honours limit, finds CWE by id and by words, and answers an empty list when nothing matches', async () => {
    expect((await get('/v1/knowledge/search?q=phishing&limit=3')).body.results).toHaveLength(3);
    expect((await get('/v1/knowledge/search?q=phishing&limit=50')).body.limit).toBe(50);
    expect((await get('/v1/knowledge/search?q=cwe-79&limit=1')).body.results[0].id).toBe('CWE-79');
    expect((await get('/v1/knowledge/search?q=CWE%2089&limit=1')).body.results[0].id).toBe('CWE-89');
    expect((await get('/v1/knowledge/search?q=sql+injection&limit=1')).body.results[0].id).toBe('CWE-89');
    expect((await get('/v1/knowledge/search?q=cross-site+scripting&limit=1')).body.results[0].id).toBe('CWE-79');
    const none = await get('/v1/knowledge/search?q=zyxxyqq');
    expect(none.res.status).toBe(200);
    expect(none.body.results).toEqual([]);
  });

  it('refuses q missing, blank or over 200 characters with invalid-query', async () => {
    for (const query of ['', '?q=', '?q=%20%20%20', '?limit=3']) {
      const { res, body } = await get(`/v1/knowledge/search${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(body.error).toMatchObject({ code: 'invalid-query', field: 'q', reason: 'required', message: expect.any(String) });
    }
    const long = await get(`/v1/knowledge/search?q=${'a'.repeat(201)}`);
    expect(long.res.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 'invalid-query', field: 'q', reason: 'too-long' });
    expect((await get(`/v1/knowledge/search?q=${'a'.repeat(200)}`)).res.status).toBe(200);
  });

  it('refuses a limit that is not 1 to 50', async () => {
    for (const [limit, reason] of [
      ['0', 'out-of-range'],
      ['51', 'out-of-range'],
      ['-1', 'out-of-range'],
      ['abc', 'wrong-type'],
      ['2.5', 'wrong-type'],
      ['', 'wrong-type'],
    ]) {
      const { res, body } = await get(`/v1/knowledge/search?q=phishing&limit=${limit}`);
      expect(res.status).toBe(400);
      expect(body.error).toMatchObject({ code: 'invalid-query', field: 'limit', reason });
    }
  });
});

describe('GET /v1/knowledge/context', () => {
  it('answers a technique with its related items and attribution, CORS-open, with a null description from the snapshot', async () => {
    const { res, body } = await get('/v1/knowledge/context?id=T1566');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toMatchObject({
      id: 'T1566',
      source: 'enterprise-attack',
      type: 'technique',
      title: 'Phishing',
      url: 'https://attack.mitre.org/techniques/T1566',
    });
    expect(body.description).toBeNull();
    expect(body.tactics).toEqual([{ id: 'TA0001', title: 'Initial Access', url: 'https://attack.mitre.org/tactics/TA0001', shortName: 'initial-access' }]);
    expect(body.subTechniques.map((s: { id: string }) => s.id)).toEqual(['T1566.001', 'T1566.002', 'T1566.003', 'T1566.004']);
    expect(body.mitigations.find((m: { id: string }) => m.id === 'M1017')).toEqual({
      id: 'M1017',
      title: 'User Training',
      url: 'https://attack.mitre.org/mitigations/M1017',
    });
    expect(body.platforms).toEqual(expect.arrayContaining(['Windows']));
    expect(body.attribution).toEqual({
      source: 'Enterprise ATT&CK',
      version: '18.1',
      detail: 'names',
      statement: MITRE_STATEMENT,
      license: 'https://attack.mitre.org/resources/legal-and-branding/terms-of-use/',
    });
  });

  it('answers T1190 with its tactic Initial Access (initial-access) on a fresh install', async () => {
    const { res, body } = await get('/v1/knowledge/context?id=T1190');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: 'T1190', title: 'Exploit Public-Facing Application', description: null });
    expect(body.tactics).toContainEqual({ id: 'TA0001', title: 'Initial Access', url: 'https://attack.mitre.org/tactics/TA0001', shortName: 'initial-access' });
  });

  it('answers a full description and relationship texts from a full bundle', async () => {
    const full = publicTestApp({ ...publicTestDeps(), knowledge: buildKnowledgeIndex([fullSource(), loadCweCorpus()]) });
    const body = (await (await full.request('/v1/knowledge/context?id=T1001')).json()) as Record<string, any>;
    expect(body).toMatchObject({ id: 'T1001', description: 'Adversaries may test.', attribution: { source: 'Test', version: '18.1', detail: 'full' } });
    expect(body.mitigations).toEqual([{ id: 'M1001', title: 'Mitigation', url: 'u', relationship: 'Mitigate by testing.' }]);
    const search = (await (await full.request('/v1/knowledge/search?q=test')).json()) as Record<string, any>;
    expect(search.results[0]).toMatchObject({ id: 'T1001', snippet: 'Adversaries may test.' });
    expect(search.snapshot.sources[0]).toEqual({ id: 'enterprise-attack', version: '18.1', detail: 'full', items: 1 });
  });

  it('answers T1190, T1595, a sub-technique, a tactic, a mitigation and CWE-79', async () => {
    expect((await get('/v1/knowledge/context?id=T1190')).body.tactics[0].id).toBe('TA0001');
    expect((await get('/v1/knowledge/context?id=T1595')).body.subTechniques).toHaveLength(3);
    expect((await get('/v1/knowledge/context?id=t1566.001')).body).toMatchObject({ id: 'T1566.001', parent: { id: 'T1566' } });
    expect((await get('/v1/knowledge/context?id=TA0001')).body).toMatchObject({ shortName: 'initial-access', techniques: expect.any(Array) });
    expect((await get('/v1/knowledge/context?id=TA0001')).body.techniques.length).toBeGreaterThan(10);
    expect((await get('/v1/knowledge/context?id=M1017')).body).toMatchObject({ type: 'mitigation', title: 'User Training' });
    const cwe = await get('/v1/knowledge/context?id=CWE-79');
    expect(cwe.body).toMatchObject({ id: 'CWE-79', source: 'cwe', type: 'weakness', attribution: { source: 'CWE', version: '4.15', detail: 'full' } });
    expect(cwe.body.description).toEqual(expect.stringContaining('web page'));
    expect(cwe.body.relatedWeaknesses.length).toBeGreaterThan(0);
  });

  it('answers a revoked id with its replacement, and says so', async () => {
    const { res, body } = await get('/v1/knowledge/context?id=T1193');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: 'T1566.001', title: 'Spearphishing Attachment', revokedId: 'T1193', replacedBy: 'T1566.001' });
    expect((await get('/v1/knowledge/search?q=T1193&limit=1')).body.results[0]).toMatchObject({ id: 'T1566.001', revokedId: 'T1193' });
  });

  it('refuses a missing id (invalid-query) and answers an unknown one with item-not-found', async () => {
    for (const query of ['', '?id=', '?id=%20']) {
      const { res, body } = await get(`/v1/knowledge/context${query}`);
      expect(res.status).toBe(400);
      expect(body.error).toMatchObject({ code: 'invalid-query', field: 'id', reason: 'required' });
    }
    expect((await get(`/v1/knowledge/context?id=${'T'.repeat(201)}`)).body.error).toMatchObject({ field: 'id', reason: 'too-long' });
    for (const id of ['T9999', 'CWE-999999', 'phishing']) {
      const { res, body } = await get(`/v1/knowledge/context?id=${id}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(body).toEqual({ error: { code: 'item-not-found', message: `No knowledge item has the id '${id}'.` } });
    }
  });
});

describe('knowledge routes as public routes', () => {
  it('answer the preflight of both paths and refuse other methods with 405', async () => {
    for (const path of ['/v1/knowledge/search', '/v1/knowledge/context']) {
      const preflight = await app.request(path, { method: 'OPTIONS', headers: { origin: 'https://a.example', 'access-control-request-method': 'GET' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
      const post = await app.request(path, { method: 'POST' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    }
  });

  it('serve the index they are given instead of the shipped one', async () => {
    const cweOnly = publicTestApp({ ...publicTestDeps(), knowledge: buildKnowledgeIndex([loadCweCorpus()]) });
    const res = await cweOnly.request('/v1/knowledge/search?q=sql%20injection&limit=2');
    const body = (await res.json()) as Record<string, any>;
    expect(body.snapshot.sources).toEqual([{ id: 'cwe', version: '4.15', detail: 'full', items: 939 }]);
    expect(body.results[0].id).toBe('CWE-89');
    expect((await cweOnly.request('/v1/knowledge/context?id=T1566')).status).toBe(404);
  });
});

/** A one-technique Enterprise source loaded in full, with a mitigation and its relationship text. */
function fullSource(): KnowledgeCorpus {
  const technique: KnowledgeDocument = {
    id: 'T1001',
    source: 'enterprise-attack',
    type: 'technique',
    title: 'Test Technique',
    description: 'Adversaries may test.',
    url: 'https://attack.mitre.org/techniques/T1001',
    keywords: [],
    related: {
      tactics: [],
      platforms: [],
      subTechniques: [],
      mitigations: [{ id: 'M1001', title: 'Mitigation', url: 'u', relationship: 'Mitigate by testing.' }],
    },
  };
  return {
    source: {
      id: 'enterprise-attack',
      name: 'Test',
      version: '18.1',
      versionFrom: 'metadata',
      detail: 'full',
      attribution: { statement: MITRE_STATEMENT, license: 'l' },
    },
    documents: [technique],
    revoked: {},
  };
}
