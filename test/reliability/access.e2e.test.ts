import { randomUUID } from 'node:crypto';
import { signWebhook } from '@secgate/http-adapter';
import { createPersonalAccessToken, randomIds } from '@secgate/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2EService, WEBHOOK_SECRET, type E2EService, type JsonAnswer } from '../support/e2e-service.js';
import { aiBalanceOf, expectErrorShape, expectNothingLeaked, until } from './reliability-helpers.js';

/*
 * Access control and the signed callbacks, end to end, against the real server process:
 *
 * - every protected route refuses no token, a malformed token, a well-formed token that was never
 *   issued and a revoked token with 401 `unauthorized` and a `WWW-Authenticate: Bearer` challenge,
 *   and a suspended principal's token with 403 `forbidden`; none of them reaches the upstream or
 *   leaves a job, a hold or a receipt behind;
 * - a Blue-only principal cannot reach a Red model (403 `requirement-unmet`), and one principal
 *   can neither read nor re-attach to another's job (404, as if it did not exist);
 * - the billing webhook refuses bad, tampered, stale and replayed signatures and grants once per
 *   event id; the eKYC callback refuses what is not signed by the provider's secret;
 * - across the whole run (every process this file starts, the one stopped for a restart
 *   included), the logs hold no token, no secret, no signature, no verification state and no
 *   prompt text.
 *
 * The webhook tolerance is 2 s here, so a captured delivery can really be resent after its
 * tolerance ran out; the test waits for the clock to pass it (and asserts nothing about timing).
 */

const BLUE = 'p_acc_blue';
const OTHER = 'p_acc_other';
const SUSPENDED = 'p_acc_suspended';
const REVOKED = 'p_acc_revoked';
const HOOKED = 'p_acc_hooked';
const KYC = 'p_acc_kyc';
const TOLERANCE_SECONDS = 2;
const EKYC_SECRET = 'ekyc_access_provider_secret_0123';
const DEPOSIT_25 = 25_000_000;

/** Prompt words that must never reach a log line. */
const PROMPTS = {
  refused: 'okapi-refused-prompt: review this kernel module',
  other: 'narwhal-private-prompt: audit our payment service',
  red: 'pangolin-red-prompt: triage this crash dump',
};

let service: E2EService;
const unknownToken = createPersonalAccessToken(randomIds).token;
/** Every bearer credential the run sent, for the log scan at the end. */
const sentCredentials: string[] = [];
/** Every signature header and state the run sent. */
const sentSignatures: string[] = [];

beforeAll(async () => {
  service = await startE2EService({
    config: {
      webhook: { secret: WEBHOOK_SECRET, toleranceSeconds: TOLERANCE_SECONDS },
      ekyc: { urlTemplate: 'https://verify.example.test/card?state={state}', secret: EKYC_SECRET },
    },
    principals: [
      { id: BLUE },
      { id: OTHER },
      { id: SUSPENDED, patch: { status: 'suspended' } },
      { id: REVOKED },
      { id: HOOKED, patch: { freeRequestsPerDay: 0 } },
      { id: KYC },
    ],
  });
  // Revoke while the server is stopped (the embedded store belongs to one process), then restart:
  // the logs of both processes are scanned at the end.
  await service.inspect(async (store) => {
    expect(await store.revokeToken(`tok_${REVOKED}`, Date.now())).toBe(true);
  });
  await service.restart();
  sentCredentials.push(...Object.values(service.tokens), unknownToken);
});
afterAll(() => service?.close());

/** Every protected route, with a body it would accept from an authorised principal. */
const PROTECTED: { method: 'GET' | 'POST'; path: string; body?: unknown; headers?: () => Record<string, string> }[] = [
  { method: 'GET', path: '/v1/models' },
  { method: 'GET', path: '/v1/research/status' },
  { method: 'GET', path: '/v1/billing/status' },
  { method: 'GET', path: `/v1/research/job?jobId=${randomUUID()}` },
  { method: 'POST', path: '/v1/chat/completions', body: { model: 'shared-1', messages: [{ role: 'user', content: PROMPTS.refused }] } },
  {
    method: 'POST',
    path: '/v1/research/jobs',
    body: { model: 'shared-2', messages: [{ role: 'user', content: PROMPTS.refused }] },
    headers: () => ({ 'idempotency-key': randomUUID() }),
  },
  { method: 'POST', path: '/v1/research/ekyc/start', body: {} },
];

