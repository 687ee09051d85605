import type { ServiceConfig } from '../../config/service-config.js';
import { EKYC_STATE_TTL_MS, signEkycState } from './ekyc-state.js';

/**
 * Where a person verifies a card for `principalId` (docs/api.md#card-verification): the provider's
 * URL template with `{state}` replaced by a signed state valid 15 minutes; null when no provider is
 * configured. One function for the API route and the console page.
 */
export function verificationUrlFor(config: Pick<ServiceConfig, 'ekyc'>, principalId: string, now: number): { url: string; expiresAt: number } | null {
  const { urlTemplate, secret } = config.ekyc;
  if (!urlTemplate || !secret) return null;
  const expiresAt = now + EKYC_STATE_TTL_MS;
  const state = signEkycState({ principalId, expiresAt }, secret);
  return { url: urlTemplate.split('{state}').join(encodeURIComponent(state)), expiresAt };
}

/** Whether a card verification provider is configured: a URL template and a secret. */
export function isVerificationConfigured(config: Pick<ServiceConfig, 'ekyc'>): boolean {
  return Boolean(config.ekyc.urlTemplate && config.ekyc.secret);
}
