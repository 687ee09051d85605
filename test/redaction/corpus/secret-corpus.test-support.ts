// The labelled secret corpus (issue 12), assembled from its family files: positives grouped by
// family, and research-material negatives that must come back byte for byte.
import { AI_POSITIVES, OBSERVABILITY_POSITIVES } from './ai-observability-positives.test-support.js';
import { ASSIGNMENT_POSITIVES } from './assignment-positives.test-support.js';
import { CI_POSITIVES, SAAS_POSITIVES } from './ci-saas-positives.test-support.js';
import { CLOUD_POSITIVES, KEY_MATERIAL_POSITIVES } from './cloud-positives.test-support.js';
import { EMAIL_POSITIVES, MESSAGING_POSITIVES, PAYMENT_POSITIVES } from './commerce-messaging-positives.test-support.js';
import {
  COMMAND_LINE_POSITIVES,
  DOCKER_AUTH_POSITIVES,
  HEADER_POSITIVES,
  JWT_POSITIVES,
  URL_CREDENTIAL_POSITIVES,
} from './contextual-positives.test-support.js';
import type { NegativeSample, PositiveSample } from './corpus-kit.test-support.js';
import { PLACEHOLDER_NEGATIVES, READS_A_SECRET_NEGATIVES, SECRET_NAMED_NON_SECRET_NEGATIVES } from './placeholder-negatives.test-support.js';
import { ARTEFACT_NEGATIVES, HASH_AND_ID_NEGATIVES, RULE_AND_PAYLOAD_NEGATIVES } from './research-negatives.test-support.js';
import { REGISTRY_POSITIVES, SOURCE_HOST_POSITIVES } from './source-registry-positives.test-support.js';

export type { NegativeSample, PositiveSample } from './corpus-kit.test-support.js';

export const POSITIVE_FAMILIES: Readonly<Record<string, readonly PositiveSample[]>> = {
  'key material': KEY_MATERIAL_POSITIVES,
  cloud: CLOUD_POSITIVES,
  'source hosting': SOURCE_HOST_POSITIVES,
  'package registries': REGISTRY_POSITIVES,
  payments: PAYMENT_POSITIVES,
  messaging: MESSAGING_POSITIVES,
  'e-mail': EMAIL_POSITIVES,
  'AI providers': AI_POSITIVES,
  observability: OBSERVABILITY_POSITIVES,
  'CI and secret managers': CI_POSITIVES,
  SaaS: SAAS_POSITIVES,
  JWT: JWT_POSITIVES,
  'URL credentials': URL_CREDENTIAL_POSITIVES,
  'Authorization headers': HEADER_POSITIVES,
  'Docker config auth': DOCKER_AUTH_POSITIVES,
  'secret assignments': ASSIGNMENT_POSITIVES,
  'command lines and credential files': COMMAND_LINE_POSITIVES,
};

export const NEGATIVE_FAMILIES: Readonly<Record<string, readonly NegativeSample[]>> = {
  'hashes and identifiers': HASH_AND_ID_NEGATIVES,
  'rules, payloads and public keys': RULE_AND_PAYLOAD_NEGATIVES,
  'web, mail and build artefacts': ARTEFACT_NEGATIVES,
  placeholders: PLACEHOLDER_NEGATIVES,
  'code that reads a secret': READS_A_SECRET_NEGATIVES,
  'secret-named non-secrets': SECRET_NAMED_NON_SECRET_NEGATIVES,
};

export const POSITIVES: readonly (PositiveSample & { family: string })[] = Object.entries(POSITIVE_FAMILIES).flatMap(([family, samples]) =>
  samples.map((s) => ({ ...s, family })),
);

export const NEGATIVES: readonly (NegativeSample & { family: string })[] = Object.entries(NEGATIVE_FAMILIES).flatMap(([family, samples]) =>
  samples.map((s) => ({ ...s, family })),
);
