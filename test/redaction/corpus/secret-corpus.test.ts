// The labelled secret corpus against the engine (issue 12): recall over fake secrets of every
// kind pasted in realistic surroundings, precision against research material, and a summary
// table printed on every run. Fails below 95% recall (masked) or on any changed negative.
import { describe, expect, it } from 'vitest';
import { SECRET_KINDS, isSecretKind, redactJsonText, redactSecrets, redactionMarker, type Redaction } from '@secgate/core';
import { hasValidChecksum } from './corpus-kit.test-support.js';
import { NEGATIVES, POSITIVES } from './secret-corpus.test-support.js';

const RECALL_FLOOR = 0.95;

interface Run {
  /** What the engine gave back, in the form the sample was sent in. */
  out: string;
  counts: Redaction['counts'];
  /** What the engine was given: a negative must come back as exactly this. */
  sent: string;
  /** The secret as it reads in that form (JSON-escaped where the text is). */
  secretIn: (secret: string) => string;
}

const same = (s: string) => s;
const jsonEscaped = (s: string) => JSON.stringify(s).slice(1, -1);

/** How a text reaches the engine: as pasted, inside a JSON document, or JSON-escaped. */
const FORMS = {
  plain: (text: string): Run => {
    const r = redactSecrets(text);
    return { out: r.text, counts: r.counts, sent: text, secretIn: same };
  },
  'redactJsonText({content})': (text: string): Run => {
    const sent = JSON.stringify({ content: text });
    const r = redactJsonText(sent);
    return { out: r.text, counts: r.counts, sent, secretIn: jsonEscaped };
  },
  'JSON-escaped text': (text: string): Run => {
    const sent = JSON.stringify(text);
    const r = redactSecrets(sent);
    return { out: r.text, counts: r.counts, sent, secretIn: jsonEscaped };
  },
} as const;
type Form = keyof typeof FORMS;

interface Outcome {
  masked: boolean;
  rightKind: boolean;
  reported: string[];
}

