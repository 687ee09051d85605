import { compileErrors, validate } from '@readme/openapi-parser';
import { ERROR_STATUS, type ErrorCode } from '@secgate/core';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../agents/api-routes.js';
import { TOKEN_PREFIX } from '@secgate/store';
import { SIGNATURE_HEADER } from '../billing/webhook-signature.js';
import { pathTemplateOf } from '../http/path-template.js';
import { publicTestApp } from '../routes/public/public-test-app.test-support.js';
import { buildOpenApiDocument, PATH_LEVEL_ERRORS } from './build-openapi-document.js';
import { errorComponentName } from './error-schemas.js';
import { OPERATIONS } from './operation-declarations.js';

type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;
const operations = Object.entries(document['paths'] as Json).flatMap(([path, item]) =>
  Object.entries(item as Json).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation: operation as Json })),
);

/**
 * What the app's route table holds that is not an operation: Hono lists middleware and the
 * method guard's handlers as method `ALL` (the request log on `/*`, CORS on each public path, the
 * 405/OPTIONS answer on each known path). HEAD and OPTIONS are not separate routes at all: Hono
 * answers HEAD with the GET handler, and OPTIONS is the CORS or method guard's (both described in
 * the document's description). Nothing else is left out.
 */
const NOT_OPERATIONS = new Set(['ALL']);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    expect(document['openapi']).toBe('3.1.0');
    // validate() dereferences in place: it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('is refused by the same validator when broken, so the check above is a real one', async () => {
    const broken = structuredClone(document);
    broken['paths']['/v1/models']['get']['responses']['200']['content']['application/json']['schema'] = { $ref: '#/components/schemas/Nowhere' };
    expect((await validate(broken as never)).valid).toBe(false);
    const badParameter = structuredClone(document);
    badParameter['paths']['/v1/research/job']['get']['parameters'][0]['in'] = 'body';
    expect((await validate(badParameter as never)).valid).toBe(false);
  });

  it("lists exactly the app's routes, method by method", () => {
    const served = new Set(
      publicTestApp()
        .routes.filter((route) => !NOT_OPERATIONS.has(route.method))
        .map((route) => `${route.method} ${pathTemplateOf(route.path)}`),
    );
    const documented = new Set(operations.map((op) => op.key));
    expect([...served].filter((key) => !documented.has(key))).toEqual([]);
    expect([...documented].filter((key) => !served.has(key))).toEqual([]);
  });

  it('has one declaration per route of the route table, and each operation once', () => {
    const declared = OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.sort()).toEqual(API_ROUTES.map((route) => `${route.method} ${route.path}`).sort());
    const ids = operations.map((op) => op.operation['operationId']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a body schema for every error code, with its status', () => {
    const schemas = document['components']['schemas'] as Json;
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      const schema = schemas[errorComponentName(code as ErrorCode)];
      expect(schema, code).toBeDefined();
      expect(schema['x-status']).toBe(status);
      expect(schema['properties']['error']['properties']['code']).toEqual({ const: code });
      expect(schema['properties']['error']['required']).toEqual(expect.arrayContaining(['code', 'message']));
    }
    expect(schemas['InvalidRequestError']['properties']['error']['required']).toEqual(['code', 'message', 'field', 'reason']);
    expect(schemas['Error']['properties']['error']['properties']['code']['enum']).toEqual(Object.keys(ERROR_STATUS));
  });

  it('answers every error code under its status somewhere; 404 and 405 of unknown paths and methods as shared responses', () => {
    const answered = new Map<string, Set<string>>();
    for (const { operation } of operations) {
      for (const [status, response] of Object.entries(operation['responses'] as Json)) {
        const schema = response['content']?.['application/json']?.['schema'] ?? {};
        for (const ref of [schema, ...(schema['anyOf'] ?? [])].map((s: Json) => s['$ref']).filter(Boolean)) {
          answered.set(ref, (answered.get(ref) ?? new Set()).add(status));
        }
      }
    }
    for (const [code, status] of Object.entries(ERROR_STATUS) as [ErrorCode, number][]) {
      const ref = `#/components/schemas/${errorComponentName(code)}`;
      if (PATH_LEVEL_ERRORS.includes(code)) continue;
      expect([...(answered.get(ref) ?? [])], code).toEqual([String(status)]);
    }
    const shared = document['components']['responses'] as Json;
    expect(shared['NotFound']['content']['application/json']['schema']).toEqual({ $ref: '#/components/schemas/NotFoundError' });
    expect(shared['MethodNotAllowed']['headers']).toHaveProperty('Allow');
  });

  it('secures bearer routes with the personal access token and callbacks with the signature header', () => {
    const schemes = document['components']['securitySchemes'] as Json;
    expect(schemes['bearerAuth']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes['bearerAuth']['bearerFormat']).toContain(TOKEN_PREFIX);
    expect(schemes['webhookSignature']).toMatchObject({ type: 'apiKey', in: 'header', name: SIGNATURE_HEADER });
    for (const route of API_ROUTES) {
      const operation = document['paths'][route.path][route.method.toLowerCase()] as Json;
      if (route.auth === 'bearer') {
        // The inference routes also take the console's browser session.
        expect(operation['security'], route.path).toEqual(route.acceptsSession ? [{ bearerAuth: [] }, { sessionCookie: [] }] : [{ bearerAuth: [] }]);
        expect(Object.keys(operation['responses'])).toEqual(expect.arrayContaining(['401', '403', '429']));
      } else if (route.auth === 'signed') {
        expect(operation['security'], route.path).toEqual([{ webhookSignature: [] }]);
      } else if (route.auth === 'session') {
        expect(operation['security'], route.path).toEqual([{ sessionCookie: [] }]);
      } else {
        expect(operation['security'], route.path).toContainEqual({});
      }
    }
  });

  it('answers a chat completion as JSON or as server-sent events', () => {
    const ok = document['paths']['/v1/chat/completions']['post']['responses']['200']['content'] as Json;
    expect(ok['application/json']['schema']).toEqual({ $ref: '#/components/schemas/ChatCompletion' });
    expect(ok['text/event-stream']['schema']['description']).toMatch(/ChatCompletionChunk.*data: \[DONE\]/s);
    expect(ok['text/event-stream']['example']).toMatch(/"billing":"free","receiptId":"[^"]+"}\n\ndata: \[DONE\]\n\n$/);
    const chunk = document['components']['schemas']['ChatCompletionChunk'] as Json;
    expect(Object.keys(chunk['properties'])).toEqual(expect.arrayContaining(['billing', 'receiptId', 'chargedMicroUSD', 'usage']));
    expect(document['components']['schemas']['CreateChatCompletionRequest']['properties']['stream']).toBeDefined();
    expect(document['components']['schemas']['CreateResearchJobRequest']['properties']['stream']).toBeUndefined();
  });

  it('states the request schemas the routes parse with, lazy branches as unions', () => {
    const request = document['components']['schemas']['CreateChatCompletionRequest'] as Json;
    expect(request['additionalProperties']).toBe(false);
    expect(request['required']).toEqual(['model', 'messages']);
    expect(request['properties']['messages']['items']).toEqual({ $ref: '#/components/schemas/ChatMessage' });
    expect(request['properties']['stop']['anyOf'][0]['anyOf']).toEqual([{ type: 'string' }, { type: 'array', items: { type: 'string' }, maxItems: 4 }]);
    const govern = document['components']['schemas']['GovernRequest'] as Json;
    expect(govern['properties']['asOf']).toEqual({ type: 'string', format: 'date-time' });
  });
});
