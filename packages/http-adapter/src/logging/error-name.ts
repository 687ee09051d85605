/**
 * How an error is logged: by name and code only. Its message may quote SQL parameters, a prompt,
 * or a provider's code or token (docs/operations.md#logs).
 */
export function errorName(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${error.name}:${code}` : error.name;
  }
  return typeof error;
}
