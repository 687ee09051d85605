import type { ErrorCode } from '@secgate/core';
import type * as v from 'valibot';
import type { ApiRoute } from '../agents/api-routes.js';

/** Any valibot schema a declaration names (request bodies, parameters, answers). */
export type AnySchema = v.GenericSchema;

/** A path, query or header parameter the route reads; every `{name}` of the path is declared `in: 'path'`. */
export interface ParameterDeclaration {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description: string;
  schema: AnySchema;
  /** Of the schema's type (a number for an integer parameter), as viewers check it. */
  example?: string | number;
}

/** One media type of an answer: a schema, and an example a viewer shows. */
export interface AnswerContent {
  schema: AnySchema;
  /** Markdown added to the media type's schema (what a schema alone cannot say, e.g. SSE framing). */
  description?: string;
  example?: unknown;
}

/** A success answer: its status and what it carries, by media type. */
export interface AnswerDeclaration {
  /** A success, or a refusal that is not an error body of ours (MCP's JSON-RPC errors). */
  status: 200 | 202 | 303 | 400 | 401 | 403 | 404 | 409 | 413 | 503;
  description: string;
  content: Partial<
    Record<'application/json' | 'text/event-stream' | 'text/plain' | 'text/markdown' | 'text/html' | 'text/javascript' | 'text/css', AnswerContent>
  >;
  /** Response headers beyond `x-request-id`, which every answer carries. */
  headers?: Record<string, { description: string; schema: AnySchema }>;
}

/**
 * What a route declares for the OpenAPI document (docs/api.md#openapi), beside the route itself:
 * its request and answer schemas in valibot and the error codes it answers. Its auth, summary
 * and section come from the route table (agents/api-routes.ts), so they are written once.
 */
export interface OperationDeclaration {
  method: ApiRoute['method'];
  path: string;
  operationId: string;
  /** Markdown: what the route table's one-line summary leaves out. */
  description?: string;
  parameters?: readonly ParameterDeclaration[];
  /**
   * A JSON body, read as docs/api.md#request-bodies says, so its 415/413/400 answers are added;
   * `readAs: 'json-rpc'` for MCP, whose unreadable bodies are JSON-RPC errors (the route lists
   * its own codes).
   */
  requestBody?: { schema: AnySchema; description?: string; example?: unknown; readAs?: 'json-rpc' | 'form' };
  answers: readonly AnswerDeclaration[];
  /**
   * The codes this route answers itself. Those that follow from the route's auth (401, 403, 429
   * for bearer; 400 `invalid-signature` for signed), from a JSON body (415, 413, 400) and the 500
   * every route may answer are added by the document builder.
   */
  errors: readonly ErrorCode[];
}

/** A JSON answer, the common case. */
export function jsonAnswer(status: AnswerDeclaration['status'], description: string, schema: AnySchema, example?: unknown): AnswerDeclaration {
  return { status, description, content: { 'application/json': example === undefined ? { schema } : { schema, example } } };
}
