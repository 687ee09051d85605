import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2EService, type E2EService } from './support/e2e-service.js';
import { RESEARCH_MATERIAL, secretPastes } from './support/secret-pastes.js';
import { dumpStore } from './support/store-dump.js';

/*
 * Redaction end to end (docs/api.md#chat-completions): every live secret shape a
 * caller pastes into a prompt, in any message role, by any completion route, is masked before
 * the upstream sees it; the job record counts what was masked; the server's logs hold neither
 * the secrets nor the bearer token nor the prompt.
 *
 * Every secret is assembled at run time from parts, so this file holds no literal that a secret
 * scanner would take for a live credential.
 */

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const URLSAFE = `${BASE62}_-`;
const DIGITS = '0123456789';

/** Deterministic pseudo-random text: looks like key material, differs per seed. */
function filler(length: number, alphabet: string, seed: number): string {
  let out = '';
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += alphabet[(x >>> 16) % alphabet.length];
  }
  // Random key parts mix character classes; make sure every sample does.
  return alphabet === DIGITS ? out : `a${out.slice(2)}7`;
}

const pemLines = [filler(64, `${BASE62}+/`, 1), filler(64, `${BASE62}+/`, 2), `${filler(24, BASE62, 3)}==`];
const PEM = ['-----BEGIN RSA PRIVATE', ' KEY-----\n', pemLines.join('\n'), '\n-----END RSA PRIVATE', ' KEY-----'].join('');

interface Secret {
  kind: string;
  value: string;
  /** Parts that must not reach the upstream either (the key material of a PEM block). */
  parts?: string[];
}

const slack = (t: string, seed: number) => `xox${t}-` + filler(12, DIGITS, seed) + '-' + filler(13, DIGITS, seed + 1) + '-' + filler(24, BASE62, seed + 2);

const SECRETS: Secret[] = [
  { kind: 'private-key', value: PEM, parts: pemLines },
  { kind: 'aws-access-key-id', value: 'AK' + 'IA' + filler(16, UPPER_ALNUM, 10).toUpperCase() },
  { kind: 'aws-access-key-id', value: 'AS' + 'IA' + filler(16, UPPER_ALNUM, 11).toUpperCase() },
  ...['p', 'o', 'u', 's', 'r'].map((t, i) => ({ kind: 'github-token', value: 'gh' + t + '_' + filler(36, BASE62, 20 + i) })),
  { kind: 'github-token', value: 'github' + '_pat_' + filler(22, BASE62, 30) + '_' + filler(59, BASE62, 31) },
  { kind: 'gitlab-token', value: 'gl' + 'pat-' + filler(20, URLSAFE, 40) },
  ...['a', 'b', 'p', 'r', 's'].map((t, i) => ({ kind: 'slack-token', value: slack(t, 50 + 3 * i) })),
  { kind: 'stripe-key', value: 'sk' + '_live_' + filler(24, BASE62, 70) },
  { kind: 'stripe-key', value: 'rk' + '_live_' + filler(24, BASE62, 71) },
  { kind: 'openai-key', value: 'sk' + '-' + filler(48, BASE62, 80) },
  { kind: 'openai-key', value: 'sk' + '-proj-' + filler(120, URLSAFE, 81) },
  { kind: 'anthropic-key', value: 'sk' + '-ant-api03-' + filler(93, URLSAFE, 90) + 'AA' },
  { kind: 'google-api-key', value: 'AI' + 'za' + filler(35, URLSAFE, 100) },
  { kind: 'secgate-token', value: 'sg' + 'p_' + filler(38, BASE62, 110) },
];
const KINDS = [...new Set(SECRETS.map((s) => s.kind))];
const EXPECTED_COUNTS = Object.fromEntries(KINDS.map((kind) => [kind, SECRETS.filter((s) => s.kind === kind).length]));
// The realistic pastes of the wider engine (support/secret-pastes.ts): config files, URLs, headers.
const PASTES = secretPastes();
const PASTE_COUNTS = PASTES.reduce<Record<string, number>>((counts, p) => ({ ...counts, [p.kind]: (counts[p.kind] ?? 0) + 1 }), {});
const pastesText = (intro: string) =>
  `${intro}\n\n${PASTES.filter((p) => p.text !== '')
    .map((p) => p.text)
    .join('\n\n')}\n`;
