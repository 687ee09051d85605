import type { Hono } from 'hono';
import { publicCors } from '../../http/cors.js';

/** Opens each path to any origin for the given methods (answers its preflight too). */
export function openCors(app: Hono, paths: readonly string[], methods: readonly string[]): void {
  const cors = publicCors({ methods });
  for (const path of paths) app.use(path, cors);
}
