/*
 * Paths with a parameter are written once, as the documents write them (`/v1/security/findings/{id}`,
 * the OpenAPI form); Hono registers them in its own form (`/v1/security/findings/:id`).
 */

/** `/a/{id}/b` -> `/a/:id/b`: the pattern Hono registers for a documented path. */
export function honoPattern(template: string): string {
  return template.replace(/\{([A-Za-z]\w*)\}/g, ':$1');
}

/** `/a/:id/b` -> `/a/{id}/b`: the documented path of a pattern in Hono's route table. */
export function pathTemplateOf(pattern: string): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, '{$1}');
}

/** The names of a documented path's parameters, in order. */
export function pathParameterNames(template: string): string[] {
  return [...template.matchAll(/\{([A-Za-z]\w*)\}/g)].map((match) => match[1] as string);
}

/** Whether a concrete path (`/a/fnd_1/b`) is one of a documented path's (`/a/{id}/b`). */
export function matchesPathTemplate(template: string, path: string): boolean {
  const pattern = template
    .split(/\{[A-Za-z]\w*\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}
