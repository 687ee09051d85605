import { describe, expect, it } from 'vitest';
import { knowledgeContext } from './knowledge-context.js';
import type { KnowledgeDocument, KnowledgeSourceInfo } from './knowledge-document.js';

const SOURCE: KnowledgeSourceInfo = {
  id: 'enterprise-attack',
  name: 'Enterprise ATT&CK',
  version: '18.1',
  versionFrom: 'collection',
  detail: 'full',
  attribution: { statement: 'Copyright MITRE.', license: 'https://attack.mitre.org/resources/legal-and-branding/terms-of-use/' },
};
const DOC: KnowledgeDocument = {
  id: 'T1566.001',
  source: 'enterprise-attack',
  type: 'sub-technique',
  title: 'Spearphishing Attachment',
  description: 'Adversaries may send spearphishing emails.',
  url: 'https://attack.mitre.org/techniques/T1566/001',
  keywords: [],
  related: { platforms: ['Windows'], parent: { id: 'T1566', title: 'Phishing', url: 'https://attack.mitre.org/techniques/T1566' } },
};

describe('knowledgeContext', () => {
  it('spreads the related items beside the item and adds the attribution', () => {
    expect(knowledgeContext(DOC, SOURCE)).toEqual({
      id: 'T1566.001',
      source: 'enterprise-attack',
      type: 'sub-technique',
      title: 'Spearphishing Attachment',
      description: 'Adversaries may send spearphishing emails.',
      url: 'https://attack.mitre.org/techniques/T1566/001',
      platforms: ['Windows'],
      parent: { id: 'T1566', title: 'Phishing', url: 'https://attack.mitre.org/techniques/T1566' },
      attribution: { source: 'Enterprise ATT&CK', version: '18.1', detail: 'full', statement: 'Copyright MITRE.', license: SOURCE.attribution.license },
    });
  });

  it('answers a null description from a names-only source, and says which detail is loaded', () => {
    const answer = knowledgeContext({ ...DOC, description: '' }, { ...SOURCE, detail: 'names' });
    expect(answer.description).toBeNull();
    expect(answer.attribution.detail).toBe('names');
  });

  it('says when the asked id was revoked', () => {
    const answer = knowledgeContext(DOC, SOURCE, { id: 'T1193', title: 'Spearphishing Attachment', replacedBy: 'T1566.001' });
    expect(answer).toMatchObject({ id: 'T1566.001', revokedId: 'T1193', replacedBy: 'T1566.001' });
  });
});
