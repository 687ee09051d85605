import { codeOf } from './error-fields.js';

/**
 * The sentence for an ATT&CK bundle named by SECGATE_ATTACK_BUNDLE that the server cannot use
 * (http-adapter's AttackBundleError, recognised by its code), or undefined.
 */
export function describeAttackBundleFailure(error: unknown): string | undefined {
  if (codeOf(error) !== 'ATTACK_BUNDLE_UNUSABLE') return undefined;
  const { path, problem } = error as { path?: unknown; problem?: { message?: unknown } };
  // The problem's message is a sentence of its own ("The file is not valid JSON."): made a clause.
  const why = String(problem?.message ?? 'it cannot be used')
    .replace(/\.$/, '')
    .replace(/^The /, 'the ');
  return `The ATT&CK bundle ${String(path)} named by SECGATE_ATTACK_BUNDLE cannot be used: ${why}. Correct the path in SECGATE_ATTACK_BUNDLE (a STIX bundle from MITRE ATT&CK), or unset it to use the shipped snapshot.`;
}
