import type { Logger } from 'pino';
import type { KnowledgeIndex } from './knowledge-index.js';
import { loadKnowledgeIndex } from './load-knowledge-index.js';

/**
 * The index `secgate serve` starts with, logged: how long loading took, how many items from
 * which sources, and each stored bundle that had to be skipped. Throws when a bundle named by
 * SECGATE_ATTACK_BUNDLE cannot be used, so a misconfigured start fails loudly.
 */
export async function loadServerKnowledge(env: Record<string, string | undefined>, logger: Logger): Promise<KnowledgeIndex> {
  const { index, report } = await loadKnowledgeIndex({ env });
  for (const { path, message } of report.skipped) logger.warn({ path, reason: message }, 'knowledge bundle skipped');
  logger.info({ durationMs: report.durationMs, items: report.items, sources: report.sources }, 'knowledge loaded');
  return index;
}
