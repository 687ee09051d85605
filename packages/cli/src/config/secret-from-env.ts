import { err, ok, type Result } from '@secgate/core';

/**
 * The secret in the environment variable a configuration field names (every `...Env` field:
 * `apiKeyEnv`, `clientSecretEnv`, `secretEnv`). A variable that is unset or empty refuses the
 * start: running on without the secret would only fail later, one request at a time.
 */
export function secretFromEnv(env: Record<string, string | undefined>, field: string, variable: string): Result<string, { message: string }> {
  const value = env[variable];
  if (value) return ok(value);
  return err({
    message: `Configuration field '${field}' names the environment variable ${variable}, which is not set. Set it in the environment of secgate, or remove the field.`,
  });
}
