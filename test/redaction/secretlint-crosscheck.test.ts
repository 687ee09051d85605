import { lintSource } from '@secretlint/core';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import { describe, expect, it } from 'vitest';
import { NEGATIVES, POSITIVES } from './corpus/secret-corpus.test-support.js';
import { findSecretSpans } from '../../packages/core/src/redaction/find-secret-spans.js';
import { redactSecrets } from '../../packages/core/src/redaction/redact-secrets.js';
import { SECRET_KINDS } from '../../packages/core/src/redaction/secret-kinds.js';
import { SAMPLES } from '../../packages/core/src/redaction/secret-samples.test-support.js';

// secretlint's recommended preset as an oracle (docs/redaction.md#secretlint): whatever it finds in
// a sample, our engine must mask too, so we are never worse than it on its own kinds. It runs here,
// not in core: its API is async and file-oriented, and core stays pure.
const config = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended }] };

async function secretlintRanges(text: string): Promise<[number, number][]> {
  const result = await lintSource({
    source: { content: text, filePath: '/prompt.txt', ext: '.txt', contentType: 'text' },
    options: { config, noPhysicFilePath: true },
  });
  return result.messages.map((m) => m.range as [number, number]);
}

const overlaps = (a: [number, number], b: { start: number; end: number }) => a[0] < b.end && b.start < a[1];

const samples = [
  ...POSITIVES.map((p) => ({ label: `${p.kind}: ${p.text.slice(0, 50)}`, text: p.text, secret: p.secret })),
  ...SECRET_KINDS.map((kind) => ({ label: `sample ${kind}`, text: SAMPLES[kind].text, secret: SAMPLES[kind].secret })),
];

describe('secretlint cross-check', () => {
  it('masks every secret secretlint finds in the positives', async () => {
    const missed: string[] = [];
    let found = 0;
    for (const s of samples) {
      const ours = findSecretSpans(s.text);
      const at = s.text.indexOf(s.secret);
      const theirs = await secretlintRanges(s.text);
      if (theirs.some((r) => overlaps(r, { start: at, end: at + s.secret.length }))) found++;
      for (const r of theirs) if (!ours.some((span) => overlaps(r, span))) missed.push(`${s.label} @${r[0]}`);
    }
    console.info(`secretlint recall on ${samples.length} positives: ${((100 * found) / samples.length).toFixed(1)}% (${found})`);
    expect(missed).toEqual([]);
  });

  it('reports what secretlint flags in the research negatives (we keep them)', async () => {
    const flagged: string[] = [];
    for (const n of NEGATIVES) if ((await secretlintRanges(n.text)).length > 0) flagged.push(n.what);
    console.info(`secretlint flags ${flagged.length} of ${NEGATIVES.length} negatives: ${flagged.join('; ')}`);
  });

  it('times both on the corpus as one text and per sample', async () => {
    const all = [...POSITIVES.map((p) => p.text), ...NEGATIVES.map((n) => n.text)].join('\n\n');
    let text = all;
    while (text.length < 1_000_000) text += '\n\n' + all;
    const mb = text.length / 1_000_000;
    let t = performance.now();
    await secretlintRanges(text);
    const theirsWhole = performance.now() - t;
    t = performance.now();
    redactSecrets(text);
    const oursWhole = performance.now() - t;
    const texts = [...POSITIVES.map((p) => p.text), ...NEGATIVES.map((n) => n.text)];
    t = performance.now();
    for (const x of texts) await secretlintRanges(x);
    const theirsEach = (performance.now() - t) / texts.length;
    t = performance.now();
    for (const x of texts) redactSecrets(x);
    const oursEach = (performance.now() - t) / texts.length;
    console.info(
      `one ${mb.toFixed(2)} MB text: secretlint ${(theirsWhole / mb).toFixed(0)} ms/MB, redactSecrets ${(oursWhole / mb).toFixed(0)} ms/MB; ` +
        `per sample (${texts.length}): secretlint ${theirsEach.toFixed(3)} ms, redactSecrets ${oursEach.toFixed(3)} ms`,
    );
    expect(oursWhole).toBeGreaterThan(0);
  }, 120_000);
});
