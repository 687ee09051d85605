/*
 * Every command of a ```sh fence in README.md and docs/*.md, and how it is proven to work
 * (test/docs-commands.e2e.test.ts holds the documentation to this table both ways):
 * - run: that test runs it with bash in a fresh sandbox (see substitutions.ts and sandbox.ts),
 *   requires the exit code and finds each `expect` in its output;
 * - ci: .ci/run runs it (directly, or through the npm script it runs);
 * - test: the named test runs it; each `marker` must occur in its file.
 * A command needing more than the sandbox names fixtures (block-fixtures.ts).
 */

export type FixtureName = 'stopped-store' | 'postgres-database' | 'postgres-store' | 'attack-bundles';

export interface RunProof {
  proof: 'run';
  /** Text (or a pattern) its output must contain. */
  expect?: (string | RegExp)[];
  /** 0 unless given. */
  exitCode?: number;
  /** A server: started in the background, asked GET /v1/models, stopped with SIGTERM (exit 0). */
  background?: boolean;
  fixtures?: FixtureName[];
}

export interface TestProof {
  proof: 'test';
  in: { file: string; marker: string }[];
  why: string;
}

export type DocumentedCommand = { command: string } & (RunProof | { proof: 'ci' } | TestProof);

/** The packed-install test, and the line of its helper that runs the npm command. */
const packedInstall = (marker: string) => [
  { file: 'test/packed-install.e2e.test.ts', marker: 'installPacked()' },
  { file: 'test/support/packed-project.ts', marker },
];

const RECOVER_PRETTY = ['Recovery plan (RECOVER)', 'Restore waves', 'Wave 1: active-directory, dns-dhcp'];

