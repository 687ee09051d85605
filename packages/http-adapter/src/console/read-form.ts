import type { Context } from 'hono';

/** A console form's fields; a body that is not a URL-encoded form reads as no fields. */
export async function readForm(c: Context): Promise<{ get(name: string): string | undefined }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return { get: () => undefined };
  const fields = new URLSearchParams(await c.req.text());
  return { get: (name) => fields.get(name) ?? undefined };
}
