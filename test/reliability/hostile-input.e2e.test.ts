import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { signWebhook } from '@secgate/http-adapter';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2EService, WEBHOOK_SECRET, type E2EService, type JsonAnswer } from '../support/e2e-service.js';
import { expectErrorShape, expectNothingLeaked } from './reliability-helpers.js';

/*
 * Hostile input against the real server process: generated request bodies for every POST route
 * and query strings for every GET route. Whatever arrives, the answer is a 4xx in the documented
 * error shape `{"error": {"code", "message", ...}}` (or a 2xx when the input happens to be valid,
 * or a documented 503 such as `route-not-configured`), never a 500, never a stack trace, and the
 * server keeps serving (a health request after every batch; no internal error in its logs).
 *
 * The bodies are built as JSON *text*, not from JS values, so they can hold what JSON.stringify
 * never writes: duplicate keys, `__proto__` keys, numbers beyond a double (1e400), 10,000 levels
 * of nesting, lone surrogates and NUL (as JSON escapes), invalid UTF-8 bytes, truncated text, an
 * empty body, bodies over the body limit and wrong content types. Most bodies are mutations of a
 * valid body of the route (a field replaced, removed, duplicated, nested 10,000 deep, ...), so
 * they get past the first checks and reach validation, admission and the store; protected routes
 * get a valid bearer token and the signed callbacks a valid signature over the exact bytes sent,
 * so the bodies are really parsed.
 *
 * Determinism and time: a fixed seed and a modest number of runs per route. To explore further,
 * or to replay a failure with the seed fast-check prints:
 *   SECGATE_FUZZ_SEED=<seed> SECGATE_FUZZ_RUNS=1000 npx vitest run test/reliability/hostile-input.e2e.test.ts
 */

const SEED = Number(process.env.SECGATE_FUZZ_SEED ?? 20_261_101);
const POST_RUNS = Number(process.env.SECGATE_FUZZ_RUNS ?? 100);
const GET_RUNS = Math.max(10, Math.floor(POST_RUNS / 2));
const BODY_LIMIT = 131_072;
const PUBLIC_BODY_LIMIT = 32_768;
const EKYC_SECRET = 'ekyc_e2e_provider_secret_hostile';
const PRINCIPAL = 'p_hostile';
/** Words only the base bodies' prompts hold: they must not show up in a log line. */
const PROMPT_MARKER = 'wombat-firmware-audit';

// ---------------------------------------------------------------------------------------------
// JSON text with its structure kept, so a mutation can edit one place and the text stays exact.

type Json = { t: 'raw'; text: string } | { t: 'arr'; items: Json[] } | { t: 'obj'; entries: [string, Json][] };

const raw = (text: string): Json => ({ t: 'raw', text });

function toJson(value: unknown): Json {
  if (Array.isArray(value)) return { t: 'arr', items: value.map(toJson) };
  if (value !== null && typeof value === 'object') return { t: 'obj', entries: Object.entries(value).map(([k, v]) => [k, toJson(v)]) };
  return raw(JSON.stringify(value));
}

