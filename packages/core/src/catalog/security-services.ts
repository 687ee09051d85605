/** Where a security service sits in the data flow between services. */
export interface ServiceIntegration {
  /** Services this one sends findings to. */
  feeds: string[];
  /** Services whose findings this one takes in. */
  consumes: string[];
  /** What it emits into the shared finding schema (`:finding`), or null. */
  emits: ':finding' | null;
  /** The role its findings (or the service itself) play downstream, where the catalog names one. */
  role: string | null;
  /** The callable endpoint: the calculators' and the VM ledger's; null for describe-only services. */
  endpoint: { methods: string[]; path: string } | null;
}

/** One entry of the security-services catalog (`GET /v1/security/services`). */
export interface SecurityService {
  id: string;
  name: string;
  status: 'component-shipped' | 'gated';
  summary: string;
  capabilities: string[];
  inputs: string[];
  outputs: string[];
  /** MITRE ATT&CK technique ids the service detects or reduces exposure to. */
  attack: string[];
  integration: ServiceIntegration;
}

const describeOnly = (integration: Partial<ServiceIntegration>): ServiceIntegration => ({
  feeds: [],
  consumes: [],
  emits: null,
  role: null,
  endpoint: null,
  ...integration,
});

const calculator = (path: string): ServiceIntegration => describeOnly({ role: 'calculator', endpoint: { methods: ['GET', 'POST'], path } });

/**
 * The security-services catalog, in its fixed order. The ids, statuses, capabilities, inputs and
 * outputs of ctem, sast, dast, spect and vm are exact tokens, and ATT&CK ids are given only where
 * a service maps to them (ctem: T1190, T1595; spect: T1566). For grc, ir and dr the catalog has
 * no such cells; there they describe the calculators on the wire: `inputs` are the
 * top-level fields of the POST body and `outputs` the top-level fields of the answer (a test
 * checks both against the worked examples).
 */
export const SECURITY_SERVICES: readonly SecurityService[] = [
  {
    id: 'ctem',
    name: 'Continuous Threat Exposure Management',
    status: 'component-shipped',
    summary:
      'Scans public endpoints, domains and certificates, lists the external attack surface, identifies reachable attack paths, attaches asset context (public routes, dependencies, owner) and feeds exposure events and shared-schema findings to the VM ledger.',
    capabilities: ['surface-inventory', 'attack-path', 'context', 'exposure-feed'],
    inputs: ['assets', 'dns', 'certificates', 'open-endpoints'],
    outputs: ['attack-paths', 'exposure-findings', 'asset-context'],
    attack: ['T1190', 'T1595'],
    integration: describeOnly({ feeds: ['vm'], emits: ':finding' }),
  },
  {
    id: 'sast',
    name: 'Static Application Security Testing',
    status: 'gated',
    summary:
      'Analyses source for vulnerable patterns and missing sanitization using static and taint / data-flow analysis, emits code findings with file and line, inspects dependency manifests and emits dependency notes.',
    capabilities: ['code-analysis', 'taint-flow', 'code-finding', 'dependency-notes'],
    inputs: ['source-code', 'dependency-manifests'],
    outputs: ['code-findings', 'taint-paths', 'dependency-notes'],
    attack: [],
    integration: describeOnly({ feeds: ['vm'], emits: ':finding', role: 'code-findings' }),
  },
  {
    id: 'dast',
    name: 'Dynamic Application Security Testing',
    status: 'gated',
    summary:
      'Probes running applications across scan scopes and authenticated scenarios and reports reproducible runtime findings with request/response evidence.',
    capabilities: ['runtime-probe', 'auth-scenarios', 'runtime-finding'],
    inputs: ['running-apps', 'scan-scopes', 'auth-scenarios'],
    outputs: ['runtime-findings', 'request-response-evidence'],
    attack: [],
    integration: describeOnly({ feeds: ['vm'], emits: ':finding', role: 'runtime-findings' }),
  },
  {
    id: 'spect',
    name: 'Spear-phishing mail inspection',
    status: 'gated',
    summary:
      'Inspects received mail: SPF/DKIM/DMARC header verification, domain-normalisation comparison (punycode, homoglyph, added characters), URL rewrite target versus sender; emits targeted-mail findings.',
    capabilities: ['header-verify', 'domain-normalise', 'url-mismatch', 'mail-finding'],
    inputs: ['received-mail', 'domain-intel', 'mail-flow-records'],
    outputs: ['targeted-mail-findings', 'lookalike-domain-notes', 'impersonation-evidence'],
    attack: ['T1566'],
    integration: describeOnly({ feeds: ['vm'], emits: ':finding', role: 'targeted-mail-findings' }),
  },
  {
    id: 'vm',
    name: 'Vulnerability Management',
    status: 'component-shipped',
    summary:
      'Consumes shared-schema findings from the four upstream services, deduplicates them (key: asset x vulnerability), scores by reachability x exploitability and tracks remediation in a ledger keyed by CPE and CVE; accepts CVE/CPE feed input.',
    capabilities: ['dedup', 'scoring', 'ledger', 'remediation', 'cve-cpe-feed'],
    inputs: ['findings-from-ctem', 'findings-from-dast', 'findings-from-sast', 'findings-from-spear-phishing', 'cve-cpe-feeds'],
    outputs: ['vulnerability-ledger', 'remediation-status', 'exposure-reports'],
    attack: [],
    integration: describeOnly({
      consumes: ['ctem', 'dast', 'sast', 'spect'],
      role: 'aggregation-ledger',
      endpoint: { methods: ['GET', 'POST'], path: '/v1/security/findings' },
    }),
  },
  {
    id: 'grc',
    name: 'Governance, Risk and Compliance (NIST CSF 2.0 GOVERN)',
    status: 'component-shipped',
    summary:
      'A deterministic, stateless calculator: CSF 2.0 GOVERN profile gaps, a scored risk register checked against the risk appetite, and supplier assessments, computed only from the POSTed JSON.',
    capabilities: ['profile-gaps', 'risk-scoring', 'supplier-assessment'],
    inputs: ['asOf', 'riskAppetite', 'profile', 'risks', 'suppliers'],
    outputs: ['profile', 'risks', 'suppliers', 'notes', 'csf'],
    attack: [],
    integration: calculator('/v1/security/govern'),
  },
  {
    id: 'ir',
    name: 'Incident Response (NIST CSF 2.0 RESPOND)',
    status: 'component-shipped',
    summary:
      'A deterministic, stateless calculator: incident triage and priority, an RS-subcategory playbook, and statutory notification deadlines (APPI, GDPR, NIS2) as outer limits, not legal advice.',
    capabilities: ['triage', 'playbook', 'notification-deadlines'],
    inputs: ['incident'],
    outputs: ['incident', 'triage', 'playbook', 'notifications', 'notes', 'csf'],
    attack: [],
    integration: calculator('/v1/security/respond'),
  },
  {
    id: 'dr',
    name: 'Disaster Recovery (NIST CSF 2.0 RECOVER)',
    status: 'component-shipped',
    summary:
      'A deterministic, stateless calculator: recovery waves in dependency order, dependency-cycle detection, and per-asset RPO, restore-test (against an optional policy), offsite, immutability and RTO-order checks.',
    capabilities: ['recovery-waves', 'cycle-detection', 'backup-checks'],
    inputs: ['asOf', 'assets', 'policy'],
    outputs: ['asOf', 'waves', 'assets', 'summary', 'notes', 'csf'],
    attack: [],
    integration: calculator('/v1/security/recover'),
  },
];
