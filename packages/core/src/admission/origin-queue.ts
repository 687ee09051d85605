import { apiError, type ApiError } from '../errors/api-error.js';

/** What a refusal for a full origin line suggests waiting before trying again. */
export const QUEUE_FULL_RETRY_AFTER_SECONDS = 5;

/**
 * The last check before a hold (docs/configuration.md#origins): when the line in front
 * of the model's origin is full, 503 `upstream-queue-full`, so nothing is held or spent; else null.
 */
export function originQueueRefusal(model: string, saturated: boolean): ApiError | null {
  if (!saturated) return null;
  return apiError(
    'upstream-queue-full',
    `The origin of the model '${model}' has as many calls waiting as it is configured to queue; nothing was charged. Try again shortly.`,
    { model, retryAfterSeconds: QUEUE_FULL_RETRY_AFTER_SECONDS },
  );
}
