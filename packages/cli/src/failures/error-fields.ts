/** The fields failures are recognised by. Errors cross package (and process) boundaries, so by shape, not class. */
export interface ErrorFields {
  code?: unknown;
  errno?: unknown;
  syscall?: unknown;
  address?: unknown;
  port?: unknown;
  path?: unknown;
  severity?: unknown;
  message?: unknown;
  errors?: unknown;
}

export function fieldsOf(error: unknown): ErrorFields {
  return typeof error === 'object' && error !== null ? (error as ErrorFields) : {};
}

/**
 * The error's code: Node's (`ECONNREFUSED`), PostgreSQL's SQLSTATE (`28P01`) or our own. A failed
 * connection to a name with several addresses is an AggregateError whose code may sit on its parts.
 */
export function codeOf(error: unknown): string | undefined {
  const { code, errors } = fieldsOf(error);
  if (typeof code === 'string') return code;
  if (Array.isArray(errors)) return errors.map(codeOf).find((part) => part !== undefined);
  return undefined;
}

/** The message as one line without its final full stop, to go inside a sentence. */
export function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof fieldsOf(error).message === 'string' ? String(fieldsOf(error).message) : String(error);
  const line = message.replace(/\s*\n\s*/g, ' ').trim();
  return (line || (error instanceof Error ? error.name : 'unknown error')).replace(/\.$/, '');
}
