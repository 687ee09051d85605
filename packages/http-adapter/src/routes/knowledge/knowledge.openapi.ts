import { KNOWLEDGE_LIMIT_DEFAULT, KNOWLEDGE_LIMIT_MAX, KNOWLEDGE_QUERY_MAX_LENGTH } from '@secgate/core';
import * as v from 'valibot';
import { jsonAnswer, type OperationDeclaration } from '../../openapi/operation.js';
import { KNOWLEDGE_CONTEXT_PATH, KNOWLEDGE_SEARCH_PATH } from './knowledge-routes.js';

/*
 * The knowledge routes (docs/api.md#knowledge) for the OpenAPI document. A context answer's related
 * keys depend on the item's type, so they are listed in prose and left open in the schema.
 */

const knowledgeType = v.picklist(['technique', 'sub-technique', 'tactic', 'mitigation', 'group', 'software', 'weakness']);
const detail = v.pipe(v.picklist(['names', 'full']), v.description('`names` for the ATT&CK snapshot shipped with the service (no description text).'));
const queryText = (description: string) => v.pipe(v.string(), v.minLength(1), v.maxLength(KNOWLEDGE_QUERY_MAX_LENGTH), v.description(description));

export const knowledgeSearchSchema = v.object({
  query: v.string(),
  snapshot: v.object({ sources: v.array(v.object({ id: v.string(), version: v.string(), detail, items: v.number() })) }),
  results: v.array(
    v.object({
      id: v.string(),
      source: v.string(),
      type: knowledgeType,
      title: v.string(),
      snippet: v.pipe(v.string(), v.description('Up to 200 characters around the first match; empty for a `names` source.')),
      url: v.string(),
      score: v.number(),
      revokedId: v.optional(v.pipe(v.string(), v.description('The revoked id asked for; this result replaced it.'))),
    }),
  ),
  limit: v.number(),
});

export const knowledgeContextSchema = v.pipe(
  v.looseObject({
    id: v.string(),
    source: v.string(),
    type: knowledgeType,
    title: v.string(),
    description: v.pipe(v.nullable(v.string()), v.description('null when `attribution.detail` is `names`.')),
    url: v.string(),
    attribution: v.object({ source: v.string(), version: v.string(), detail, statement: v.string(), license: v.string() }),
    revokedId: v.optional(v.string()),
    replacedBy: v.optional(v.string()),
  }),
  v.description(
    'The related keys depend on the type: techniques `tactics`, `platforms`, `subTechniques` or `parent`, `mitigations`; tactics ' +
      '`shortName`, `techniques`; mitigations `techniques`; groups `aliases`, `techniques`, `software`; software `softwareType`, ' +
      '`aliases`, `platforms`, `techniques`, `groups`; CWE `abstraction`, `status`, `relatedWeaknesses`, `parents`, `children`.',
  ),
);

export const KNOWLEDGE_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'GET',
    path: KNOWLEDGE_SEARCH_PATH,
    operationId: 'searchKnowledge',
    description: 'Every word must match (any may, when no item has them all); prefix from 3 characters, fuzzy from 5. An id puts its item first.',
    parameters: [
      {
        name: 'q',
        in: 'query',
        required: true,
        description: 'Words or an ATT&CK or CWE id; trimmed, blank counts as missing.',
        schema: queryText('Search text.'),
        example: 'spearphishing attachment',
      },
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: `How many results, written as a whole number; ${KNOWLEDGE_LIMIT_DEFAULT} when absent.`,
        schema: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(KNOWLEDGE_LIMIT_MAX)),
        example: KNOWLEDGE_LIMIT_DEFAULT,
      },
    ],
    answers: [jsonAnswer(200, 'The ranked results and the snapshot they come from.', knowledgeSearchSchema)],
    errors: ['invalid-query'],
  },
  {
    method: 'GET',
    path: KNOWLEDGE_CONTEXT_PATH,
    operationId: 'getKnowledgeContext',
    description: 'A revoked ATT&CK id answers its replacement with `revokedId` and `replacedBy`.',
    parameters: [
      {
        name: 'id',
        in: 'query',
        required: true,
        description: 'T1566, T1566.001, TA0001, M1017, G0007, S0002 or CWE-79.',
        schema: queryText('An id.'),
        example: 'CWE-79',
      },
    ],
    answers: [jsonAnswer(200, 'The item, its related items and attribution.', knowledgeContextSchema)],
    errors: ['invalid-query', 'item-not-found'],
  },
];
