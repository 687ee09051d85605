import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureLogger } from '../logging/capture-logger.test-support.js';
import { loadServerKnowledge } from './load-server-knowledge.js';

describe('loadServerKnowledge', () => {
  it('logs how long loading took, what it loaded and each skipped bundle', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'secgate-server-knowledge-'));
    writeFileSync(join(dir, 'broken-attack.json'), 'nope');
    const { logger, lines } = captureLogger();
    const index = await loadServerKnowledge({ SECGATE_KNOWLEDGE_DIR: dir }, logger);
    expect(index.snapshot().sources.map((s) => s.id)).toEqual(['enterprise-attack', 'ics-attack', 'cwe']);
    const logged = lines;
    expect(logged.find((l) => l.msg === 'knowledge bundle skipped')).toMatchObject({
      level: 40,
      path: join(dir, 'broken-attack.json'),
      reason: 'The file is not valid JSON.',
    });
    // The line says what each source holds: names only for the shipped snapshot, full for CWE.
    expect(logged.find((l) => l.msg === 'knowledge loaded')).toMatchObject({
      durationMs: expect.any(Number),
      items: 1705 + 184 + 939,
      sources: [
        { id: 'enterprise-attack', version: '18.1', detail: 'names', items: 1705 },
        { id: 'ics-attack', version: '18.1', detail: 'names', items: 184 },
        { id: 'cwe', version: '4.15', detail: 'full', items: 939 },
      ],
    });
  });
});
