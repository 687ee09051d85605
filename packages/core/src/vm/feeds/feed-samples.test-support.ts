// Small feeds in the real formats: NVD CVE API 2.0, CISA KEV, FIRST EPSS (fields as published).

export function nvdFeed(entries: unknown[], timestamp = '2026-11-25T08:00:00.000'): string {
  return JSON.stringify({
    resultsPerPage: entries.length,
    startIndex: 0,
    totalResults: entries.length,
    format: 'NVD_CVE',
    version: '2.0',
    timestamp,
    vulnerabilities: entries,
  });
}

export function nvdEntry(id: string, options: { v31?: string; v40?: string; secondary?: string; cpes?: string[]; lastModified?: string } = {}): unknown {
  const metric = (vector: string, type: string, version: string) => ({
    source: type === 'Primary' ? 'nvd@nist.gov' : 'cna@example.com',
    type,
    cvssData: { version, vectorString: vector, baseScore: 9.8 },
  });
  return {
    cve: {
      id,
      sourceIdentifier: 'security@apache.org',
      published: '2021-12-10T10:15:09.143',
      lastModified: options.lastModified ?? '2025-04-03T20:03:51.150',
      vulnStatus: 'Analyzed',
      descriptions: [{ lang: 'en', value: `${id} description` }],
      metrics: {
        ...(options.v40 ? { cvssMetricV40: [metric(options.v40, 'Primary', '4.0')] } : {}),
        cvssMetricV31: [
          ...(options.secondary ? [metric(options.secondary, 'Secondary', '3.1')] : []),
          ...(options.v31 ? [metric(options.v31, 'Primary', '3.1')] : []),
        ],
      },
      configurations: [
        {
          nodes: [
            {
              operator: 'OR',
              negate: false,
              cpeMatch: (options.cpes ?? []).map((criteria, i) => ({ vulnerable: i % 2 === 0, criteria, matchCriteriaId: `M-${i}` })),
            },
          ],
        },
      ],
    },
  };
}

export function kevFeed(entries: { cveID: string; dateAdded: string }[], dateReleased = '2026-11-25T15:00:01.4567Z'): string {
  return JSON.stringify({
    title: 'CISA Catalog of Known Exploited Vulnerabilities',
    catalogVersion: '2026.11.25',
    dateReleased,
    count: entries.length,
    vulnerabilities: entries.map((entry) => ({
      vendorProject: 'Apache',
      product: 'Log4j2',
      vulnerabilityName: 'Apache Log4j2 RCE',
      shortDescription: '',
      requiredAction: 'Apply updates.',
      dueDate: '2021-12-24',
      knownRansomwareCampaignUse: 'Known',
      notes: '',
      cwes: ['CWE-20'],
      ...entry,
    })),
  });
}

export function epssFeed(rows: string[], scoreDate = '2026-11-25T00:00:00+0000'): string {
  return [`#model_version:v2025.03.14,score_date:${scoreDate}`, 'cve,epss,percentile', ...rows, ''].join('\n');
}
