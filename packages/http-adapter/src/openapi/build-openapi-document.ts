import { ERROR_STATUS, type ErrorCode } from '@secgate/core';
import { ROUTE_SECTIONS, apiRoute, type RouteSection } from '../agents/api-routes.js';
import { SERVER_DESCRIPTION, SERVER_INFO } from '../mcp/server-info.js';
import { pathParameterNames } from '../http/path-template.js';
import { headersFor, RESPONSE_HEADERS } from './document-headers.js';
import { errorComponentName, errorComponents } from './error-schemas.js';
import type { AnySchema, OperationDeclaration } from './operation.js';
import { OPERATIONS, SHARED_SCHEMAS } from './operation-declarations.js';
import { COMPONENT_SCHEMAS_REF, convertComponents, convertInline } from './schema-conversion.js';
import { conventionalErrors, SECURITY_SCHEMES, securityOf } from './security-schemes.js';

/** A JSON object of the document; its shape is OpenAPI's, checked by the validation test. */
type Json = Record<string, unknown>;

const SECTION_DESCRIPTIONS: Readonly<Record<RouteSection, string>> = {
  Inference: 'Chat completions (JSON or SSE) and the job API: every completion is a job, admitted, metered and redacted.',
  Account: "The bearer's catalog, research eligibility, billing and card verification.",
  Knowledge: 'ATT&CK and CWE full-text search and item context.',
  'Security services': 'The security-services catalog and the deterministic GRC, IR and DR calculators.',
  'Agent surfaces': 'MCP over Streamable HTTP, the files agents read first, and this document.',
  Console: 'The human door: sign-in, sign-out and the account pages, HTML for a person in a browser.',
  Callbacks: 'Signed calls from the payment processor and the verification provider.',
  Operations: 'Prometheus metrics for the operator, and the liveness and readiness probes.',
};

/**
 * Codes no operation answers as its own: about a path or method the document does not list,
 * headers no route reads, or a process that is stopping (any path).
 */
export const PATH_LEVEL_ERRORS: readonly ErrorCode[] = ['not-found', 'method-not-allowed', 'headers-too-large', 'shutting-down'];

const DESCRIPTION = `${SERVER_DESCRIPTION}

Generated from the routes' own valibot schemas; docs/api.md in the repository says the same in prose.

- **Authentication**: \`bearerAuth\` routes take a personal access token; \`webhookSignature\` routes are called by a payment processor or a verification provider. Routes without security need nothing.
- **Request ids**: every answer carries \`x-request-id\`.
- **Bodies**: \`content-type: application/json\` (else 415 \`json-required\`), at most \`bodyLimitBytes\` (8 MiB by default) from a signed-in caller and \`publicBodyLimitBytes\` (1 MiB) from anyone else (else 413 \`body-too-large\`), UTF-8 JSON nested at most 64 levels with at most 4,096 (completions) or 10,000 elements per array or object (else 400 \`invalid-request\`, \`too-many\`).
- **Methods**: \`HEAD\` works wherever \`GET\` does and \`OPTIONS\` answers 204 with \`Allow\`; another method on a known path is 405 \`method-not-allowed\` (\`MethodNotAllowed\`), an unknown path 404 \`not-found\` (\`NotFound\`).
- **Starting and stopping**: while the process starts, every path but the probes answers 503 \`not-ready\`; once a stop has begun, 503 \`shutting-down\` (\`ShuttingDown\`), both with \`Retry-After\`. \`/health/ready\` tells a load balancer before either happens.
- **CORS**: the public read routes, the calculators, knowledge, the agent files and this document answer \`Access-Control-Allow-Origin: *\`; bearer routes, the callbacks, \`/mcp\` and \`/metrics\` send no CORS headers.
- **Errors**: every error is \`{"error": {"code", "message", ...details}}\`; each code has its schema in \`components.schemas\` (\`x-status\` is its HTTP status).`;

/**
 * The OpenAPI 3.1 document of the whole API (docs/api.md#openapi): paths from the route table and
 * the declarations beside the routes, schemas converted from valibot, every error code with its
 * status and body. Pure and deterministic: the route generates it once and keeps it.
 */
