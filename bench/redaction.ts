// The redaction section of `npm run bench` (BENCHMARKS.md#redaction): secgate's engine on realistic
// prompts of 1 KiB, 64 KiB and the 524,288-character ceiling, side by side with secretlint's
// recommended preset on the same texts, and redaction's share of the in-process work of a request.
import { lintSource } from '@secretlint/core';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import { parseChatRequest, redactCompletionRequest, redactSecrets } from '@secgate/core';
import { median, round } from './stats.js';
import { realisticPrompt } from './redaction-texts.js';

export const REDACTION_SIZES = [1_024, 65_536, 524_288] as const;

export interface RedactionSizeResult {
  chars: number;
  /** Fake secrets in the text (the AWS credentials file counts two). */
  secretsPlaced: number;
  secretsFound: number;
  /** redactSecrets on the text alone. */
  redactSecretsMs: number;
  redactSecretsMBps: number;
  /** redactCompletionRequest on a chat request whose user message is the text. */
  redactRequestMs: number;
  /** JSON.parse + parseChatRequest (validation) of the same request's body: the work before redaction. */
  parseMs: number;
  /** Redaction's share of parse + validate + redact, in-process (%). */
  redactShareOfInProcess: number;
  /** secretlint's lintSource with the recommended preset: detection only, nothing is replaced. */
  secretlintMs: number;
  secretlintFound: number;
  /** secretlint's time over secgate's redactSecrets time. */
  secretlintRatio: number;
}

/** Median wall time of `work` in ms over enough runs to last ~`budgetMs` (at least `min` runs). */
export async function timeMedian(work: () => unknown, budgetMs: number, min = 3): Promise<number> {
  await work(); // warm-up: compile the regular expressions, fill inline caches.
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < min || (performance.now() - started < budgetMs && samples.length < 2_000)) {
    const t = performance.now();
    await work();
    samples.push(performance.now() - t);
  }
  return median(samples);
}

const config = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended }] };
const secretlint = (content: string) =>
  lintSource({ source: { filePath: 'prompt.txt', content, ext: '.txt', contentType: 'text' }, options: { config, noPhysicFilePath: true } });

export async function measureRedaction(quick: boolean): Promise<RedactionSizeResult[]> {
  const budgetMs = quick ? 300 : 1_500;
  const results: RedactionSizeResult[] = [];
  for (const chars of REDACTION_SIZES) {
    const { text, secretsPlaced } = realisticPrompt(chars);
    const body = JSON.stringify({
      model: 'shared-1',
      messages: [
        { role: 'system', content: 'You review incident notes.' },
        { role: 'user', content: text },
      ],
    });
    const parsed = parseChatRequest(JSON.parse(body));
    if (!parsed.ok) throw new Error('the benchmark request does not parse');
    const found = redactSecrets(text).counts;
    const redactSecretsMs = await timeMedian(() => redactSecrets(text), budgetMs);
    const redactRequestMs = await timeMedian(() => redactCompletionRequest(parsed.value), budgetMs);
    const parseMs = await timeMedian(() => parseChatRequest(JSON.parse(body)), budgetMs);
    const secretlintMs = await timeMedian(() => secretlint(text), budgetMs);
    const lint = await secretlint(text);
    results.push({
      chars,
      secretsPlaced,
      secretsFound: Object.values(found).reduce((a, b) => a + (b ?? 0), 0),
      redactSecretsMs: round(redactSecretsMs, 3),
      redactSecretsMBps: round(Buffer.byteLength(text) / 1e6 / (redactSecretsMs / 1e3), 1),
      redactRequestMs: round(redactRequestMs, 3),
      parseMs: round(parseMs, 3),
      redactShareOfInProcess: round((100 * redactRequestMs) / (redactRequestMs + parseMs), 1),
      secretlintMs: round(secretlintMs, 3),
      secretlintFound: lint.messages.length,
      secretlintRatio: round(secretlintMs / redactSecretsMs, 2),
    });
  }
  return results;
}
