import { containsSecret } from '../redaction/redact-secrets.js';
import type { GuardrailDetector } from './guardrail-rule.js';
import { containsMyNumber } from './my-number.js';
import { containsPaymentCardNumber } from './payment-card-number.js';

const DETECTORS: Record<GuardrailDetector, (text: string) => boolean> = {
  'secret-shapes': containsSecret,
  'payment-card-number': containsPaymentCardNumber,
  'my-number': containsMyNumber,
};

export function isGuardrailDetector(value: unknown): value is GuardrailDetector {
  return typeof value === 'string' && Object.hasOwn(DETECTORS, value);
}

/** Runs a named detector on a text. */
export function runDetector(detector: GuardrailDetector, text: string): boolean {
  return DETECTORS[detector](text);
}