export function buildOpenApiDocument(): Json {
  const names = new SchemaNames();
  const paths: Record<string, Json> = {};
  for (const declaration of OPERATIONS) {
    const item = (paths[declaration.path] ??= {});
    item[declaration.method.toLowerCase()] = operationObject(declaration, names);
  }
  return {
    openapi: '3.1.0',
    info: { title: SERVER_INFO.title, version: SERVER_INFO.version, description: DESCRIPTION, license: { name: 'Apache-2.0', identifier: 'Apache-2.0' } },
    servers: [{ url: '/', description: 'The host that served this document.' }],
    tags: ROUTE_SECTIONS.map((name) => ({ name, description: SECTION_DESCRIPTIONS[name] })),
    paths,
    components: {
      schemas: convertComponents({ ...names.components(), ...errorComponents() }),
      responses: {
        NotFound: errorResponse(['not-found']),
        MethodNotAllowed: errorResponse(['method-not-allowed']),
        ShuttingDown: errorResponse(['shutting-down']),
      },
      headers: RESPONSE_HEADERS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

function operationObject(declaration: OperationDeclaration, names: SchemaNames): Json {
  const route = apiRoute(declaration.method, declaration.path);
  const body = declaration.requestBody;
  checkPathParameters(declaration);
  const operation: Json = {
    operationId: declaration.operationId,
    summary: route.summary,
    ...(declaration.description ? { description: declaration.description } : {}),
    tags: [route.section],
    security: securityOf(route),
  };
  if (declaration.parameters?.length) {
    operation['parameters'] = declaration.parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      description: p.description,
      schema: convertInline(p.schema),
      ...(p.example === undefined ? {} : { example: p.example }),
    }));
  }
  if (body) {
    const schema = names.refTo(body.schema, `${pascal(declaration.operationId)}Request`);
    operation['requestBody'] = {
      required: true,
      ...(body.description ? { description: body.description } : {}),
      content: {
        [body.readAs === 'form' ? 'application/x-www-form-urlencoded' : 'application/json']: {
          schema,
          ...(body.example === undefined ? {} : { example: body.example }),
        },
      },
    };
  }
  const responses: Record<string, Json> = {};
  const several = declaration.answers.length > 1;
  for (const answer of declaration.answers) {
    const content: Json = {};
    for (const [type, media] of Object.entries(answer.content)) {
      const schema =
        type === 'application/json'
          ? names.refTo(media.schema, `${pascal(declaration.operationId)}${several ? answer.status : ''}Answer`)
          : convertInline(media.schema);
      if (media.description) schema['description'] = media.description;
      content[type] = { schema, ...(media.example === undefined ? {} : { example: media.example }) };
    }
    const headers: Json = { ...headersFor() };
    for (const [name, header] of Object.entries(answer.headers ?? {}))
      headers[name] = { description: header.description, schema: convertInline(header.schema) };
    responses[String(answer.status)] = { description: answer.description, headers, ...(Object.keys(content).length ? { content } : {}) };
  }
  const codes = [...new Set([...conventionalErrors(route, body !== undefined && body.readAs === undefined), ...declaration.errors])];
  for (const [status, group] of byStatus(codes)) {
    if (responses[status]) throw new Error(`${declaration.method} ${declaration.path} declares an answer and error codes under ${status}`);
    responses[status] = errorResponse(group);
  }
  operation['responses'] = responses;
  return operation;
}

/** Each `{name}` of the path is declared as a required path parameter, and nothing else is. */
function checkPathParameters(declaration: OperationDeclaration): void {
  const inPath = pathParameterNames(declaration.path);
  const declared = (declaration.parameters ?? []).filter((p) => p.in === 'path');
  const names = declared.map((p) => p.name);
  if (inPath.join() !== names.join() || declared.some((p) => !p.required)) {
    throw new Error(`${declaration.method} ${declaration.path} declares path parameters [${names}] for [${inPath}]`);
  }
}

/**
 * One response for the codes that share a status: the body is any of their schemas. `anyOf`, not
 * `oneOf`: the schemas do exclude each other (by `error.code`), but linters judging `oneOf` look
 * only at the top level and cannot see that, and `anyOf` asks nothing more of a client.
 */
function errorResponse(codes: readonly ErrorCode[]): Json {
  const refs = codes.map((code) => ({ $ref: `${COMPONENT_SCHEMAS_REF}${errorComponentName(code)}` }));
  return {
    description: codes.map((code) => `\`${code}\``).join(', '),
    headers: headersFor(codes),
    content: { 'application/json': { schema: refs.length === 1 ? refs[0] : { anyOf: refs } } },
  };
}

function byStatus(codes: readonly ErrorCode[]): [string, ErrorCode[]][] {
  const groups = new Map<string, ErrorCode[]>();
  for (const code of codes) {
    const status = String(ERROR_STATUS[code]);
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** Names the schemas the operations use: shared ones by their given name, others after their operation. */
class SchemaNames {
  private readonly byName = new Map<string, AnySchema>(Object.entries(SHARED_SCHEMAS));
  private readonly bySchema = new Map<AnySchema, string>(Object.entries(SHARED_SCHEMAS).map(([name, schema]) => [schema, name]));

  refTo(schema: AnySchema, fallbackName: string): Json {
    let name = this.bySchema.get(schema);
    if (!name) {
      if (this.byName.has(fallbackName)) throw new Error(`Two schemas named ${fallbackName}`);
      name = fallbackName;
      this.byName.set(name, schema);
      this.bySchema.set(schema, name);
    }
    return { $ref: `${COMPONENT_SCHEMAS_REF}${name}` };
  }

  components(): Record<string, AnySchema> {
    return Object.fromEntries(this.byName);
  }
}

function pascal(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}
