import * as v from 'valibot';
import { isHttpUrl } from './is-http-url.js';

/*
 * The `guardrails` section of the configuration file (docs/guardrails.md#guard-models): the guard
 * model the rules are backed by. Its key is named by environment variable, never written in the file.
 */

export const guardrailsSchema = v.strictObject({
  guardModel: v.optional(
    v.nullable(
      v.strictObject({
        protocol: v.picklist(['llama-guard', 'moderation'], 'must be "llama-guard" or "moderation"'),
        baseURL: v.pipe(
          v.string('must be a string'),
          v.maxLength(2048, 'must be at most 2048 characters'),
          v.check(isHttpUrl, 'must be an http(s) URL such as http://127.0.0.1:8001/v1'),
        ),
        model: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'), v.maxLength(256, 'must be at most 256 characters')),
        apiKeyEnv: v.optional(
          v.pipe(
            v.string('must be a string'),
            v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be the name of an environment variable (the key itself never goes in the file)'),
          ),
        ),
        timeoutMs: v.optional(
          v.pipe(
            v.number('must be a number'),
            v.integer('must be a whole number'),
            v.minValue(50, 'must be at least 50'),
            v.maxValue(60_000, 'must be at most 60000'),
          ),
        ),
        onUnavailable: v.optional(v.picklist(['block', 'allow'], 'must be "block" or "allow"')),
        checkAnswers: v.optional(v.boolean('must be true or false')),
      }),
    ),
  ),
});

/**
 * Two seconds to answer (an 8B guard model on a GPU answers in well under one), and a guard model
 * that cannot be asked blocks: an operator adds one because the rules are not enough, and a guard
 * model that is down must not quietly let everything through. `allow` puts availability first.
 */
export const GUARD_MODEL_DEFAULTS = { timeoutMs: 2_000, onUnavailable: 'block', checkAnswers: true } as const;
