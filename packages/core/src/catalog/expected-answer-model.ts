import type { ModelDefinition } from './model-definition.js';

/**
 * The `model` an answer will carry, as far as it is known before the upstream answers: the
 * requested id or the fixed upstream id. A `shape` model names itself only in its answer, so
 * until then this is the requested id. Stream chunks sent while waiting use it, so a stream's
 * chunks agree with its answer wherever the echo rule allows it.
 */
export function expectedAnswerModel(model: ModelDefinition): string {
  return model.echo.kind === 'fixed' ? model.echo.upstreamModel : model.id;
}