// A secret the fake model writes in its answer: the answer is redacted before it is stored.
const ANSWER_SECRET = 'gh' + 'p_' + filler(36, BASE62, 120);
// Values that look secret only by the key they stand under, in an earlier turn's tool-call JSON,
// and a secret pasted as the scope id of a job.
const KEYED_SECRETS = { password: 'Winter' + '-2024!' + filler(6, BASE62, 130), awsSecret: filler(40, `${BASE62}/`, 131) };
const SCOPE_SECRET = 'gh' + 'p_' + filler(36, BASE62, 132);
const forbidden = (): { kind: string; value: string }[] => [
  { kind: 'password', value: KEYED_SECRETS.password },
  { kind: 'aws-secret-access-key', value: KEYED_SECRETS.awsSecret },
  { kind: 'scope id', value: SCOPE_SECRET },
  ...SECRETS.flatMap((s) => [s.value, ...(s.parts ?? [])].map((value) => ({ kind: s.kind, value }))),
  ...PASTES.map((p) => ({ kind: p.kind, value: p.secret })),
  { kind: 'answer', value: ANSWER_SECRET },
];
const allSecretsText = (intro: string) => `${intro}\n${SECRETS.map((s) => `${s.kind}: ${s.value}`).join('\n')}\n`;

// Words that appear only in prompts: they must never show up in a log line.
const PROMPT_PHRASE = 'Audit the deployment manifest of the quokka-ledger service';

let service: E2EService;
let token: string;

beforeAll(async () => {
  service = await startE2EService({ principals: [{ id: 'p_redact' }] });
  token = service.tokens.p_redact!;
});
afterAll(() => service?.close());

/** Fails naming every secret that leaked (its kind and first characters), not only the first. */
function expectNoSecret(text: string): void {
  const leaked = forbidden()
    .filter((s) => text.includes(s.value))
    .map((s) => `${s.kind}: ${s.value.slice(0, 12)}...`);
  expect(leaked, 'secrets leaked').toEqual([]);
}

async function waitForJob(jobId: string) {
  let job = await service.request('GET', `/v1/research/job?jobId=${jobId}`, { token });
  while (job.status === 202) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = await service.request('GET', `/v1/research/job?jobId=${jobId}`, { token });
  }
  return job;
}

function expectMarkers(text: string, kinds: readonly string[]): void {
  for (const kind of kinds) expect(text).toContain(`[REDACTED:${kind}]`);
}