export const DOCUMENTED_COMMANDS: readonly DocumentedCommand[] = [
  // Building and testing the repository: what CI does.
  { command: 'npm ci && npm run build', proof: 'ci' },
  { command: 'npm ci && npm test', proof: 'ci' },
  {
    command: 'npm start',
    proof: 'test',
    why: 'npm start builds (which must not happen under the other tests) and runs `secgate serve --demo`, which the demo test runs',
    in: [{ file: 'test/demo-mode.e2e.test.ts', marker: 'is what `npm start` runs' }],
  },
  { command: 'npm run bench', proof: 'run', expect: ['CLI cold start', /written: .*bench\.json/] },

  // The tour, against a demo server.
  {
    command: `curl -s http://127.0.0.1:8080/v1/chat/completions -H "Authorization: Bearer $SECGATE_TOKEN" -H "content-type: application/json" -d '{"model":"shared-1","messages":[{"role":"user","content":"Review this: eval(input())"}]}'`,
    proof: 'run',
    expect: ['"object":"chat.completion"', 'No model ran'],
  },
  {
    command: 'SECGATE_URL=http://127.0.0.1:8080 SECGATE_TOKEN=sgp_... node examples/openai-client.mjs',
    proof: 'run',
    expect: [/^stream finished: stop, receipt [0-9a-f-]{36}$/m, /^task: vulnerability-triage$/m],
  },
  {
    command: 'SECGATE_URL=http://127.0.0.1:8080 SECGATE_TOKEN=sgp_... node examples/mcp-client.mjs',
    proof: 'run',
    expect: [/^tools: .*svc_knowledge_search/m, /^served models: shared-1, /m],
  },

  // Installing from packed tarballs.
  {
    command: 'npm pack --workspaces',
    proof: 'test',
    why: 'the packed-install test packs the four workspaces (-w each) and installs the tarballs in an empty project',
    in: packedInstall("run('npm', ['pack'"),
  },
  {
    command: 'npm install ./secgate-*.tgz',
    proof: 'test',
    why: 'the packed-install test installs the four tarballs together with one npm install',
    in: packedInstall("run('npm', ['install'"),
  },

  // The calculators.
  { command: 'npx secgate recover examples/recover.json --pretty', proof: 'run', expect: RECOVER_PRETTY },
  { command: 'npx secgate example recover > estate.json', proof: 'run' },
  { command: 'npx secgate recover estate.json', proof: 'run', expect: ['"waves":'] },
  { command: 'npx secgate recover estate.json --pretty', proof: 'run', expect: ['Restore waves'] },
  { command: 'cat estate.json | npx secgate recover -', proof: 'run', expect: ['"waves":'] },
  { command: 'npx secgate govern examples/govern.json --pretty', proof: 'run', expect: ['Governance review (GOVERN)'] },
  { command: 'npx secgate respond examples/respond.json --pretty', proof: 'run', expect: ['Incident INC-2026-0219'] },
  {
    command: 'npm run build && node examples/library-use.mjs',
    proof: 'test',
    why: 'npm test builds first; the examples test then runs the script against the built packages',
    in: [{ file: 'test/examples.test.ts', marker: 'library-use.mjs runs as a plain Node script against the built packages' }],
  },

  // secgate serve and its configuration.
  {
    command: 'npx secgate serve --port 8080 --host 127.0.0.1 --db file:./.secgate/db --config secgate.json',
    proof: 'run',
    background: true,
    expect: ['"msg":"secgate listening"'],
  },
  { command: 'npx secgate serve --config secgate.json', proof: 'run', background: true, expect: ['"msg":"secgate listening"'] },
  { command: 'export VLLM_API_KEY=...', proof: 'run' },
  { command: 'export SECGATE_SHARED_BASE_URL=http://10.0.0.10:8000/v1 SECGATE_SHARED_API_KEY_ENV=VLLM_API_KEY', proof: 'run' },
  { command: 'export SECGATE_DEDICATED_RED_1_BASE_URL=http://10.0.0.11:8001/v1 SECGATE_DEDICATED_RED_1_API_KEY_ENV=VLLM_API_KEY', proof: 'run' },
  {
    command: 'npx secgate serve',
    proof: 'run',
    background: true,
    // The origins of the environment are unreachable here: the service starts and says so.
    expect: [/"models":\["shared-1","shared-2","shared-3","shared-4","red-1"\].*"msg":"upstream origin is down"/],
  },

  // The OpenAPI document (docs/api.md#openapi).
  { command: 'curl -s http://127.0.0.1:8080/openapi.json', proof: 'run', expect: ['"openapi":"3.1.0"', '"bearerAuth":{"type":"http","scheme":"bearer"'] },

  // Knowledge.
  { command: "curl -s 'localhost:8080/v1/knowledge/context?id=T1190'", proof: 'run', expect: ['"tactics":[{"id":"TA0001","title":"Initial Access"'] },
  { command: "curl -s 'localhost:8080/v1/knowledge/search?q=spearphishing%20attachment'", proof: 'run', expect: ['"results":[{"id":"T1566.001"'] },
  { command: "curl -s 'localhost:8080/v1/knowledge/context?id=T1193'", proof: 'run', expect: ['{"id":"T1566.001"', '"revokedId":"T1193"'] },
  {
    command: 'npx secgate knowledge update',
    proof: 'run',
    fixtures: ['attack-bundles'],
    expect: ['Stored enterprise-attack 18.1', 'Stored mobile-attack 18.1'],
  },
  {
    command: 'npx secgate knowledge import enterprise-attack.json --version 18.1',
    proof: 'run',
    fixtures: ['attack-bundles'],
    expect: ['Stored enterprise-attack 18.1'],
  },
  { command: 'npx secgate knowledge status', proof: 'run', fixtures: ['attack-bundles'], expect: [/^ +enterprise-attack +18\.1 +full /m, /^ +cwe /m] },
  {
    command: 'SECGATE_ATTACK_BUNDLE=/data/enterprise-attack.json npx secgate serve',
    proof: 'run',
    background: true,
    fixtures: ['attack-bundles'],
    // The named bundle (generated, so its version comes from its dates) wins over the stored one.
    expect: [/"id":"enterprise-attack","version":"modified-[\d-]+","detail":"full","items":1\}.*"msg":"knowledge loaded"/],
  },
  {
    command: 'npm run knowledge:snapshot -- --version 18.1 enterprise-attack.json ics-attack.json',
    proof: 'run',
    fixtures: ['attack-bundles'],
    expect: [/knowledge-snapshot\/enterprise-attack\.json: enterprise-attack 18\.1/, /knowledge-snapshot\/ics-attack\.json: ics-attack 18\.1/],
  },
  {
    command: 'SECGATE_TEST_ATTACK_DIR=/path/to/attack npx vitest run packages/core/src/knowledge packages/http-adapter/src/knowledge',
    proof: 'test',
    why: "it needs MITRE's full v18.1 bundles, which the repository does not hold; npm test runs the same files, with these tests skipped loudly",
    in: [
      { file: 'packages/http-adapter/src/knowledge/real-attack-bundles.test.ts', marker: 'describeWithRealBundles(' },
      { file: 'test/support/attack-data.ts', marker: 'process.env.SECGATE_TEST_ATTACK_DIR' },
    ],
  },

  // Operations: the admin sequence runs on the sandbox's embedded store (no server running).
  { command: 'P=$(npx secgate admin principal create --label "ACME red team")', proof: 'run' },
  { command: 'npx secgate admin token create "$P"', proof: 'run', expect: [/^sgp_\w+$/m, 'token id: tok_'] },
  { command: 'npx secgate admin principal verify "$P" --at 2026-11-20T09:00:00Z', proof: 'run' },
  { command: 'npx secgate admin principal consent "$P"', proof: 'run' },
  { command: 'npx secgate admin principal clear "$P" --days 365', proof: 'run' },
  { command: 'npx secgate admin principal trust "$P" university-cert --days 365', proof: 'run' },
  {
    command: 'npx secgate admin principal scope "$P" acme-web --tasks vulnerability-triage,remediation --status approved --days 365',
    proof: 'run',
  },
  { command: 'npx secgate admin principal rung "$P" contracted', proof: 'run', expect: ['"contracted"'] },
  { command: 'npx secgate admin grant "$P" plan-pro --quantity 1', proof: 'run' },
  { command: 'npx secgate admin principal show "$P"', proof: 'run', expect: ['ACME red team', 'acme-web'] },
  { command: 'P=$(npx secgate admin principal create --label "Ana at ACME")', proof: 'run' },
  {
    command: 'npx secgate admin principal sign-in-link "$P" --url https://secgate.example.org',
    proof: 'run',
    expect: [/^https:\/\/secgate\.example\.org\/console\/sign-in\/link\?token=[A-Za-z0-9_-]{43}$/m, 'One use, until'],
  },
  {
    command: 'npx secgate admin principal link "$P" --issuer https://idp.example.org/realms/secgate --subject 248289761001 --email ana@example.org',
    proof: 'run',
    expect: ['"subject": "248289761001"'],
  },

  // The billing webhook recipe, against the demo server (started with SECGATE_WEBHOOK_SECRET).
  {
    command: `body='{"id":"evt_test_1","type":"invoice.paid","data":{"principalId":"p_demo","lines":[{"sku":"credits-50","quantity":1}]}}'`,
    proof: 'run',
  },
  { command: 't=$(date +%s)', proof: 'run' },
  { command: `sig=$(printf '%s.%s' "$t" "$body" | openssl dgst -sha256 -hmac "$SECGATE_WEBHOOK_SECRET" -hex | sed 's/^.* //')`, proof: 'run' },
  {
    command: 'curl -s http://127.0.0.1:8080/v1/billing/webhook -H "content-type: application/json" -H "Webhook-Signature: t=$t,v1=$sig" -d "$body"',
    proof: 'run',
    expect: ['{"received":true,"applied":true}'],
  },

  // PostgreSQL: a fresh database on the local server.
  { command: 'createdb secgate', proof: 'run', fixtures: ['postgres-database'] },
  {
    command: 'npx secgate migrate --db postgres://secgate@db.internal:5432/secgate',
    proof: 'run',
    fixtures: ['postgres-database'],
    expect: ['Migrations applied.'],
  },
  {
    command: 'npx secgate serve --db postgres://secgate@db.internal:5432/secgate --config secgate.json --host 0.0.0.0',
    proof: 'run',
    background: true,
    fixtures: ['postgres-database'],
    expect: ['"host":"0.0.0.0"'],
  },

  // Backups: the embedded store, written by a process that has stopped; the copy must open.
  { command: 'mkdir -p backup', proof: 'run', fixtures: ['stopped-store'] },
  { command: 'cp -a .secgate/db "backup/secgate-db-$(date +%Y%m%d%H%M%S)"', proof: 'run', fixtures: ['stopped-store'] },
  { command: 'pg_dump --format=custom --file=secgate.dump postgres://secgate@db.internal:5432/secgate', proof: 'run', fixtures: ['postgres-store'] },
  {
    command: 'pg_restore --clean --if-exists --dbname=postgres://secgate@db.internal:5432/secgate secgate.dump',
    proof: 'run',
    fixtures: ['postgres-store'],
  },

  // The VM ledger's feeds (docs/vm.md#feeds).
  {
    command: 'npx secgate vm import-feed known_exploited_vulnerabilities.json',
    proof: 'test',
    why: 'needs a feed file in the real format and a ledger with an open finding, which the CLI test writes',
    in: [{ file: 'packages/cli/src/vm/run-vm.test.ts', marker: "secgate(['vm', 'import-feed', write('data', kev(CVE)), '--db', db])" }],
  },
  {
    command: 'npx secgate vm import-feed epss_scores-2026-11-25.csv --db postgres://secgate@db.internal:5432/secgate',
    proof: 'test',
    why: 'needs a feed file and a store; the CLI test imports an EPSS file into a store given with --db',
    in: [{ file: 'packages/cli/src/vm/run-vm.test.ts', marker: "secgate(['vm', 'import-feed', write('scores.txt'" }],
  },
];