function serialize(node: Json): string {
  if (node.t === 'raw') return node.text;
  if (node.t === 'arr') return `[${node.items.map(serialize).join(',')}]`;
  return `{${node.entries.map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`).join(',')}}`;
}

function clone(node: Json): Json {
  if (node.t === 'raw') return node;
  if (node.t === 'arr') return { t: 'arr', items: node.items.map(clone) };
  return { t: 'obj', entries: node.entries.map(([k, v]) => [k, clone(v)]) };
}

/** Every node with a way to replace or remove it, in document order (the root first). */
function places(root: Json): { node: Json; replace(next: Json): void; remove(): void }[] {
  const out: { node: Json; replace(next: Json): void; remove(): void }[] = [];
  const holder = { root };
  const visit = (node: Json, replace: (next: Json) => void, remove: () => void) => {
    out.push({ node, replace, remove });
    if (node.t === 'arr') {
      node.items.forEach((item, i) =>
        visit(
          item,
          (next) => void (node.items[i] = next),
          () => void node.items.splice(node.items.indexOf(item), 1),
        ),
      );
    }
    if (node.t === 'obj') {
      node.entries.forEach((entry) =>
        visit(
          entry[1],
          (next) => void (entry[1] = next),
          () => void node.entries.splice(node.entries.indexOf(entry), 1),
        ),
      );
    }
  };
  visit(
    root,
    (next) => void (holder.root = next),
    () => void (holder.root = raw('')),
  );
  return out;
}

/** The base value with the raw text put at one path (a missing key is added). */
function withRawAt(base: unknown, path: (string | number)[], text: string): string {
  const root = toJson(base);
  let node = root;
  path.forEach((step, i) => {
    const last = i === path.length - 1;
    if (node.t === 'obj') {
      let entry = node.entries.find(([k]) => k === step);
      if (!entry) node.entries.push((entry = [String(step), { t: 'obj', entries: [] }]));
      if (last) entry[1] = raw(text);
      node = entry[1];
    } else if (node.t === 'arr') {
      const index = Number(step);
      if (last) node.items[index] = raw(text);
      node = node.items[index]!;
    } else throw new Error(`no path ${path.join('.')} in the base body`);
  });
  return serialize(root);
}

const deepArray = (depth: number, inner = '0') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const deepObject = (depth: number, inner = '0') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

// ---------------------------------------------------------------------------------------------
// Generators.

const NASTY_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udc00y',
  '\ud83d',
  '\u202e\u0000\u202d',
  '\ufeff',
  '\uffff\ufffe',
  '\u2028\u2029',
  '🔒'.repeat(64),
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE jobs; --",
  '%00%ff',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  'shared-1',
  'red-1',
  'red-4',
  'owned',
  'code-review',
  'payload-crafting',
  'invoice.paid',
  'deposit-10',
  '2026-11-01T00:00:00Z',
  '9999-99-99T99:99:99Z',
  `sgp_${'A'.repeat(38)}`,
];

/** Any UTF-16 code unit, lone surrogates and controls included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.nat({ max: 100_000 }).map((n) => 'A'.repeat(n)) },
);

const NASTY_NUMBERS = [
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '0',
  '-1',
  '1',
  '0.5',
  '1.0',
  '2',
  '1e308',
  '-1e308',
  '5e-324',
  '9007199254740993',
  '-9007199254740993',
  '18446744073709551616',
  `1${'0'.repeat(400)}`,
  '2147483648',
  '4294967296',
  '32769',
  '100000000000000000000000',
];
const hostileNumber = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
);

const hostileKey = (known: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known, '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '') },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length < 64) },
  );

/** JSON text of any shape, built from the hostile pieces. */
const hostileValue = (known: readonly string[]) =>
  fc.letrec<{ value: string; arr: string; obj: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      hostileString.map((s) => JSON.stringify(s)),
      hostileNumber,
      fc.constantFrom('true', 'false', 'null'),
      tie('arr'),
      tie('obj'),
    ),
    arr: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    obj: fc
      .array(fc.tuple(hostileKey(known), tie('value')), { maxLength: 4 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  })).value;

type Action = 'replace' | 'remove' | 'add-key' | 'duplicate-key' | 'proto' | 'nest-array' | 'nest-object' | 'empty';
const mutation = (known: readonly string[]) =>
  fc.record({
    target: fc.nat(),
    action: fc.constantFrom<Action>(
      ...([
        'replace',
        'replace',
        'replace',
        'replace',
        'remove',
        'add-key',
        'add-key',
        'duplicate-key',
        'proto',
        'nest-array',
        'nest-object',
        'empty',
      ] as const),
    ),
    key: hostileKey(known),
    value: hostileValue(known),
    depth: fc.constantFrom(2, 16, 10_000),
  });
type Mutation = { target: number; action: Action; key: string; value: string; depth: number };

function mutate(base: unknown, mutations: readonly Mutation[]): string {
  let root = clone(toJson(base));
  for (const m of mutations) {
    const all = places(root);
    const place = all[m.target % all.length]!;
    const { node } = place;
    const set = (next: Json) => (place.node === root ? (root = next) : place.replace(next));
    switch (m.action) {
      case 'replace':
        set(raw(m.value));
        break;
      case 'remove':
        if (place.node === root) root = raw('');
        else place.remove();
        break;
      case 'add-key':
        if (node.t === 'obj') node.entries.push([m.key, raw(m.value)]);
        else set(raw(m.value));
        break;
      case 'duplicate-key':
        if (node.t === 'obj' && node.entries.length > 0) node.entries.push([node.entries[m.target % node.entries.length]![0], raw(m.value)]);
        else set(raw(m.value));
        break;
      case 'proto':
        if (node.t === 'obj') node.entries.push(['__proto__', m.value.startsWith('{') ? raw(m.value) : raw(serialize(clone(root)))]);
        else set(raw(`{"__proto__":${serialize(node)}}`));
        break;
      case 'nest-array':
        set(raw(deepArray(m.depth, serialize(node))));
        break;
      case 'nest-object':
        set(raw(deepObject(m.depth, serialize(node))));
        break;
      case 'empty':
        set(raw(node.t === 'obj' ? '{}' : '[]'));
        break;
    }
  }
  return serialize(root);
}

/** One request body as sent: the text (or raw bytes), its content type and extra headers. */
interface BodyCase {
  label: string;
  text?: string;
  bytes?: Uint8Array;
  contentType: string | null;
  /** Replaces the route's usual idempotency key or signature header with this value. */
  headerOverride?: string;
}

const JSON_CT = 'application/json';
const WRONG_CONTENT_TYPES = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json, text/plain',
  'application/jsonp',
  'json',
  '',
  'application/json; boundary=x',
];

const INVALID_UTF8: number[][] = [[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x80], [0xfe, 0xff]];

function bodyCases(base: unknown, known: readonly string[]): fc.Arbitrary<BodyCase> {
  const baseText = JSON.stringify(base);
  const asJson =
    (label: string) =>
    (text: string): BodyCase => ({ label, text, contentType: JSON_CT });
  return fc.oneof(
    { weight: 12, arbitrary: fc.array(mutation(known), { minLength: 1, maxLength: 3 }).map((ms) => asJson('mutated')(mutate(base, ms))) },
    { weight: 3, arbitrary: hostileValue(known).map(asJson('any value')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(1_000, 10_000, 50_000), fc.boolean())
        .map(([depth, arrays]) => asJson('deep')(arrays ? deepArray(depth) : deepObject(depth))),
    },
    {
      // Wider than any route's array limit (4,096 or 10,000), or more elements in all than any allows.
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(4_097, 10_001, 40_000), fc.boolean())
        .map(([n, flat]) => asJson('wide')(withRawAt(base, ['pad'], flat ? `[${'0,'.repeat(n - 1)}0]` : `[${'[0,0,0,0,0,0],'.repeat(n / 4 - 1)}[0]]`))),
    },
    { weight: 1, arbitrary: fc.nat().map((cut) => asJson('truncated')(baseText.slice(0, cut % baseText.length))) },
    { weight: 1, arbitrary: fc.string({ maxLength: 64 }).map(asJson('garbage')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', ' ', '\n', 'null', '""', '[]', '{}', '0', 'true', `${baseText}${baseText}`, `\ufeff${baseText}`).map(asJson('trivial')),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.nat(), fc.constantFrom(...INVALID_UTF8)).map(([at, bad]): BodyCase => {
        const bytes = Buffer.from(baseText, 'utf8');
        const cut = at % bytes.length;
        return { label: 'invalid utf-8', bytes: Buffer.concat([bytes.subarray(0, cut), Buffer.from(bad), bytes.subarray(cut)]), contentType: JSON_CT };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(1, 4_096, 100_000)
        .map((extra) => asJson('oversize')(withRawAt(base, ['pad'], JSON.stringify('x'.repeat(BODY_LIMIT + extra))))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES).map((contentType): BodyCase => ({ label: 'content type', text: baseText, contentType })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.array(mutation(known), { maxLength: 1 }),
          fc.oneof(fc.constantFrom('', 'x', 't=1,v1=00', `t=${'9'.repeat(20)},v1=zz`, '\u0000'), fc.string({ maxLength: 40 })),
        )
        .map(([ms, header]): BodyCase => ({ label: 'header', text: mutate(base, ms), contentType: JSON_CT, headerOverride: header })),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// The routes.

interface PostRoute {
  path: string;
  auth: 'bearer' | 'webhook' | 'ekyc' | 'none';
  idempotencyKey?: boolean;
  base: () => unknown;
  /** Field names of the route's body, so generated keys often hit real fields. */
  known: string[];
  /** Hand-picked bodies every run includes, whatever the seed. */
  pinned?: () => BodyCase[];
}

const CHAT_KEYS = [
  'model',
  'messages',
  'role',
  'content',
  'max_tokens',
  'max_completion_tokens',
  'task',
  'scopeId',
  'tools',
  'tool_choice',
  'function',
  'name',
  'parameters',
  'temperature',
  'top_p',
  'stop',
  'seed',
  'user',
  'response_format',
  'stream',
  'stream_options',
  'tool_calls',
  'tool_call_id',
  'type',
  'text',
];

let service: E2EService;
let token: string;
let ekycState: string;
/** A finding of PRINCIPAL's ledger, for the routes that take one in their path. */
let findingId: string;
const calculatorInputs: Record<string, unknown> = {};

const chatBase = () => ({
  model: 'shared-1',
  max_tokens: 64,
  task: 'code-review',
  scopeId: 'owned',
  temperature: 0.2,
  messages: [
    { role: 'system', content: 'You review code.' },
    { role: 'user', content: `${PROMPT_MARKER}: is this loop bounded? for (i = 0; i <= n; i++) buf[i] = 0;` },
  ],
  tools: [
    {
      type: 'function',
      function: { name: 'read_file', description: 'Reads a file', parameters: { type: 'object', properties: { path: { type: 'string' } } } },
    },
  ],
  tool_choice: 'auto',
});

/** Bodies aimed at the places that take arbitrary JSON or reach the database. */
const completionPins = (): BodyCase[] => {
  const base = chatBase();
  const at = (label: string, path: (string | number)[], text: string): BodyCase => ({ label, text: withRawAt(base, path, text), contentType: JSON_CT });
  const parameters = ['tools', 0, 'function', 'parameters'];
  return [
    at('parameters nested 10,000 deep (arrays)', [...parameters, 'properties', 'path', 'enum'], deepArray(10_000)),
    at('parameters nested 10,000 deep (objects)', [...parameters, 'properties'], deepObject(10_000)),
    at('parameters nested 3,000 deep', [...parameters, 'properties'], deepObject(3_000)),
    at('a number beyond a double in parameters', [...parameters, 'maximum'], '1e400'),
    at('a negative number beyond a double in parameters', [...parameters, 'minimum'], '-1e400'),
    at('a number beyond a double in max_tokens', ['max_tokens'], '1e400'),
    at('a huge integer in seed', ['seed'], `1${'0'.repeat(400)}`),
    at('NUL in scopeId', ['scopeId'], JSON.stringify('\u0000')),
    at('NUL inside scopeId', ['scopeId'], JSON.stringify('own\u0000ed')),
    at('a lone surrogate in scopeId', ['scopeId'], JSON.stringify('\ud800')),
    at('NUL in the prompt', ['messages', 1, 'content'], JSON.stringify(`${PROMPT_MARKER} \u0000 nul`)),
    at('a lone surrogate in the prompt', ['messages', 1, 'content'], JSON.stringify(`${PROMPT_MARKER} \udc00 lone`)),
    at('NUL in user', ['user'], JSON.stringify('\u0000')),
    at('NUL in the model', ['model'], JSON.stringify('shared-1\u0000')),
    at('NUL in a tool name', ['tools', 0, 'function', 'name'], JSON.stringify('read\u0000file')),
    at('__proto__ in parameters', [...parameters, '__proto__'], '{"polluted":true}'),
    { label: '__proto__ at the top', text: `{"__proto__":{"model":"red-1"},${JSON.stringify(base).slice(1)}`, contentType: JSON_CT },
    { label: 'duplicate model keys', text: `{"model":"red-1",${JSON.stringify(base).slice(1, -1)},"model":"shared-2"}`, contentType: JSON_CT },
  ];
};

const signedPins =
  (base: Record<string, unknown>, paths: [string, (string | number)[]][]): (() => BodyCase[]) =>
  () => [
    ...paths.flatMap(([label, path]) => [
      { label: `NUL in ${label}`, text: withRawAt(base, path, JSON.stringify('\u0000')), contentType: JSON_CT },
      { label: `NUL inside ${label}`, text: withRawAt(base, path, JSON.stringify('x\u0000y')), contentType: JSON_CT },
      { label: `a lone surrogate in ${label}`, text: withRawAt(base, path, JSON.stringify('\udbff')), contentType: JSON_CT },
      { label: `10,000 levels in ${label}`, text: withRawAt(base, path, deepArray(10_000)), contentType: JSON_CT },
    ]),
    { label: 'deep top level', text: deepObject(10_000), contentType: JSON_CT },
  ];

// Each body names a new asset, so its finding is created and all it carries reaches the store
// (a report merged into a finding with a later sighting would not store its evidence).
const findingBase = () => ({
  findings: [
    {
      source: 'ctem',
      sourceId: `exp-${randomUUID()}`,
      asset: { id: `web-${randomUUID()}`, cpe: 'cpe:2.3:a:apache:http_server:2.4.49:*:*:*:*:*:*:*' },
      vulnerability: { cve: 'CVE-2021-41773' },
      reachability: 'likely',
      cvss: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
      observedAt: '2026-11-20T09:30:00+01:00',
      evidence: `${PROMPT_MARKER}: GET /cgi-bin/.%2e/.%2e/etc/passwd`,
      exposure: { surface: 'endpoint', target: 'https://web-1.example/', techniques: ['T1190'] },
    },
    {
      source: 'sast',
      sourceId: `s-${randomUUID()}`,
      asset: { id: 'repo:api' },
      vulnerability: { cwe: 'CWE-89', location: { path: 'src/db.ts', line: 42 } },
      reachability: 'unknown',
      observedAt: '2026-11-20T08:00:00Z',
    },
  ],
});
const FINDING_KEYS = [
  'findings',
  'source',
  'sourceId',
  'asset',
  'id',
  'cpe',
  'vulnerability',
  'cve',
  'cwe',
  'location',
  'path',
  'line',
  'reachability',
  'cvss',
  'observedAt',
  'evidence',
  'exposure',
  'surface',
  'target',
  'techniques',
];
const findingPins = (): BodyCase[] => {
  const first = ['findings', 0];
  const at = (label: string, path: (string | number)[], text: string): BodyCase => ({
    label,
    text: withRawAt(findingBase(), path, text),
    contentType: JSON_CT,
  });
  return [
    at('NUL in the evidence', [...first, 'evidence'], JSON.stringify(`${PROMPT_MARKER} \u0000`)),
    at('a lone surrogate in the evidence', [...first, 'evidence'], JSON.stringify('\ud800 half')),
    at('a lone surrogate in the exposure target', [...first, 'exposure', 'target'], JSON.stringify('https://x/\udbff')),
    at('a lone surrogate in the asset id', [...first, 'asset', 'id'], JSON.stringify('\udc00')),
    at('NUL in the source id', [...first, 'sourceId'], JSON.stringify('a\u0000b')),
    at('a line beyond a double', [...first, 'vulnerability'], '{"cwe":"CWE-89","location":{"path":"a","line":1e400}}'),
    at('10,000 levels in the exposure', [...first, 'exposure'], deepObject(10_000)),
    at('__proto__ in the asset', [...first, 'asset', '__proto__'], '{"id":"x"}'),
    at('1,001 findings', ['findings'], JSON.stringify(Array.from({ length: 1_001 }, () => findingBase().findings[1]))),
  ];
};

const invoiceBase = () => ({
  id: `evt_hostile_${randomUUID()}`,
  type: 'invoice.paid',
  data: { principalId: PRINCIPAL, lines: [{ sku: 'deposit-10', quantity: 1 }] },
});
const callbackBase = () => ({ id: 'ver_hostile', type: 'verification.completed', data: { state: ekycState, verifiedAt: new Date().toISOString() } });

const POST_ROUTES: PostRoute[] = [
  { path: '/v1/chat/completions', auth: 'bearer', base: chatBase, known: CHAT_KEYS, pinned: completionPins },
  {
    path: '/v1/research/jobs',
    auth: 'bearer',
    idempotencyKey: true,
    base: chatBase,
    known: CHAT_KEYS,
    pinned: completionPins,
  },
  { path: '/v1/research/ekyc/start', auth: 'bearer', base: () => ({ returnTo: 'https://example.test/' }), known: ['returnTo', 'state'] },
  { path: '/v1/security/findings', auth: 'bearer', base: findingBase, known: FINDING_KEYS, pinned: findingPins },
  { path: '/v1/security/findings/{id}/transition', auth: 'bearer', base: () => ({ to: 'in-progress', reason: 'patch scheduled' }), known: ['to', 'reason'] },
  {
    path: '/v1/billing/webhook',
    auth: 'webhook',
    base: invoiceBase,
    known: ['id', 'type', 'data', 'principalId', 'lines', 'sku', 'quantity'],
    pinned: () =>
      signedPins(invoiceBase(), [
        ['the event id', ['id']],
        ['the principal id', ['data', 'principalId']],
        ['the sku', ['data', 'lines', 0, 'sku']],
        ['the type', ['type']],
      ])().concat([
        { label: 'a quantity beyond a double', text: withRawAt(invoiceBase(), ['data', 'lines', 0, 'quantity'], '1e400'), contentType: JSON_CT },
        { label: 'a huge quantity', text: withRawAt(invoiceBase(), ['data', 'lines', 0, 'quantity'], '9007199254740993'), contentType: JSON_CT },
        {
          label: 'a principal id too long',
          text: withRawAt(invoiceBase(), ['data', 'principalId'], JSON.stringify('p'.repeat(100_000))),
          contentType: JSON_CT,
        },
      ]),
  },
  {
    path: '/v1/research/ekyc/callback',
    auth: 'ekyc',
    base: callbackBase,
    known: ['id', 'type', 'data', 'state', 'verifiedAt'],
    pinned: () =>
      signedPins(callbackBase(), [
        ['the state', ['data', 'state']],
        ['verifiedAt', ['data', 'verifiedAt']],
        ['the event id', ['id']],
      ])(),
  },
  ...(['govern', 'respond', 'recover'] as const).map((name): PostRoute => ({
    path: `/v1/security/${name}`,
    auth: 'none',
    base: () => calculatorInputs[name],
    known: [
      'asOf',
      'assets',
      'id',
      'criticality',
      'rtoHours',
      'rpoHours',
      'dependsOn',
      'backups',
      'lastSuccessAt',
      'lastRestoreTestAt',
      'offsite',
      'immutable',
      'incident',
      'severity',
      'detectedAt',
      'risks',
      'suppliers',
      'likelihood',
      'impact',
      'profile',
      'policies',
      'owner',
    ],
    pinned: () => {
      const base = calculatorInputs[name] as Record<string, unknown>;
      const firstKey = Object.keys(base)[0]!;
      return [
        { label: 'NUL in the first field', text: withRawAt(base, [firstKey], JSON.stringify('\u0000')), contentType: JSON_CT },
        { label: '10,000 levels in the first field', text: withRawAt(base, [firstKey], deepArray(10_000)), contentType: JSON_CT },
        { label: 'a number beyond a double', text: withRawAt(base, [firstKey], '1e400'), contentType: JSON_CT },
        { label: '__proto__', text: withRawAt(base, ['__proto__'], JSON.stringify(base)), contentType: JSON_CT },
      ];
    },
  })),
];

// ---------------------------------------------------------------------------------------------
// Sending and judging.

async function send(method: string, path: string, init: { headers?: Record<string, string>; body?: string | Uint8Array } = {}): Promise<JsonAnswer> {
  const response = await fetch(`${service.url}${path}`, { method, headers: init.headers ?? {}, ...(init.body !== undefined ? { body: init.body } : {}) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: judged below by its status and content type.
  }
  return { status: response.status, headers: response.headers, body };
}

/** Error codes a 5xx may carry: the documented "not configured" refusals, nothing else. */
const DOCUMENTED_5XX = new Set(['route-not-configured', 'verification-provider-not-configured', 'webhook-not-configured']);

/**
 * Answers given before a body is looked at (credentials, transport, signature, JSON syntax): a
 * run that only ever got these would prove nothing about validation, so each route must also get
 * plenty of answers past them.
 */
const GATE_CODES = new Set(['unauthorized', 'forbidden', 'rate-limited', 'json-required', 'body-too-large', 'invalid-signature', 'not-found']);
function passedTheGates(answer: JsonAnswer): boolean {
  const error = (answer.body as { error?: { code?: string; reason?: string } } | null)?.error;
  if (answer.status < 300) return true;
  return error?.code !== undefined && !GATE_CODES.has(error.code) && error.reason !== 'malformed-json';
}

function judge(answer: JsonAnswer, context: string): void {
  const where = `${context} -> ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 400)}`;
  if (answer.status >= 200 && answer.status < 300) {
    // Valid input: a JSON answer, an SSE stream, or the metrics text; never a stack.
    const type = answer.headers.get('content-type') ?? '';
    expect(type, where).toMatch(/^(application\/json|text\/event-stream|text\/plain)/);
    return;
  }
  expect(answer.status, `an unexpected status: ${where}`).not.toBe(500);
  const documented5xx = answer.status >= 500 && DOCUMENTED_5XX.has((answer.body as { error?: { code?: string } } | null)?.error?.code ?? '');
  expect((answer.status >= 400 && answer.status < 500) || documented5xx, `not a 4xx: ${where}`).toBe(true);
  expectErrorShape(answer, context);
}

function describeBody(body: BodyCase): string {
  const shown = body.text ?? `<${body.bytes?.length} bytes>`;
  return `${body.label} [${body.contentType}] ${JSON.stringify(shown.slice(0, 160))}${shown.length > 160 ? `... (${shown.length} chars)` : ''}`;
}

async function post(route: PostRoute, body: BodyCase): Promise<JsonAnswer> {
  const headers: Record<string, string> = {};
  if (body.contentType !== null) headers['content-type'] = body.contentType;
  if (route.auth === 'bearer') headers.authorization = `Bearer ${token}`;
  if (route.idempotencyKey) headers['idempotency-key'] = randomUUID();
  const payload: string | Uint8Array = body.bytes ?? body.text ?? '';
  const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  if (route.auth === 'webhook' || route.auth === 'ekyc') {
    const secret = route.auth === 'webhook' ? WEBHOOK_SECRET : EKYC_SECRET;
    headers['webhook-signature'] = signWebhook({ rawBody: bytes, secret, timestampSeconds: Math.floor(Date.now() / 1000) });
  }
  if (body.headerOverride !== undefined) {
    const name = route.idempotencyKey ? 'idempotency-key' : route.auth === 'webhook' || route.auth === 'ekyc' ? 'webhook-signature' : 'x-hostile';
    // fetch refuses header values with control characters or non-Latin-1: send what it can.
    headers[name] = /^[\t\x20-\x7e\x80-\xff]*$/.test(body.headerOverride) ? body.headerOverride : encodeURIComponent(body.headerOverride);
  }
  return send('POST', withFindingId(route.path), { headers, body: bytes });
}

/** A route's `{id}` filled with the finding the suite made before it started. */
function withFindingId(path: string): string {
  return path.replace('{id}', findingId);
}

/** The server still answers: a public read and a protected one. */
async function expectHealthy(after: string): Promise<void> {
  const services = await send('GET', '/v1/security/services');
  expect(services.status, `the server stopped serving after ${after}`).toBe(200);
  const status = await send('GET', '/v1/research/status', { headers: { authorization: `Bearer ${token}` } });
  expect(status.status, `the server stopped serving protected routes after ${after}`).toBe(200);
}

// ---------------------------------------------------------------------------------------------
// Query strings.

/** Percent-encodes a string byte by byte; a lone surrogate becomes its (invalid) CESU-8 bytes. */
function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

const RAW_QUERY_PIECES = [
  '%',
  '%%',
  '%zz',
  '%ED%A0%80',
  '%00',
  '%FF%FE',
  '%C0%80',
  '&&',
  '=',
  '==',
  'a=%',
  '%u0041',
  '+',
  '++=+',
  'jobId[]=1',
  'jobId=1&jobId=2',
  'q',
  'id',
  'limit=-1',
  'limit=1e400',
  'limit=99999999999999999999',
  'q=%00',
  'id=%00',
];

const queryString = (keys: readonly string[]) =>
  fc
    .array(
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(
              fc.oneof(
                fc.constantFrom(...keys),
                hostileString.filter((s) => s.length < 32),
              ),
              fc.oneof(
                hostileString.filter((s) => s.length < 2_000),
                fc.uuid({ version: 4 }),
                hostileNumber,
              ),
            )
            .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
        },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_PIECES) },
      ),
      { maxLength: 5 },
    )
    .map((parts) => parts.join('&'));

interface GetRoute {
  path: string;
  bearer: boolean;
  keys: string[];
}

const GET_ROUTES: GetRoute[] = [
  { path: '/v1/research/job', bearer: true, keys: ['jobId'] },
  { path: '/v1/models', bearer: true, keys: ['id', 'team'] },
  { path: '/v1/research/status', bearer: true, keys: ['scopeId'] },
  { path: '/v1/billing/status', bearer: true, keys: ['scope'] },
  { path: '/v1/security/services', bearer: false, keys: ['id'] },
  { path: '/v1/security/solutions/spear-phishing', bearer: false, keys: ['id'] },
  { path: '/v1/security/govern', bearer: false, keys: ['input'] },
  { path: '/v1/security/respond', bearer: false, keys: ['input'] },
  { path: '/v1/security/recover', bearer: false, keys: ['input'] },
  { path: '/v1/secure', bearer: false, keys: ['version'] },
  { path: '/v1/security/findings', bearer: true, keys: ['status', 'asset', 'cve', 'minScore', 'limit', 'cursor'] },
  { path: '/v1/security/findings/{id}', bearer: true, keys: ['status', 'id'] },
  // No bearer: this client is loopback and no metrics.token is configured (metrics-access.e2e.test.ts).
  { path: '/metrics', bearer: false, keys: ['name[]'] },
];

// The knowledge routes (docs/api.md#knowledge) come with a change made alongside this suite; their
// test below first checks that they are really served, so a missing route (404 not-found, which
// is in the documented shape too) cannot pass it vacuously.
const KNOWLEDGE_ROUTES: GetRoute[] = [
  { path: '/v1/knowledge/search', bearer: false, keys: ['q', 'limit'] },
  { path: '/v1/knowledge/context', bearer: false, keys: ['id'] },
];

async function fuzzGet(route: GetRoute): Promise<void> {
  const headers: Record<string, string> = route.bearer ? { authorization: `Bearer ${token}` } : {};
  await fc.assert(
    fc.asyncProperty(queryString(route.keys), async (query) => {
      judge(await send('GET', `${withFindingId(route.path)}?${query}`, { headers }), `GET ${route.path}?${query.slice(0, 300)}`);
    }),
    {
      numRuns: GET_RUNS,
      seed: SEED,
      examples: [
        [''],
        ['%'],
        ['%ED%A0%80=%ED%A0%80'],
        [`${route.keys[0]}=%00`],
        [`${route.keys[0]}=${'%41'.repeat(1_000)}`],
        [route.keys.map((k) => `${k}=%FF`).join('&')],
      ],
    },
  );
  await expectHealthy(`GET ${route.path}`);
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  service = await startE2EService({
    principals: [{ id: PRINCIPAL }],
    config: {
      // Every generated request is parsed and judged; the per-principal limit is not the subject.
      rateLimitPerMinute: 0,
      bodyLimitBytes: BODY_LIMIT,
      publicBodyLimitBytes: PUBLIC_BODY_LIMIT,
      // A job that never ends shows up as a 504 (a failure here), not as a test that hangs.
      syncWaitMs: 10_000,
      ekyc: { urlTemplate: 'https://verify.example.test/start?state={state}', secret: EKYC_SECRET },
    },
  });
  token = service.tokens[PRINCIPAL]!;
  const started = await send('POST', '/v1/research/ekyc/start', { headers: { authorization: `Bearer ${token}` } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  ekycState = new URL((started.body as { verificationUrl: string }).verificationUrl).searchParams.get('state')!;
  const reported = await send('POST', '/v1/security/findings', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(findingBase()),
  });
  expect(reported.status, JSON.stringify(reported.body)).toBe(200);
  findingId = (reported.body as { results: { findingId: string }[] }).results[0]!.findingId;
  for (const name of ['govern', 'respond', 'recover']) {
    const example = await send('GET', `/v1/security/${name}`);
    expect(example.status).toBe(200);
    calculatorInputs[name] = (example.body as { example: { input: unknown } }).example.input;
  }
});
afterAll(() => service?.close());

describe('hostile bodies on every POST route', () => {
  for (const route of POST_ROUTES) {
    it(`POST ${route.path}: a 4xx in the error shape (or a 2xx), never a 500, and the server keeps serving`, async () => {
      const base = route.base();
      // The base body itself is valid: mutations start from something the route accepts.
      const valid = await post(route, { label: 'base', text: JSON.stringify(base), contentType: JSON_CT });
      expect(valid.status, `the base body of ${route.path} is not valid: ${JSON.stringify(valid.body)}`).toBeLessThan(300);

      for (const pinned of route.pinned?.() ?? []) judge(await post(route, pinned), `POST ${route.path}: ${describeBody(pinned)}`);
      await expectHealthy(`the pinned bodies of ${route.path}`);

      let parsed = 0;
      await fc.assert(
        fc.asyncProperty(bodyCases(base, route.known), async (body) => {
          const answer = await post(route, body);
          judge(answer, `POST ${route.path}: ${describeBody(body)}`);
          if (passedTheGates(answer)) parsed++;
        }),
        { numRuns: POST_RUNS, seed: SEED },
      );
      await expectHealthy(`the generated bodies of ${route.path}`);
      // Most bodies were read and judged on their content, not turned away at the door.
      expect(parsed, `only ${parsed} of ${POST_RUNS} bodies got past the credential, transport and syntax checks`).toBeGreaterThanOrEqual(POST_RUNS / 2);
    }, 60_000);
  }
});

describe('the refusal bounds: each body refused before the work it would cost, nothing stored, nothing charged', () => {
  const bearer = () => ({ authorization: `Bearer ${token}`, 'content-type': JSON_CT });
  const part = { type: 'text', text: 'x' };
  const chatWith = (messages: unknown[]) => JSON.stringify({ ...chatBase(), messages });
  const quota = async () => (await send('GET', '/v1/research/status', { headers: bearer() })).body;

  it('a completion with too many parts, turns or elements is 400 on both completion routes, before any job', async () => {
    const before = await quota();
    const cases: [string, string, Record<string, unknown>][] = [
      [
        '50,000 content parts in one message',
        chatWith([{ role: 'user', content: Array.from({ length: 50_000 }, () => 0) }]),
        { code: 'invalid-request', reason: 'too-many' },
      ],
      [
        '3,000 turns',
        chatWith(Array.from({ length: 3_000 }, () => ({ role: 'user', content: 'hi' }))),
        { code: 'limit-exceeded', limit: 'turns', max: 2_048, actual: 3_000 },
      ],
      [
        '4,200 parts over 2 messages',
        chatWith([0, 1].map(() => ({ role: 'user', content: Array.from({ length: 2_100 }, () => part) }))),
        { code: 'limit-exceeded', limit: 'parts', max: 4_096, actual: 4_200 },
      ],
    ];
    for (const path of ['/v1/chat/completions', '/v1/research/jobs']) {
      for (const [label, body, error] of cases) {
        const headers = path === '/v1/research/jobs' ? { ...bearer(), 'idempotency-key': randomUUID() } : bearer();
        const answer = await send('POST', path, { headers, body });
        expect(answer.status, `${path} ${label}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(400);
        expect((answer.body as { error: unknown }).error, `${path} ${label}`).toMatchObject(error);
      }
    }
    expect(await quota()).toEqual(before);
  });

  it('the public routes read at most publicBodyLimitBytes; /mcp with a valid bearer token may carry a chat-sized body', async () => {
    const over = JSON.stringify({ pad: 'x'.repeat(PUBLIC_BODY_LIMIT) });
    for (const path of ['/v1/security/recover', '/v1/security/govern', '/mcp']) {
      const answer = await send('POST', path, { headers: { 'content-type': JSON_CT, accept: 'application/json, text/event-stream' }, body: over });
      expect(answer.status, path).toBe(413);
      expect((answer.body as { error: unknown }).error, path).toMatchObject({ code: 'body-too-large', max: PUBLIC_BODY_LIMIT });
    }
    const call = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'svc_models', arguments: {}, _meta: { pad: 'x'.repeat(PUBLIC_BODY_LIMIT) } },
    });
    const signedIn = await send('POST', '/mcp', { headers: { ...bearer(), accept: 'application/json, text/event-stream' }, body: call });
    expect(signedIn.status, JSON.stringify(signedIn.body).slice(0, 300)).toBe(200);
    const forged = await send('POST', '/mcp', {
      headers: { ...bearer(), authorization: 'Bearer sgp_forged', accept: 'application/json, text/event-stream' },
      body: call,
    });
    expect(forged.status).toBe(413);
  });

  it("an early refusal reaches a client that writes its whole body before reading, as Node's does, instead of a reset", async () => {
    // 16 MiB, refused by its declared length long before the client has written it: the server's
    // end of the connection must not reset it.
    const huge = Buffer.alloc(16 * 1_048_576, 0x5b);
    // The reset is a race the client often wins: ten rounds make losing it at least once likely.
    for (let round = 0; round < 10; round++) {
      expect(await postWithNodeClient('/mcp', {}, huge)).toEqual({ status: 413, code: 'body-too-large' });
      expect(await postWithNodeClient('/v1/chat/completions', bearer(), huge)).toEqual({ status: 413, code: 'body-too-large' });
    }
  });
});

