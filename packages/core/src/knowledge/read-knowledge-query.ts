import { apiError, type ApiError } from '../errors/api-error.js';
import type { FieldReason } from '../errors/error-codes.js';
import { err, ok, type Result } from '../errors/result.js';

/** The longest knowledge query in characters (docs/api.md#knowledge): a query is 1 to 200. */
export const KNOWLEDGE_QUERY_MAX_LENGTH = 200;
/** How many results a knowledge search answers when the query names no limit. */
export const KNOWLEDGE_LIMIT_DEFAULT = 8;
/** The most results one knowledge search answers. */
export const KNOWLEDGE_LIMIT_MAX = 50;

export interface KnowledgeSearchQuery {
  q: string;
  limit: number;
}

/**
 * `?q=&limit=` of `GET /v1/knowledge/search`, as the query string gave them (undefined when
 * absent). `q` is trimmed first, so blanks count as missing. `limit` must be a whole number
 * written in digits: `2.5`, `1e1` and `ten` are `wrong-type`, `0` and `51` `out-of-range`.
 */
export function readKnowledgeSearchQuery(params: { q?: string | undefined; limit?: string | undefined }): Result<KnowledgeSearchQuery, ApiError> {
  const q = readText('q', params.q);
  if (!q.ok) return q;
  if (params.limit === undefined) return ok({ q: q.value, limit: KNOWLEDGE_LIMIT_DEFAULT });
  const text = params.limit.trim();
  if (!/^[+-]?\d+$/.test(text))
    return err(queryError('limit', 'wrong-type', `The query parameter 'limit' must be a whole number from 1 to ${KNOWLEDGE_LIMIT_MAX}.`));
  const limit = Number(text);
  if (limit < 1 || limit > KNOWLEDGE_LIMIT_MAX) {
    return err(queryError('limit', 'out-of-range', `The query parameter 'limit' must be from 1 to ${KNOWLEDGE_LIMIT_MAX}.`));
  }
  return ok({ q: q.value, limit });
}

/** `?id=` of `GET /v1/knowledge/context`, trimmed; the same length rule as `q`. */
export function readKnowledgeContextQuery(params: { id?: string | undefined }): Result<{ id: string }, ApiError> {
  const id = readText('id', params.id);
  return id.ok ? ok({ id: id.value }) : id;
}

function readText(field: 'q' | 'id', value: string | undefined): Result<string, ApiError> {
  const text = (value ?? '').trim();
  if (text.length === 0) return err(queryError(field, 'required', `The query parameter '${field}' is required.`));
  if (text.length > KNOWLEDGE_QUERY_MAX_LENGTH) {
    return err(queryError(field, 'too-long', `The query parameter '${field}' must be at most ${KNOWLEDGE_QUERY_MAX_LENGTH} characters.`));
  }
  return ok(text);
}

function queryError(field: string, reason: FieldReason, message: string): ApiError {
  return apiError('invalid-query', message, { field, reason });
}
