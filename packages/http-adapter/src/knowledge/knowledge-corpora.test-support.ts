import type { KnowledgeCorpus } from '@secgate/core';
import { readRealAttackBundleText, type RealBundleName } from '../../../../test/support/attack-data.js';
import { loadCweCorpus } from './load-cwe-corpus.js';
import { parseAttackBundleText } from './read-attack-bundle-file.js';
import { readShippedAttackSnapshots } from './shipped-attack-snapshot.js';

export interface KnowledgeCorpora {
  enterprise: KnowledgeCorpus;
  ics: KnowledgeCorpus;
  cwe: KnowledgeCorpus;
}

/** What ships with the service: the ATT&CK snapshot (names only) and cwe-sdk's CWE. */
export function shippedKnowledgeCorpora(): KnowledgeCorpora {
  const shipped = new Map(readShippedAttackSnapshots().map(({ corpus }) => [corpus.source.id, corpus]));
  const [enterprise, ics] = [shipped.get('enterprise-attack'), shipped.get('ics-attack')];
  if (!enterprise || !ics) throw new Error('the shipped ATT&CK snapshot is missing a domain');
  return { enterprise, ics, cwe: loadCweCorpus() };
}

/**
 * MITRE's real Enterprise (45 MB, given release 18.1 as `knowledge import --version` would) and
 * ICS bundles from SECGATE_TEST_ATTACK_DIR, and CWE. Call it once per file, in a beforeAll of a
 * describeWithRealBundles block.
 */
export function realKnowledgeCorpora(): KnowledgeCorpora {
  const parse = (name: RealBundleName) => {
    const parsed = parseAttackBundleText(readRealAttackBundleText(name), '18.1');
    if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
    return parsed.value;
  };
  return { enterprise: parse('enterprise-attack'), ics: parse('ics-attack'), cwe: loadCweCorpus() };
}
