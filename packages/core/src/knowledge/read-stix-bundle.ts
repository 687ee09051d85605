import { err, ok, type Result } from '../errors/result.js';
import type { StixObject } from './stix-object.js';

/** Why a file cannot be used as an ATT&CK source. */
export interface BundleProblem {
  reason: 'not-a-bundle' | 'no-attack-objects' | 'unknown-domain';
  message: string;
}

/**
 * The objects of a STIX 2.0 or 2.1 bundle (`{"type": "bundle", "objects": [...]}`). Entries that are
 * not objects with a string `type` and `id` are dropped instead of refusing the whole file: one
 * odd object must not hide thousands of good ones.
 */
export function readStixBundle(value: unknown): Result<StixObject[], BundleProblem> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return err({ reason: 'not-a-bundle', message: 'The file is not a JSON object.' });
  }
  const bundle = value as Record<string, unknown>;
  if (bundle.type !== 'bundle' || !Array.isArray(bundle.objects)) {
    return err({ reason: 'not-a-bundle', message: 'The file is not a STIX bundle (no "type": "bundle" with an "objects" array).' });
  }
  const objects = (bundle.objects as unknown[]).filter(
    (o): o is StixObject => typeof o === 'object' && o !== null && typeof (o as StixObject).type === 'string' && typeof (o as StixObject).id === 'string',
  );
  return ok(objects);
}