describe('secrets in prompts never reach the upstream', () => {
  it('masks secrets in system, user, tool and assistant tool-call turns of a non-streaming completion', async () => {
    const half = Math.floor(SECRETS.length / 2);
    const systemSecrets = SECRETS.slice(0, 4);
    const toolSecrets = SECRETS.slice(4, half);
    const userSecrets = SECRETS.slice(half);
    const toolCall = {
      id: 'call_1',
      type: 'function' as const,
      function: { name: 'read_file', arguments: JSON.stringify({ path: '.env', hint: SECRETS[7]!.value }) },
    };
    const answer = await service.client('p_redact').chat.completions.create({
      model: 'shared-1',
      messages: [
        { role: 'system', content: `You review configs. Context:\n${systemSecrets.map((s) => s.value).join('\n')}` },
        { role: 'user', content: `${PROMPT_PHRASE}: read .env first.` },
        { role: 'assistant', content: null, tool_calls: [toolCall] },
        { role: 'tool', tool_call_id: 'call_1', content: toolSecrets.map((s) => `${s.kind}=${s.value}`).join('\n') },
        { role: 'user', content: `${PROMPT_PHRASE}. Also these:\n${userSecrets.map((s) => s.value).join(' and ')}` },
      ],
    });
    expectNoSecret(JSON.stringify(answer));

    const sent = service.upstream.received.at(-1)!;
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'user']);
    const [system, , assistant, tool, user] = sent.messages.map((m) => JSON.stringify(m));
    expectMarkers(system!, [...new Set(systemSecrets.map((s) => s.kind))]);
    expectMarkers(tool!, [...new Set(toolSecrets.map((s) => s.kind))]);
    expectMarkers(user!, [...new Set(userSecrets.map((s) => s.kind))]);
    expectMarkers(assistant!, [SECRETS[7]!.kind]);
    // The tool-call arguments stay valid JSON after redaction.
    const args = (sent.messages[2] as unknown as { tool_calls: { function: { arguments: string } }[] }).tool_calls[0]!.function.arguments;
    expect(JSON.parse(args)).toEqual({ path: '.env', hint: `[REDACTED:${SECRETS[7]!.kind}]` });
    expectNoSecret(JSON.stringify(sent));
    // Text around the secrets is kept: the model can still reason about the prompt.
    expect(user).toContain(PROMPT_PHRASE);
  });

  it('masks every kind in a streamed request, and the streamed answer carries no secret', async () => {
    const stream = await service.client('p_redact').chat.completions.create({
      model: 'shared-2',
      stream: true,
      messages: [{ role: 'user', content: allSecretsText(`${PROMPT_PHRASE} (streamed).`) }],
    });
    const chunks: unknown[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expectNoSecret(JSON.stringify(chunks));

    const sent = JSON.stringify(service.upstream.received.at(-1));
    expectMarkers(sent, KINDS);
    expectNoSecret(sent);
  });

  it('masks every kind in a job API request, and the job record counts redactions per kind', async () => {
    const jobId = randomUUID();
    const body = {
      model: 'shared-3',
      task: 'code-review',
      scopeId: 'owned',
      max_tokens: 512,
      messages: [
        { role: 'system', content: 'Answer in English, as a bullet list.' },
        { role: 'user', content: allSecretsText(`${PROMPT_PHRASE} (job).`) },
      ],
    };
    const accepted = await service.request('POST', '/v1/research/jobs', { token, body, headers: { 'idempotency-key': jobId } });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ jobId, object: 'research.job', redactions: EXPECTED_COUNTS });
    expectNoSecret(JSON.stringify(accepted.body));

    const job = await waitForJob(jobId);
    expect(job.status).toBe(200);
    expect(job.body.status).toBe('succeeded');
    expect(job.body.redactions).toEqual(EXPECTED_COUNTS);
    // The fake model quotes what it received: markers, never the secrets.
    expectMarkers(job.body.content, KINDS);
    expectNoSecret(JSON.stringify(job.body));

    const sent = service.upstream.received.find((b) => b.model === 'shared-3')!;
    expect(sent).toBeDefined();
    expectMarkers(JSON.stringify(sent), KINDS);
  });

  it('masks secret-named values of earlier tool calls as in tool results, and a secret scope id', async () => {
    const jobId = randomUUID();
    const args = JSON.stringify({ host: 'db.internal', password: KEYED_SECRETS.password, env: { aws_secret_access_key: KEYED_SECRETS.awsSecret } });
    const body = {
      model: 'shared-3',
      task: 'code-review',
      scopeId: SCOPE_SECRET,
      max_tokens: 256,
      messages: [
        { role: 'user', content: `${PROMPT_PHRASE}: connect and check.` },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_k', type: 'function', function: { name: 'connect', arguments: args } }] },
        { role: 'tool', tool_call_id: 'call_k', content: 'connected' },
      ],
    };
    const accepted = await service.request('POST', '/v1/research/jobs', { token, body, headers: { 'idempotency-key': jobId } });
    expect(accepted.status).toBe(202);
    const job = await waitForJob(jobId);
    expect(job.body.scopeId).toBe('[REDACTED:github-token]');
    expectNoSecret(JSON.stringify(job.body));
    const sent = service.upstream.received.find((b) => JSON.stringify(b).includes('call_k'))!;
    const sentArgs = JSON.parse((sent.messages[1] as unknown as { tool_calls: { function: { arguments: string } }[] }).tool_calls[0]!.function.arguments);
    expect(sentArgs.host).toBe('db.internal');
    expectNoSecret(JSON.stringify(sent));
  });

  it('masks secrets in tool definitions and the other text the model is sent, and counts them', async () => {
    const [pem, aws, , gh] = SECRETS;
    const jobId = randomUUID();
    const tools = [
      {
        type: 'function' as const,
        function: {
          name: 'deploy',
          description: `Deploys with the key ${aws!.value}`,
          parameters: { type: 'object', properties: { key: { type: 'string', description: pem!.value } } },
        },
      },
    ];
    const body = { model: 'shared-1', messages: [{ role: 'user', content: 'Which tool deploys?' }], tools, user: gh!.value };
    const accepted = await service.request('POST', '/v1/research/jobs', { token, body, headers: { 'idempotency-key': jobId } });
    expect(accepted.status).toBe(202);
    expect(accepted.body.redactions).toEqual({ 'private-key': 1, 'aws-access-key-id': 1, 'github-token': 1 });
    let job = accepted;
    while (job.body.status !== 'succeeded' && job.body.status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await service.request('GET', `/v1/research/job?jobId=${jobId}`, { token });
    }
    const sent = service.upstream.received.find((b) => JSON.stringify(b.messages).includes('Which tool deploys?'))!;
    expect(sent.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'deploy',
          description: 'Deploys with the key [REDACTED:aws-access-key-id]',
          parameters: { type: 'object', properties: { key: { type: 'string', description: '[REDACTED:private-key]' } } },
        },
      },
    ]);
    expect(sent.user).toBe('[REDACTED:github-token]');
  });

  it('keeps the same-body job re-attach working on the redacted job', async () => {
    const jobId = randomUUID();
    const body = { model: 'shared-4', messages: [{ role: 'user', content: `key ${SECRETS[1]!.value}` }] };
    const first = await service.request('POST', '/v1/research/jobs', { token, body, headers: { 'idempotency-key': jobId } });
    const again = await service.request('POST', '/v1/research/jobs', { token, body, headers: { 'idempotency-key': jobId } });
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(again.body.jobId).toBe(jobId);
    expect(again.body.redactions).toEqual({ 'aws-access-key-id': 1 });
  });

  it('masks every realistic paste of the wider engine (config files, URLs, headers, provider tokens) and counts each kind', async () => {
    const jobId = randomUUID();
    const body = { model: 'shared-2', messages: [{ role: 'user', content: pastesText('Which of these leaked credentials should we rotate first?') }] };
    const accepted = await service.request('POST', '/v1/research/jobs', { token, body, headers: { 'idempotency-key': jobId } });
    expect(accepted.status).toBe(202);
    expectNoSecret(JSON.stringify(accepted.body));
    const job = await waitForJob(jobId);
    expect(job.body.status).toBe('succeeded');
    expectNoSecret(JSON.stringify(job.body));

    const sent = JSON.stringify(service.upstream.received.find((b) => JSON.stringify(b.messages).includes('should we rotate first'))!);
    expectNoSecret(sent);
    expectMarkers(sent, Object.keys(PASTE_COUNTS));
    // The text around the secrets reaches the model: hosts, user names, commands.
    expect(sent).toContain('db.internal.example:5432/ledger');
    expect(job.body.redactions).toEqual(PASTE_COUNTS);
  });

  it('hands research material (hashes, UUIDs, CVE ids, commit ids, wallet addresses) to the model unchanged', async () => {
    const jobId = randomUUID();
    const body = {
      model: 'shared-4',
      messages: [
        { role: 'system', content: RESEARCH_MATERIAL },
        { role: 'user', content: `Correlate these indicators:\n${RESEARCH_MATERIAL}` },
      ],
    };
    const accepted = await service.request('POST', '/v1/research/jobs', { token, body, headers: { 'idempotency-key': jobId } });
    expect(accepted.status).toBe(202);
    expect(accepted.body.redactions ?? {}).toEqual({});
    await waitForJob(jobId);
    const sent = service.upstream.received.find((b) => JSON.stringify(b.messages).includes('Correlate these indicators'))!;
    expect(sent.messages.map((m) => m.content)).toEqual(body.messages.map((m) => m.content));
  });

  it('masks a secret the model writes in its answer and tool calls before it is stored or returned', async () => {
    const args = JSON.stringify({ path: '.env', token: ANSWER_SECRET });
    service.upstream.enqueue({
      content: `Rotate this one: ${ANSWER_SECRET}`,
      toolCalls: [{ id: 'call_9', type: 'function', function: { name: 'save_secret', arguments: args } }],
      finishReason: 'tool_calls',
    });
    const answer = await service.client('p_redact').chat.completions.create({
      model: 'shared-1',
      messages: [{ role: 'user', content: 'Which token should be rotated?' }],
    });
    const message = answer.choices[0]!.message;
    expect(message.content).toBe('Rotate this one: [REDACTED:github-token]');
    const call = message.tool_calls![0] as { function: { name: string; arguments: string } };
    expect(call.function.name).toBe('save_secret');
    expect(JSON.parse(call.function.arguments)).toEqual({ path: '.env', token: '[REDACTED:github-token]' });
    expectNoSecret(JSON.stringify(answer));
  });

  it('does not echo a secret the caller sent as a field name in the error answer', async () => {
    const [npm] = PASTES.filter((p) => p.kind === 'npm-token');
    const body = { model: 'shared-1', messages: [{ role: 'user', content: 'hi' }], [npm!.secret]: true };
    const refused = await service.request('POST', '/v1/chat/completions', { token, body });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ reason: 'unknown-field' });
    expectNoSecret(JSON.stringify(refused.body));
  });

  it('recorded nothing upstream that holds a secret or the caller token, and every kind was marked', () => {
    const everything = JSON.stringify({ requests: service.upstream.requests, received: service.upstream.received });
    expect(service.upstream.received.length).toBeGreaterThanOrEqual(3);
    expectNoSecret(everything);
    expect(everything).not.toContain(token);
    expectMarkers(everything, KINDS);
  });

  it('never writes a secret, the bearer token or the prompt to the server logs', async () => {
    // Stop first, so every log line has been written (close() later stops an exited process as a no-op).
    await service.server.stop();
    const logs = service.server.stdout() + service.server.stderr();
    // The logs are there: one line per request, naming the route pattern.
    expect(logs).toContain('"route":"/v1/chat/completions"');
    expect(logs).toContain('"route":"/v1/research/jobs"');
    expectNoSecret(logs);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(PROMPT_PHRASE);
    expect(logs).not.toContain('quokka');
  });

  it('keeps no secret and no bearer token in any table of the store', async () => {
    const { rows, text } = await dumpStore(service);
    // The store holds the jobs of this file, with their redacted requests and answers.
    expect(rows['jobs']!.length).toBeGreaterThanOrEqual(5);
    expect(text).toContain('[REDACTED:');
    expectNoSecret(text);
    expect(text).not.toContain(token);
  });
});