/** A POST by Node's own HTTP client, which writes the whole body before it reads the answer. */
function postWithNodeClient(path: string, headers: Record<string, string>, body: Uint8Array): Promise<{ status: number; code: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${service.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': JSON_CT, 'content-length': body.length } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, code: (JSON.parse(text) as { error: { code: string } }).error.code }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('hostile query strings on every GET route', () => {
  it('every GET route: a 2xx or a 4xx in the error shape, never a 500', async () => {
    for (const route of GET_ROUTES) await fuzzGet(route);
  }, 60_000);

  // KNOWLEDGE ROUTES: /v1/knowledge/search?q= and /v1/knowledge/context?id= were added by a
  // change made alongside this suite. Kept apart so a failure here points at them.
  it('the knowledge routes (/v1/knowledge/search, /v1/knowledge/context): a 2xx or a 4xx in the error shape, never a 500', async () => {
    const served = await send('GET', '/v1/knowledge/search?q=phishing');
    expect(served.status, `the knowledge search is not served: ${JSON.stringify(served.body)}`).toBe(200);
    const context = await send('GET', '/v1/knowledge/context?id=CWE-79');
    expect(context.status, `the knowledge context is not served: ${JSON.stringify(context.body)}`).toBe(200);
    for (const route of KNOWLEDGE_ROUTES) await fuzzGet(route);
  }, 60_000);
});

