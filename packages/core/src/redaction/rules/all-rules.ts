import { AI_PROVIDER_RULES } from './ai-provider-rules.js';
import { AUTHORIZATION_RULES } from './authorization-header.js';
import { AZURE_CONNECTION_STRING_RULES } from './azure-connection-string.js';
import { CI_RULES } from './ci-rules.js';
import { CLOUD_RULES } from './cloud-rules.js';
import { COMMAND_LINE_RULES } from './command-line-rules.js';
import { DOCKER_CONFIG_AUTH_RULE } from './docker-config-auth.js';
import { EMAIL_RULES } from './email-rules.js';
import { JWT_RULE } from './jwt.js';
import { KEY_MATERIAL_RULES } from './key-material-rules.js';
import { MESSAGING_RULES } from './messaging-rules.js';
import { OBSERVABILITY_RULES } from './observability-rules.js';
import { PACKAGE_REGISTRY_RULES } from './package-registry-rules.js';
import { PAYMENT_RULES } from './payment-rules.js';
import { SAAS_RULES } from './saas-rules.js';
import { NETRC_RULE, SECRET_ASSIGNMENT_RULE, XML_SECRET_ELEMENT_RULE } from './secret-assignment.js';
import type { SecretRule } from './secret-rule.js';
import { SOURCE_HOST_RULES } from './source-host-rules.js';
import { URL_CREDENTIALS_RULE } from './url-credentials.js';

/**
 * The version of the detection rules. It changes whenever a rule, a kind or a threshold changes,
 * together with the guardrail rule-set version that `secret-hygiene` belongs to
 * (docs/redaction.md#versions); both show on GET /v1/secure and on each job.
 */
export const REDACTION_RULES_VERSION = '2026.11.3';

/** Every rule besides PEM blocks (find-private-key-blocks.ts). Order breaks ties inside a tier. */
export const SECRET_RULES: readonly SecretRule[] = [
  ...KEY_MATERIAL_RULES,
  ...CLOUD_RULES,
  ...SOURCE_HOST_RULES,
  ...PACKAGE_REGISTRY_RULES,
  ...PAYMENT_RULES,
  ...MESSAGING_RULES,
  ...EMAIL_RULES,
  ...AI_PROVIDER_RULES,
  ...OBSERVABILITY_RULES,
  ...CI_RULES,
  ...SAAS_RULES,
  JWT_RULE,
  URL_CREDENTIALS_RULE,
  ...AUTHORIZATION_RULES,
  ...COMMAND_LINE_RULES,
  ...AZURE_CONNECTION_STRING_RULES,
  DOCKER_CONFIG_AUTH_RULE,
  SECRET_ASSIGNMENT_RULE,
  XML_SECRET_ELEMENT_RULE,
  NETRC_RULE,
];

/** Every keyword of every rule, and the PEM marker: text holding none of them is never changed. */
export const REDACTION_KEYWORDS: readonly string[] = [...new Set([...SECRET_RULES.flatMap((rule) => rule.keywords), 'private key'])];
