import type { AppDeps } from '../../app/app-deps.js';
import { apiError, readKnowledgeContextQuery, readKnowledgeSearchQuery } from '@secgate/core';
import { Hono } from 'hono';
import { errorResponse } from '../../http/error-response.js';
import { buildKnowledgeIndex } from '../../knowledge/build-knowledge-index.js';
import type { KnowledgeIndex } from '../../knowledge/knowledge-index.js';
import { lazyKnowledgeIndex } from '../../knowledge/lazy-knowledge-index.js';
import { loadCweCorpus } from '../../knowledge/load-cwe-corpus.js';
import { readShippedAttackSnapshots } from '../../knowledge/shipped-attack-snapshot.js';
import { openToEveryone } from '../public/open-to-everyone.js';

export const KNOWLEDGE_SEARCH_PATH = '/v1/knowledge/search';
export const KNOWLEDGE_CONTEXT_PATH = '/v1/knowledge/context';

export interface KnowledgeRouteDeps extends Pick<AppDeps, 'clients'> {
  /**
   * The index to serve. startServer passes one with the configured ATT&CK bundles; without one
   * the routes build one from what ships with the service (the ATT&CK snapshot, names only, and
   * CWE) on their first request.
   */
  knowledge?: KnowledgeIndex;
}

/**
 * `GET /v1/knowledge/search?q=&limit=` and `GET /v1/knowledge/context?id=` (public, CORS-open).
 * Search answers `{query, snapshot, results, limit}`: the snapshot names each loaded source's
 * version and detail (`full`, or `names` for the shipped ATT&CK snapshot) so an answer can be cited. Context answers the item with its related items and its
 * source's attribution; a revoked ATT&CK id answers with its replacement and says so.
 */
export function knowledgeRoutes(deps: KnowledgeRouteDeps): Hono {
  const given = deps.knowledge;
  const index = given ? () => given : lazyKnowledgeIndex(() => buildKnowledgeIndex([...readShippedAttackSnapshots().map((s) => s.corpus), loadCweCorpus()]));
  const app = new Hono();
  openToEveryone(app, deps, [KNOWLEDGE_SEARCH_PATH, KNOWLEDGE_CONTEXT_PATH], ['GET']);

  app.get(KNOWLEDGE_SEARCH_PATH, (c) => {
    const read = readKnowledgeSearchQuery({ q: c.req.query('q'), limit: c.req.query('limit') });
    if (!read.ok) return errorResponse(c, read.error);
    const { q, limit } = read.value;
    const knowledge = index();
    return c.json({ query: q, snapshot: knowledge.snapshot(), results: knowledge.search(q, limit), limit });
  });

  app.get(KNOWLEDGE_CONTEXT_PATH, (c) => {
    const read = readKnowledgeContextQuery({ id: c.req.query('id') });
    if (!read.ok) return errorResponse(c, read.error);
    const answer = index().context(read.value.id);
    if (!answer) return errorResponse(c, apiError('item-not-found', `No knowledge item has the id '${read.value.id}'.`));
    return c.json(answer);
  });

  return app;
}