describe('hostile finding ids in the path', () => {
  it('GET /v1/security/findings/{id} and its transition: any id is a 4xx in the error shape, never a 500', async () => {
    const headers = { authorization: `Bearer ${token}` };
    await fc.assert(
      // Ids of up to 2,000 characters: a longer request line is refused by Node itself (431) before any route.
      fc.asyncProperty(
        hostileString.filter((s) => s.length > 0 && s.length < 2_000),
        async (id) => {
          const path = `/v1/security/findings/${percentEncode(id)}`;
          judge(await send('GET', path, { headers }), `GET ${path.slice(0, 300)}`);
          const moved = await send('POST', `${path}/transition`, {
            headers: { ...headers, 'content-type': JSON_CT },
            body: '{"to":"in-progress","reason":"x"}',
          });
          judge(moved, `POST ${path.slice(0, 300)}/transition`);
        },
      ),
      { numRuns: GET_RUNS, seed: SEED, examples: [['%00'], ['..'], ['fnd_'], [findingId ?? 'fnd_x'], ['A'.repeat(1_500)]] },
    );
    await expectHealthy('hostile finding ids');
  }, 60_000);
});

describe('after all of it', () => {
  it('logged no internal error, no token, no secret and no prompt', async () => {
    await service.server.stop();
    const logs = service.logs();
    expect(logs).toContain('"route":"/v1/chat/completions"');
    const internal = logs.split('\n').filter((line) => /"level":(50|60)/.test(line) || line.includes('unhandled error'));
    expect(internal, `internal errors were logged:\n${internal.slice(0, 5).join('\n')}`).toEqual([]);
    expectNothingLeaked(logs, { token: [token], secret: [WEBHOOK_SECRET, EKYC_SECRET, ekycState], prompt: [PROMPT_MARKER] });
  });
});
