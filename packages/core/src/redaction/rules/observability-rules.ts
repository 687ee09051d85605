import { prefixed, type SecretRule } from './secret-rule.js';

/**
 * Monitoring and error-tracking tokens (docs/redaction.md#kinds). Datadog keys are bare hex:
 * found only by the key they are assigned to (secret-assignment.ts).
 */
export const OBSERVABILITY_RULES: readonly SecretRule[] = [
  prefixed('new-relic-key', ['NRAK-', 'NRII-', 'NRAA-', 'NRRA-', 'NRJS-', 'NRBR-'], '[A-Za-z0-9_-]{19,42}', { urlsafe: true }),
  // Ingest licence keys end, rather than start, with their marker.
  {
    kind: 'new-relic-key',
    keywords: ['nral'],
    regex: /(?<![A-Za-z0-9])[a-fA-F0-9]{36}NRAL(?![A-Za-z0-9])/g,
    tier: 1,
  },
  prefixed('sentry-token', ['sntrys_eyJ'], '[A-Za-z0-9+/=_-]{50,1000}', { urlsafe: true }),
  prefixed('sentry-token', ['sntryu_'], '[a-f0-9]{64}'),
  prefixed('grafana-token', ['glc_'], '[A-Za-z0-9+/]{32,400}={0,2}'),
  prefixed('grafana-token', ['glsa_'], '[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}'),
  prefixed('dynatrace-token', ['dt0c01.', 'dt0s01.', 'dt0s02.', 'dt0s16.'], '[A-Z0-9]{24}\\.[A-Z0-9]{64}'),
];
