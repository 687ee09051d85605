import { messageSchema, toolChoiceSchema, toolSchema } from '@secgate/core';
import * as v from 'valibot';
import { AGENT_FILE_OPERATIONS } from '../agents/agent-files.openapi.js';
import { CONSOLE_OPERATIONS } from '../console/console.openapi.js';
import { BILLING_PAGE_OPERATIONS } from '../console/billing.openapi.js';
import { USAGE_PAGE_OPERATIONS } from '../console/usage.openapi.js';
import { HISTORY_PAGE_OPERATIONS } from '../console/history.openapi.js';
import { FINDINGS_PAGE_OPERATIONS } from '../console/findings-console.openapi.js';
import { MCP_OPERATIONS } from '../mcp/mcp.openapi.js';
import { ACCOUNT_OPERATIONS } from '../routes/account/account.openapi.js';
import { CALLBACK_OPERATIONS } from '../routes/account/callbacks.openapi.js';
import { CHAT_COMPLETION_OPERATIONS } from '../routes/completions/chat-completions.openapi.js';
import { COMPLETION_SCHEMAS } from '../routes/completions/completion-answer-schemas.js';
import { RESEARCH_JOB_OPERATIONS } from '../routes/completions/research-jobs.openapi.js';
import { KNOWLEDGE_OPERATIONS } from '../routes/knowledge/knowledge.openapi.js';
import { HEALTH_OPERATIONS } from '../routes/health/health.openapi.js';
import { PUBLIC_OPERATIONS } from '../routes/public/public.openapi.js';
import { FINDINGS_OPERATIONS } from '../routes/vm/findings.openapi.js';
import type { AnySchema, OperationDeclaration } from './operation.js';
import { OPENAPI_PATH } from './openapi-path.js';

const OPENAPI_OPERATION: OperationDeclaration = {
  method: 'GET',
  path: OPENAPI_PATH,
  operationId: 'getOpenApiDocument',
  answers: [
    {
      status: 200,
      description: 'This document.',
      content: { 'application/json': { schema: v.pipe(v.looseObject({ openapi: v.literal('3.1.0') }), v.description('An OpenAPI 3.1 document.')) } },
    },
  ],
  errors: [],
};

/**
 * Every route's declaration, gathered from beside the routes. The document's tests hold this list
 * equal to the route table (agents/api-routes.ts) and to the app's own routes.
 */
export const OPERATIONS: readonly OperationDeclaration[] = [
  ...CHAT_COMPLETION_OPERATIONS,
  ...RESEARCH_JOB_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...KNOWLEDGE_OPERATIONS,
  ...PUBLIC_OPERATIONS,
  ...HEALTH_OPERATIONS,
  ...FINDINGS_OPERATIONS,
  ...MCP_OPERATIONS,
  ...AGENT_FILE_OPERATIONS,
  ...CONSOLE_OPERATIONS,
  ...BILLING_PAGE_OPERATIONS,
  ...USAGE_PAGE_OPERATIONS,
  ...HISTORY_PAGE_OPERATIONS,
  ...FINDINGS_PAGE_OPERATIONS,
  OPENAPI_OPERATION,
  ...CALLBACK_OPERATIONS,
];

/** Schemas named on purpose because several answers share them; the others are named after their operation. */
export const SHARED_SCHEMAS: Readonly<Record<string, AnySchema>> = {
  ChatMessage: messageSchema,
  Tool: toolSchema,
  ToolChoice: toolChoiceSchema,
  ...COMPLETION_SCHEMAS,
};
