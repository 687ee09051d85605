import type { EchoRule } from './model-definition.js';

/** An upstream-chosen model identifier: 1 to 128 characters of `[A-Za-z0-9._:/-]`. */
const MODEL_ID_SHAPE = /^[A-Za-z0-9._:/-]{1,128}$/;

/**
 * Whether the `model` of an upstream answer keeps the model's echo rule. The answered value
 * comes from the network, so it is typed `unknown`: anything but a string breaks every rule.
 */
export function checkEcho(rule: EchoRule, requestedModel: string, answeredModel: unknown): boolean {
  if (typeof answeredModel !== 'string') return false;
  switch (rule.kind) {
    case 'requested':
      return answeredModel === requestedModel;
    case 'fixed':
      return answeredModel === rule.upstreamModel;
    case 'shape':
      return MODEL_ID_SHAPE.test(answeredModel);
  }
}
