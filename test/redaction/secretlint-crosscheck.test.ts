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

  it('keeps every research negative as written, also those secretlint flags', async () => {
    const flagged: string[] = [];
    for (const n of NEGATIVES) if ((await secretlintRanges(n.text)).length > 0) flagged.push(n.what);
    console.info(`secretlint flags ${flagged.length} of ${NEGATIVES.length} negatives: ${flagged.join('; ')}`);
    // Research material (digests, public keys, encoded commands) reaches the model unchanged:
    // where secretlint would mask it, we deliberately do not.
    const changed = NEGATIVES.filter((n) => redactSecrets(n.text).text !== n.text).map((n) => n.what);
    expect(changed).toEqual([]);
  });
});