function call(route: (typeof PROTECTED)[number], authorization: string | undefined): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...route.headers?.() };
  if (authorization !== undefined) headers.authorization = authorization;
  return service.request(route.method, route.path, { headers, ...(route.body !== undefined ? { body: route.body } : {}) });
}

describe('credentials on every protected route', () => {
  it('no token, malformed, unknown and revoked tokens: 401 with a challenge; a suspended principal: 403; the upstream is never called', async () => {
    const valid = service.tokens[BLUE]!;
    const brokenChecksum = `${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`;
    const credentials: { name: string; authorization: string | undefined; challenge: RegExp }[] = [
      { name: 'no credential', authorization: undefined, challenge: /^Bearer realm="secgate"$/ },
      { name: 'another scheme', authorization: 'Basic dXNlcjpwYXNzd29yZA==', challenge: /^Bearer realm="secgate"$/ },
      { name: 'an empty bearer', authorization: 'Bearer ', challenge: /^Bearer realm="secgate"/ },
      { name: 'a short token', authorization: 'Bearer sgp_short_token', challenge: /^Bearer realm="secgate", error="invalid_token"$/ },
      { name: 'a broken checksum', authorization: `Bearer ${brokenChecksum}`, challenge: /^Bearer realm="secgate", error="invalid_token"$/ },
      { name: 'garbage', authorization: `Bearer ${'\u00ff'.repeat(40)}`, challenge: /^Bearer realm="secgate", error="invalid_token"$/ },
      { name: 'a well-formed unknown token', authorization: `Bearer ${unknownToken}`, challenge: /^Bearer realm="secgate", error="invalid_token"$/ },
      { name: 'a revoked token', authorization: `Bearer ${service.tokens[REVOKED]}`, challenge: /^Bearer realm="secgate", error="invalid_token"$/ },
    ];
    sentCredentials.push(brokenChecksum);
    const requestsBefore = service.upstream.requests.filter((r) => r.path === '/v1/chat/completions').length;
    const callsBefore = service.upstream.calls;

    for (const route of PROTECTED) {
      for (const credential of credentials) {
        const answer = await call(route, credential.authorization);
        const context = `${route.method} ${route.path} with ${credential.name}`;
        expect({ context, status: answer.status, code: answer.body?.error?.code }).toEqual({ context, status: 401, code: 'unauthorized' });
        expectErrorShape(answer, context);
        expect(answer.headers.get('www-authenticate'), context).toMatch(credential.challenge);
      }
      const suspended = await call(route, `Bearer ${service.tokens[SUSPENDED]}`);
      const context = `${route.method} ${route.path} as a suspended principal`;
      expect({ context, status: suspended.status, code: suspended.body?.error?.code }).toEqual({ context, status: 403, code: 'forbidden' });
      expectErrorShape(suspended, context);
      expect(suspended.headers.get('www-authenticate'), context).toBeNull();
    }

    expect(service.upstream.calls).toBe(callsBefore);
    expect(service.upstream.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(requestsBefore);
    expect(JSON.stringify(service.upstream.received)).not.toContain('okapi');
    // The refused principals' accounts are untouched.
    expect(aiBalanceOf(await service.request('GET', '/v1/billing/status', { token: service.tokens[BLUE]! }))).toMatchObject({
      reservedMicroUSD: 0,
      spentMicroUSD: 0,
    });
  });
});

describe('one principal and another', () => {
  it('a Blue-only principal cannot reach a Red model: 403 requirement-unmet, nothing reaches the upstream', async () => {
    const calls = service.upstream.calls;
    const answer = await service.request('POST', '/v1/chat/completions', {
      token: service.tokens[BLUE]!,
      body: { model: 'red-1', task: 'vulnerability-triage', messages: [{ role: 'user', content: PROMPTS.red }] },
    });
    expect(answer.status).toBe(403);
    expectErrorShape(answer, 'Blue on red-1');
    expect(answer.body.error).toMatchObject({ code: 'requirement-unmet', requirement: 'verified-ekyc-card', reason: 'verification-required' });
    const job = await service.request('POST', '/v1/research/jobs', {
      token: service.tokens[BLUE]!,
      body: { model: 'red-2', messages: [{ role: 'user', content: PROMPTS.red }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(job.status).toBe(403);
    expect(job.body.error).toMatchObject({ code: 'requirement-unmet', requirement: 'verified-ekyc-card' });
    expect(service.upstream.calls).toBe(calls);
  });

  it("cannot read or re-attach to another principal's job, by job API key or by chat body", async () => {
    const other = service.tokens[OTHER]!;
    const blue = service.tokens[BLUE]!;
    const body = { model: 'shared-3', messages: [{ role: 'user', content: PROMPTS.other }] };

    // A job API job of OTHER.
    const key = randomUUID();
    service.upstream.enqueue({ content: 'the answer only OTHER may read' });
    const created = await service.request('POST', '/v1/research/jobs', { token: other, body, headers: { 'idempotency-key': key } });
    expect(created.status).toBe(202);
    let done: JsonAnswer | undefined;
    await until(async () => {
      done = await service.request('GET', `/v1/research/job?jobId=${key}`, { token: other });
      return done.status === 200;
    }, "OTHER's job to end");
    expect(done!.body).toMatchObject({ status: 'succeeded', content: 'the answer only OTHER may read' });

    const calls = service.upstream.calls;
    // Read it, in any spelling of the id: as if it did not exist.
    for (const jobId of [key, key.toUpperCase(), ` ${key} `]) {
      const read = await service.request('GET', `/v1/research/job?jobId=${encodeURIComponent(jobId)}`, { token: blue });
      expect(read.status).toBe(404);
      expectErrorShape(read, 'read another principal job');
      expect(read.body.error.code).toBe('job-not-found');
      expect(JSON.stringify(read.body)).not.toContain('only OTHER');
    }
    // The same key from BLUE names BLUE's own job (keys are per principal): created, run and
    // answered for BLUE, never OTHER's answer, and nothing tells BLUE the key was used before.
    service.upstream.enqueue({ content: 'the answer for BLUE' });
    const mine = await service.request('POST', '/v1/research/jobs', { token: blue, body, headers: { 'idempotency-key': key } });
    expect(mine.status).toBe(202);
    expect(JSON.stringify(mine.body)).not.toContain('only OTHER');
    let blueDone: JsonAnswer | undefined;
    await until(async () => {
      blueDone = await service.request('GET', `/v1/research/job?jobId=${key}`, { token: blue });
      return blueDone.status === 200;
    }, "BLUE's job under the same key to end");
    expect(blueDone!.body).toMatchObject({ status: 'succeeded', content: 'the answer for BLUE' });
    expect(service.upstream.calls).toBe(calls + 1);
    // OTHER's job is untouched.
    expect((await service.request('GET', `/v1/research/job?jobId=${key}`, { token: other })).body).toMatchObject({ content: 'the answer only OTHER may read' });

    // A chat job of OTHER: BLUE's identical body is BLUE's own job, never OTHER's answer.
    service.upstream.enqueue({ content: 'chat answer for OTHER' });
    const otherChat = await service.request('POST', '/v1/chat/completions', { token: other, body });
    expect(otherChat.status).toBe(200);
    service.upstream.enqueue({ content: 'chat answer for BLUE' });
    const blueChat = await service.request('POST', '/v1/chat/completions', { token: blue, body });
    expect(blueChat.status).toBe(200);
    expect(blueChat.body.jobId).not.toBe(otherChat.body.jobId);
    expect(blueChat.body.choices[0].message.content).toBe('chat answer for BLUE');
    expect(service.upstream.calls).toBe(calls + 3);
    const peek = await service.request('GET', `/v1/research/job?jobId=${otherChat.body.jobId}`, { token: blue });
    expect(peek.status).toBe(404);
    expect(peek.body.error.code).toBe('job-not-found');
  });
});

describe('signed callbacks', () => {
  const balance = async () => aiBalanceOf(await service.request('GET', '/v1/billing/status', { token: service.tokens[HOOKED]! }));
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const deliver = (raw: string, signature: string | undefined, path = '/v1/billing/webhook') => {
    if (signature) sentSignatures.push(signature);
    return service.request('POST', path, { raw, headers: signature === undefined ? {} : { 'webhook-signature': signature } });
  };
  const invoice = (id: string, sku = 'deposit-25') =>
    JSON.stringify({ id, type: 'invoice.paid', data: { principalId: HOOKED, lines: [{ sku, quantity: 1 }] } });
  const expectRefused = (answer: JsonAnswer, reason: string, context: string) => {
    expect({ context, status: answer.status, code: answer.body?.error?.code, reason: answer.body?.error?.reason }).toEqual({
      context,
      status: 400,
      code: 'invalid-signature',
      reason,
    });
    expectErrorShape(answer, context);
  };

  it('the webhook refuses bad, tampered, stale and replayed signatures, and grants once per event id', async () => {
    expect(await balance()).toMatchObject({ grantedMicroUSD: 0 });

    // A delivery as the processor sends it, captured.
    const raw = invoice('evt_acc_captured');
    const signedAt = nowSeconds();
    const header = signWebhook({ rawBody: raw, secret: WEBHOOK_SECRET, timestampSeconds: signedAt });
    const first = await deliver(raw, header);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, applied: true });
    const granted = await balance();
    expect(granted).toMatchObject({ grantedMicroUSD: DEPOSIT_25, reservedMicroUSD: 0, availableMicroUSD: DEPOSIT_25 });

    // Resent within the tolerance: the event id was applied, nothing more is granted.
    expect((await deliver(raw, header)).body).toEqual({ received: true, applied: false });

    // Bad signatures of a new event: none of them grants anything.
    const fresh = invoice('evt_acc_fresh');
    const t = nowSeconds();
    const v1 = header.split('v1=')[1]!;
    expectRefused(await deliver(fresh, signWebhook({ rawBody: fresh, secret: `${WEBHOOK_SECRET}-wrong`, timestampSeconds: t })), 'mismatch', 'wrong secret');
    expectRefused(await deliver(fresh, header), 'mismatch', "another body under the captured event's signature");
    expectRefused(await deliver(invoice('evt_acc_captured', 'deposit-1000'), header), 'mismatch', 'the captured body tampered with');
    expectRefused(await deliver(raw, `t=${signedAt + 1},v1=${v1}`), 'mismatch', 'the captured signature with another timestamp');
    expectRefused(await deliver(fresh, undefined), 'missing', 'no signature');
    expectRefused(await deliver(fresh, `v1=${v1}`), 'malformed', 'no timestamp');
    expectRefused(await deliver(fresh, `t=${t},v1=not-hex`), 'malformed', 'a signature that is not hex');
    expectRefused(
      await deliver(fresh, signWebhook({ rawBody: fresh, secret: WEBHOOK_SECRET, timestampSeconds: t - 10 * TOLERANCE_SECONDS })),
      'stale',
      'signed long ago',
    );
    expectRefused(
      await deliver(fresh, signWebhook({ rawBody: fresh, secret: WEBHOOK_SECRET, timestampSeconds: t + 10 * TOLERANCE_SECONDS })),
      'stale',
      'signed in the future',
    );

    // The captured delivery, resent once its tolerance has run out: stale, not even looked at.
    await until(() => nowSeconds() > signedAt + TOLERANCE_SECONDS, 'the captured signature to pass its tolerance', 10_000);
    expectRefused(await deliver(raw, header), 'stale', 'the captured delivery replayed after the tolerance');

    // An applied event id, freshly and validly signed, with other lines: still nothing.
    const replay = invoice('evt_acc_captured', 'deposit-1000');
    const resigned = await deliver(replay, signWebhook({ rawBody: replay, secret: WEBHOOK_SECRET, timestampSeconds: nowSeconds() }));
    expect(resigned.body).toEqual({ received: true, applied: false });
    expect(await balance()).toEqual(granted);
  });

  it('the eKYC callback refuses what the provider did not sign, and applies a verification once', async () => {
    const token = service.tokens[KYC]!;
    const started = await service.request('POST', '/v1/research/ekyc/start', { token });
    expect(started.status).toBe(200);
    const state = new URL(started.body.verificationUrl).searchParams.get('state')!;
    sentSignatures.push(state);
    const path = '/v1/research/ekyc/callback';
    const event = (s: string) => JSON.stringify({ id: 'ver_acc_1', type: 'verification.completed', data: { state: s, verifiedAt: new Date().toISOString() } });

    const raw = event(state);
    expectRefused(
      await deliver(raw, signWebhook({ rawBody: raw, secret: WEBHOOK_SECRET, timestampSeconds: nowSeconds() }), path),
      'mismatch',
      'the billing secret on the eKYC callback',
    );
    expectRefused(await deliver(raw, undefined, path), 'missing', 'an unsigned eKYC callback');
    // A state this service never issued (another secret), in a correctly signed callback.
    const [payload] = state.split('.');
    const forged = event(`${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`);
    const forgedAnswer = await deliver(forged, signWebhook({ rawBody: forged, secret: EKYC_SECRET, timestampSeconds: nowSeconds() }), path);
    expect(forgedAnswer.status).toBe(400);
    expect(forgedAnswer.body.error).toMatchObject({ code: 'invalid-signature', field: 'data.state', reason: 'mismatch' });
    expect((await service.request('GET', '/v1/research/status', { token })).body.reason).toBe('verification-required');

    const signed = signWebhook({ rawBody: raw, secret: EKYC_SECRET, timestampSeconds: nowSeconds() });
    expect((await deliver(raw, signed, path)).body).toEqual({ received: true, applied: true });
    expect((await deliver(raw, signed, path)).body).toEqual({ received: true, applied: false });
    expect((await service.request('GET', '/v1/research/status', { token })).body.reason).not.toBe('verification-required');
  });
});

describe('the whole run', () => {
  it('left no job, hold or receipt for a refused principal, and logged no token, secret, signature, state or prompt', async () => {
    await service.inspectSql(async (db) => {
      for (const principal of [SUSPENDED, REVOKED]) {
        // A hold is an open job's own row (migration 002): no job, no hold.
        for (const table of ['jobs', 'receipts']) {
          const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE principal_id = $1`, [principal]);
          expect(rows, `${table} of ${principal}`).toEqual([]);
        }
      }
      // BLUE's jobs are its own chat and the job it made under OTHER's key; its refused attempts left nothing.
      const { rows } = await db.query<{ request: string }>('SELECT request FROM jobs WHERE principal_id = $1 ORDER BY created_at', [BLUE]);
      expect(rows).toHaveLength(2);
      expect(rows.map((row) => row.request).join('\n')).toContain('narwhal');
    });
    const logs = service.logs();
    expect(logs).toContain('"route":"/v1/billing/webhook"');
    expect(logs).toContain('"status":401');
    expectNothingLeaked(logs, {
      token: sentCredentials,
      secret: [WEBHOOK_SECRET, EKYC_SECRET],
      // The HMACs (64 hex digits) of every signature header sent, and the verification state.
      signature: sentSignatures.map((header) => header.split('v1=')[1] ?? header).filter((value) => value.length >= 32),
      prompt: Object.values(PROMPTS),
    });
    for (const word of ['okapi', 'narwhal', 'pangolin', 'only OTHER']) expect(logs.includes(word), `the logs hold '${word}'`).toBe(false);
  });
});
