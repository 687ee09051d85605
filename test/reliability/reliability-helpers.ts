import { expect } from 'vitest';
import type { JsonAnswer } from '../support/e2e-service.js';

/*
 * Small helpers shared by the reliability suite (test/reliability/*.e2e.test.ts). They compute the
 * expected amounts from docs/architecture.md#money independently of the code under test, wait on the
 * test's own observations (never on wall time) and check the error shape of docs/api.md#errors.
 */

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Text that only a leaked stack trace or runtime error would put into an answer. */
export const STACK_TRACE = /\s{2,}at |\bat \S+ \(|\.[cm]?[jt]s:\d+|node_modules|\b[A-Z][a-z]*Error\b/;

/** `ceil((uncached*900 + cached*225 + output*4500) / 1000)` micro-USD. */
export function charge(promptTokens: number, cachedTokens: number, completionTokens: number): number {
  return Math.ceil(((promptTokens - cachedTokens) * 900 + cachedTokens * 225 + completionTokens * 4500) / 1000);
}

/** `ceil((utf8Bytes(message contents) * 900 + max_tokens * 4500) / 1000)` micro-USD. */
export function hold(contents: string[], maxTokens: number): number {
  const bytes = contents.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8'), 0);
  return Math.ceil((bytes * 900 + maxTokens * 4500) / 1000);
}

/**
 * Polls a condition of the test's own state until it holds. The deadline only turns a hang into
 * a loud failure naming what never happened; no assertion depends on how long anything took.
 */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface AiBalance {
  scope: 'ai';
  grantedMicroUSD: number;
  spentMicroUSD: number;
  reservedMicroUSD: number;
  availableMicroUSD: number;
}

/** The `ai` balance of a `GET /v1/billing/status` answer. */
export function aiBalanceOf(answer: JsonAnswer): AiBalance {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const ai = (answer.body.balances as AiBalance[]).find((balance) => balance.scope === 'ai');
  if (!ai) throw new Error(`no ai balance in ${JSON.stringify(answer.body)}`);
  return ai;
}

/** A balance that is consistent in itself: nothing negative, available = granted - spent - reserved. */
export function expectConsistent(balance: AiBalance, context: string): void {
  expect(balance.availableMicroUSD, `${context}: available went negative`).toBeGreaterThanOrEqual(0);
  expect(balance.reservedMicroUSD, `${context}: reserved went negative`).toBeGreaterThanOrEqual(0);
  expect(balance.availableMicroUSD, `${context}: available != granted - spent - reserved`).toBe(
    balance.grantedMicroUSD - balance.spentMicroUSD - balance.reservedMicroUSD,
  );
}

/** The documented error shape: exactly `{error:{code, message, ...}}`, kebab-case code, JSON, no stack. */
export function expectErrorShape(answer: JsonAnswer, context: string): void {
  const where = `${context}: ${answer.status} ${typeof answer.body === 'string' ? answer.body.slice(0, 300) : JSON.stringify(answer.body).slice(0, 300)}`;
  expect(answer.headers.get('content-type'), where).toMatch(/^application\/json/);
  expect(answer.body !== null && typeof answer.body === 'object' && !Array.isArray(answer.body), where).toBe(true);
  expect(Object.keys(answer.body), where).toEqual(['error']);
  const { error } = answer.body;
  expect(error !== null && typeof error === 'object', where).toBe(true);
  expect(error.code, where).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(typeof error.message === 'string' && error.message.length > 0, where).toBe(true);
  expect(JSON.stringify(answer.body), where).not.toMatch(STACK_TRACE);
}

/**
 * Scans the collected logs of every process for every forbidden text; the failure names only a
 * short prefix and the kind, so the assertion message itself leaks nothing whole.
 */
export function expectNothingLeaked(logs: string, forbidden: Record<string, readonly string[]>): void {
  for (const [kind, values] of Object.entries(forbidden)) {
    for (const value of values) {
      if (value.length < 8) throw new Error(`a forbidden ${kind} must be long enough to be unambiguous: '${value}'`);
      expect(logs.includes(value), `the logs hold a ${kind} (${value.slice(0, 6)}...)`).toBe(false);
    }
  }
}

/**
 * The `data:` events of a server-sent stream as far as it got: a connection that drops midway
 * (a killed server) keeps what arrived before, with `done` false. `[DONE]` is not in `events`.
 */
export async function readSseEvents(response: Response): Promise<{ events: any[]; done: boolean }> {
  let text = '';
  const decoder = new TextDecoder();
  try {
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // The connection dropped: what arrived so far is the answer's part the client saw.
  }
  const events: any[] = [];
  let done = false;
  // Only whole events (ended by a blank line) count; a torn last one is dropped.
  for (const event of text.split('\n\n').slice(0, -1)) {
    const data = event.startsWith('data: ') ? event.slice('data: '.length) : '';
    if (data === '[DONE]') done = true;
    else if (data !== '') events.push(JSON.parse(data));
  }
  return { events, done };
}
