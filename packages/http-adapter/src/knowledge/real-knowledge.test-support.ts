import { readFile } from 'node:fs/promises';
import type { KnowledgeCorpus } from '@secgate/core';
import { attackBundlePath } from '../../../../test/support/attack-data.js';
import { loadCweCorpus } from './load-cwe-corpus.js';
import { parseAttackBundleText } from './read-attack-bundle-file.js';

export { attackBundlePath };

export interface RealCorpora {
  enterprise: KnowledgeCorpus;
  ics: KnowledgeCorpus;
  cwe: KnowledgeCorpus;
}

/**
 * MITRE's real Enterprise (45 MB) and ICS bundles and cwe-sdk's CWE, parsed as startServer
 * parses them. Call it once per test file, in beforeAll.
 */
export async function realKnowledgeCorpora(): Promise<RealCorpora> {
  const parse = async (name: 'enterprise-attack' | 'ics-attack') => {
    const parsed = parseAttackBundleText(await readFile(attackBundlePath(name), 'utf8'));
    if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
    return parsed.value;
  };
  return { enterprise: await parse('enterprise-attack'), ics: await parse('ics-attack'), cwe: loadCweCorpus() };
}