function evaluate(form: Form) {
  const positives = POSITIVES.map((p) => {
    const { out, counts, secretIn } = FORMS[form](p.text);
    const masked = !out.includes(secretIn(p.secret));
    const rightKind = masked && out.includes(redactionMarker(p.kind)) && (counts[p.kind] ?? 0) >= 1;
    return { sample: p, outcome: { masked, rightKind, reported: Object.keys(counts) } satisfies Outcome };
  });
  const negatives = NEGATIVES.map((n) => {
    const { out, counts, sent } = FORMS[form](n.text);
    const markers = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
    return { sample: n, changed: out !== sent || markers > 0, markers, reported: Object.keys(counts), out };
  });
  const masked = positives.filter((p) => p.outcome.masked).length;
  const rightKind = positives.filter((p) => p.outcome.rightKind).length;
  const falseMarkers = negatives.reduce((a, n) => a + n.markers, 0);
  return {
    positives,
    negatives,
    recall: masked / positives.length,
    kindRecall: rightKind / positives.length,
    precision: masked + falseMarkers === 0 ? 1 : masked / (masked + falseMarkers),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const clip = (text: string, n = 90) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
};

function summary(form: Form, result: ReturnType<typeof evaluate>): string {
  const lines = [`== secret corpus, ${form} ==`];
  lines.push(
    `positives ${result.positives.length} over ${new Set(POSITIVES.map((p) => p.kind)).size} kinds; negatives ${result.negatives.length}`,
    `recall (masked) ${pct(result.recall)}   recall (right kind) ${pct(result.kindRecall)}   precision ${pct(result.precision)}`,
    '',
    `${'family'.padEnd(28)}${'n'.padStart(5)}${'masked'.padStart(8)}${'kind ok'.padStart(9)}`,
  );
  const families = [...new Set(result.positives.map((p) => p.sample.family))];
  for (const family of families) {
    const rows = result.positives.filter((p) => p.sample.family === family);
    const m = rows.filter((p) => p.outcome.masked).length;
    const k = rows.filter((p) => p.outcome.rightKind).length;
    lines.push(`${family.padEnd(28)}${String(rows.length).padStart(5)}${String(m).padStart(8)}${String(k).padStart(9)}`);
  }
  const negFamilies = [...new Set(result.negatives.map((n) => n.sample.family))];
  for (const family of negFamilies) {
    const rows = result.negatives.filter((n) => n.sample.family === family);
    const changed = rows.filter((n) => n.changed).length;
    lines.push(`${`(neg) ${family}`.padEnd(28)}${String(rows.length).padStart(5)}${`${changed} changed`.padStart(17)}`);
  }
  const misses = result.positives.filter((p) => !p.outcome.masked);
  lines.push('', `misses (${misses.length}):`);
  for (const p of misses) lines.push(`  MISS  ${p.sample.kind.padEnd(28)} ${clip(p.sample.text)}`);
  const wrongKind = result.positives.filter((p) => p.outcome.masked && !p.outcome.rightKind);
  lines.push(`masked under another kind (${wrongKind.length}):`);
  for (const p of wrongKind) lines.push(`  KIND  ${p.sample.kind.padEnd(28)} reported ${p.outcome.reported.join(',')}  ${clip(p.sample.text, 60)}`);
  const changed = result.negatives.filter((n) => n.changed);
  lines.push(`false positives on negatives (${changed.length}):`);
  for (const n of changed) lines.push(`  FP    ${n.sample.what.padEnd(40)} reported ${n.reported.join(',') || '(no count)'}  ${clip(n.out, 80)}`);
  return lines.join('\n');
}

describe('the labelled secret corpus', () => {
  it('is big enough and labelled with real kinds', () => {
    expect(POSITIVES.length).toBeGreaterThanOrEqual(150);
    expect(NEGATIVES.length).toBeGreaterThanOrEqual(100);
    const kinds = new Set(POSITIVES.map((p) => p.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(60);
    expect(POSITIVES.filter((p) => !isSecretKind(p.kind)).map((p) => p.kind)).toEqual([]);
    // Every kind the engine knows is in the corpus.
    expect(SECRET_KINDS.filter((k) => !kinds.has(k))).toEqual([]);
  });

  it('is well formed: each secret sits in its text, once per sample and unique across samples', () => {
    for (const p of POSITIVES) {
      expect(p.text, p.kind).toContain(p.secret);
      expect(p.secret.length, p.kind).toBeGreaterThanOrEqual(8);
    }
    const secrets = POSITIVES.map((p) => p.secret);
    expect(secrets.filter((s, i) => secrets.indexOf(s) !== i)).toEqual([]);
    const texts = NEGATIVES.map((n) => n.text);
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });

  it('holds every paste issue 12 lists', () => {
    const has = (kind: string, text: RegExp, secret: RegExp = /./) => POSITIVES.some((p) => p.kind === kind && text.test(p.text) && secret.test(p.secret));
    const pastes: Record<string, boolean> = {
      'AWS secret access key in an INI file': has('aws-secret-access-key', /^\s*aws_secret_access_key = /m),
      'AWS secret access key in an export': has('aws-secret-access-key', /export AWS_SECRET_ACCESS_KEY=/),
      'password in a PostgreSQL URL': has('url-credentials', /postgres(?:ql)?(?:\+\w+)?:\/\//),
      'password in a MongoDB URL': has('url-credentials', /mongodb(?:\+srv)?:\/\//),
      'password in a Redis URL': has('url-credentials', /rediss?:\/\//),
      'password in an https clone URL': has('url-credentials', /git clone https:\/\//),
      'Authorization: Basic header': has('authorization-basic', /Authorization: Basic /),
      'Docker config auth': has('docker-config-auth', /"auths"/),
      'JWT bearer token': has('jwt', /Authorization: Bearer eyJ/),
      'Azure storage account key': has('azure-storage-key', /AccountKey=/),
      'npm token': has('npm-token', /_authToken=/),
      'Hugging Face token': has('huggingface-token', /./),
      'SendGrid key': has('sendgrid-api-key', /./),
      'DigitalOcean token': has('digitalocean-token', /./),
      'Shopify token': has('shopify-token', /./),
      'PyPI token': has('pypi-token', /./),
      'Databricks token': has('databricks-token', /./),
      'Mailgun key': has('mailgun-api-key', /./),
      'Google OAuth client secret': has('google-oauth-client-secret', /./),
      'Slack webhook URL': has('slack-webhook-url', /hooks\.slack\.com/),
      'Discord webhook URL': has('discord-webhook-url', /\/api\/webhooks\//),
      'Telegram bot token': has('telegram-bot-token', /./),
      'password in a .env line': has('secret-assignment', /^DB_PASSWORD=/m),
      'API key in YAML': has('secret-assignment', /^\s+api_key: /m),
      'PEM private key': has('private-key', /-----BEGIN RSA PRIVATE KEY-----/),
      'AWS access key id': has('aws-access-key-id', /./, /^AKIA/),
      'GitHub fine-grained token': has('github-token', /./, /^github_pat_/),
      'Anthropic key': has('anthropic-key', /./, /^sk-ant-api03-/),
    };
    expect(Object.keys(pastes)).toHaveLength(28);
    expect(
      Object.entries(pastes)
        .filter(([, found]) => !found)
        .map(([what]) => what),
    ).toEqual([]);
  });

  it('carries valid CRC-32 checksums on GitHub classic and npm tokens', () => {
    const checksummed = POSITIVES.filter((p) => /^(gh[pousr]|npm)_/.test(p.secret));
    expect(checksummed.length).toBeGreaterThanOrEqual(8);
    for (const p of checksummed) expect(hasValidChecksum(p.secret), p.secret.slice(0, 8)).toBe(true);
  });

  for (const form of Object.keys(FORMS) as Form[]) {
    describe(form, () => {
      const result = evaluate(form);
      // Printed on every run, passing or not, so the numbers are always at hand.
      console.log(summary(form, result));

      it(`masks at least ${pct(RECALL_FLOOR)} of the positives`, () => {
        const misses = result.positives.filter((p) => !p.outcome.masked).map((p) => `${p.sample.kind}: ${clip(p.sample.text, 70)}`);
        expect({ recall: result.recall >= RECALL_FLOOR ? 'ok' : pct(result.recall), misses: result.recall >= RECALL_FLOOR ? [] : misses }).toEqual({
          recall: 'ok',
          misses: [],
        });
      });

      it('returns every negative byte for byte, with no counts', () => {
        const changed = result.negatives.filter((n) => n.changed).map((n) => `${n.sample.what} → ${n.reported.join(',')}`);
        expect(changed).toEqual([]);
      });
    });
  }
});
