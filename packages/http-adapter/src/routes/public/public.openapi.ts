import { CALCULATORS, governSchema, recoverSchema, respondSchema, type CalculatorName } from '@secgate/calculators';
import * as v from 'valibot';
import { jsonAnswer, type AnySchema, type OperationDeclaration } from '../../openapi/operation.js';
import { CALCULATOR_PATHS } from './calculator-routes.js';
import { METRICS_PATH } from './metrics-route.js';
import { SECURE_PATH } from './secure.js';
import { SPEAR_PHISHING_PATH } from './spear-phishing.js';

/*
 * The public read routes and the calculators (docs/api.md#calculators-and-security-services) for
 * the OpenAPI document. The calculators' inputs are their own valibot schemas; their answers are
 * stated to the top level, each part's fields are in docs/calculators.md.
 */

const strings = v.array(v.string());
const parts = (what: string) => v.pipe(v.looseObject({}), v.description(`${what}: see docs/calculators.md.`));
const listOf = (what: string) => v.pipe(v.array(v.looseObject({})), v.description(`${what}: see docs/calculators.md.`));
const csf = (fn: string) => v.object({ function: v.literal(fn), subcategories: strings });
const notes = v.pipe(strings, v.description('Plain sentences about what the answer assumed or could not judge.'));

const governAnswer = v.object({
  profile: v.optional(parts('Profile gaps by GOVERN subcategory')),
  risks: v.optional(parts('The risk register, scored against the appetite')),
  suppliers: v.optional(parts('Supplier reviews and findings')),
  notes,
  csf: csf('GOVERN'),
});
const respondAnswer = v.object({
  incident: v.object({ id: v.string(), category: v.string(), awareAt: v.pipe(v.string(), v.isoTimestamp()) }),
  triage: parts('Priority and the factors behind it'),
  playbook: listOf('The 13 RESPOND subcategories as steps, in CSF order'),
  notifications: listOf('Statutory notifications by deadline (GDPR, NIS2, APPI)'),
  notes,
  csf: csf('RESPOND'),
});
const recoverAnswer = v.object({
  asOf: v.pipe(v.string(), v.isoTimestamp()),
  waves: listOf('Restore waves in dependency order'),
  assets: listOf('Each asset in wave order with its backup checks'),
  summary: v.object({
    assets: v.number(),
    waves: v.number(),
    failing: v.object({ rpo: v.number(), restoreTest: v.number(), offsite: v.number(), immutable: v.number(), rtoOrder: v.number() }),
  }),
  notes,
  csf: csf('RECOVER'),
});

const CALCULATOR_SCHEMAS: Record<CalculatorName, { input: AnySchema; answer: AnySchema; title: string }> = {
  govern: { input: governSchema, answer: governAnswer, title: 'GRC (NIST CSF 2.0 GOVERN)' },
  respond: { input: respondSchema, answer: respondAnswer, title: 'IR (RESPOND)' },
  recover: { input: recoverSchema, answer: recoverAnswer, title: 'DR (RECOVER)' },
};

const calculatorOperations = (name: CalculatorName): OperationDeclaration[] => {
  const { input, answer, title } = CALCULATOR_SCHEMAS[name];
  const path = CALCULATOR_PATHS[name];
  return [
    {
      method: 'GET',
      path,
      operationId: `${name}Example`,
      description: `${title}: a worked input and its answer, computed on each request by the code a POST runs.`,
      answers: [jsonAnswer(200, 'The worked example.', v.object({ example: v.object({ input, response: answer }) }))],
      errors: [],
    },
    {
      method: 'POST',
      path,
      operationId: name,
      description: `${title} on your input. Nothing is stored.`,
      requestBody: { schema: input, example: CALCULATORS[name].example },
      answers: [jsonAnswer(200, 'The result.', answer)],
      errors: name === 'recover' ? ['invalid-input', 'dependency-cycle'] : ['invalid-input'],
    },
  ];
};

export const securityServiceSchema = v.object({
  id: v.string(),
  name: v.string(),
  status: v.picklist(['component-shipped', 'gated']),
  summary: v.string(),
  capabilities: strings,
  inputs: strings,
  outputs: strings,
  attack: v.pipe(strings, v.description('ATT&CK technique ids the service detects or reduces exposure to.')),
  integration: v.object({
    feeds: strings,
    consumes: strings,
    emits: v.nullable(v.literal(':finding')),
    role: v.nullable(v.string()),
    endpoint: v.nullable(v.object({ methods: strings, path: v.string() })),
  }),
});

const spearPhishingSchema = v.object({
  id: v.literal('spear-phishing'),
  name: v.string(),
  components: v.array(v.object({ id: v.string(), service: v.string(), role: v.string(), description: v.string() })),
  partners: strings,
});

const secureSchema = v.object({
  guardrails: v.object({
    version: v.string(),
    rules: v.array(v.object({ id: v.string(), action: v.picklist(['block', 'redact', 'flag']), category: v.optional(v.string()) })),
    policy: v.object({
      version: v.string(),
      categories: v.array(
        v.object({
          id: v.string(),
          hazard: v.pipe(v.string(), v.description('The MLCommons hazard code, S1 to S14, as Llama Guard 3 prints it.')),
          parent: v.optional(v.string()),
          action: v.picklist(['block', 'flag']),
          widenedBy: v.pipe(v.array(v.string()), v.description('Red-team tasks whose approved scope turns a block of this category into a flag.')),
        }),
      ),
    }),
  }),
  firewall: v.object({ version: v.string(), mode: v.literal('enforce') }),
  compliance: v.object({ version: v.string(), aupVersion: v.string(), frameworks: strings }),
});

export const PUBLIC_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'GET',
    path: '/v1/security/services',
    operationId: 'listSecurityServices',
    answers: [jsonAnswer(200, 'The eight services, as a bare array.', v.array(securityServiceSchema))],
    errors: [],
  },
  {
    method: 'GET',
    path: SPEAR_PHISHING_PATH,
    operationId: 'getSpearPhishingSolution',
    answers: [jsonAnswer(200, 'The solution.', spearPhishingSchema)],
    errors: [],
  },
  ...calculatorOperations('govern'),
  ...calculatorOperations('respond'),
  ...calculatorOperations('recover'),
  {
    method: 'GET',
    path: SECURE_PATH,
    operationId: 'getSecurityPosture',
    description: 'Rule ids and actions only: the patterns are not published, so they cannot be probed for gaps.',
    answers: [jsonAnswer(200, 'Guardrail, firewall and compliance versions in force.', secureSchema)],
    errors: [],
  },
  {
    method: 'GET',
    path: METRICS_PATH,
    operationId: 'getMetrics',
    description: 'For the operator: loopback clients only, or `Authorization: Bearer <metrics.token>` when one is configured. No CORS.',
    answers: [{ status: 200, description: 'Prometheus text exposition (`cache-control: no-store`).', content: { 'text/plain': { schema: v.string() } } }],
    errors: ['unauthorized', 'forbidden'],
  },
];
