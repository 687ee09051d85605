import { describe, expect, it } from 'vitest';
import { containsSecret, redactSecrets } from './redact-secrets.js';
import { SECRET_KINDS, redactionMarker } from './secret-kinds.js';
import { SAMPLES, SAMPLE_SECRETS, filler } from './secret-samples.test-support.js';

describe('redactSecrets', () => {
  it.each(SECRET_KINDS)('masks a realistic %s, and only its secret part, and counts it', (kind) => {
    const { text: sample, secret } = SAMPLES[kind];
    const { text, counts } = redactSecrets(`Here is the config:\n${sample}\nThanks.`);
    expect(text).toBe(`Here is the config:\n${sample.replace(secret, redactionMarker(kind))}\nThanks.`);
    expect(counts).toEqual({ [kind]: 1 });
  });

  it('counts several secrets per kind', () => {
    const aws2 = 'ASIA' + filler(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 99);
    const text = [SAMPLE_SECRETS['aws-access-key-id'], aws2, SAMPLE_SECRETS['github-token'], SAMPLE_SECRETS['private-key']].join('\n');
    expect(redactSecrets(text).counts).toEqual({ 'private-key': 1, 'aws-access-key-id': 2, 'github-token': 1 });
  });

  it('classifies sk-ant- keys as anthropic, never as openai', () => {
    const { counts } = redactSecrets(`key=${SAMPLE_SECRETS['anthropic-key']}`);
    expect(counts).toEqual({ 'anthropic-key': 1 });
  });

  it('masks legacy OpenAI keys and every GitHub prefix', () => {
    const legacy = 'sk-' + filler(20) + 'T3Blbk' + 'FJ' + filler(20, undefined, 3);
    expect(redactSecrets(legacy).counts).toEqual({ 'openai-key': 1 });
    for (const prefix of ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_']) {
      expect(redactSecrets(prefix + filler(36)).text).toBe('[REDACTED:github-token]');
    }
    const fineGrained = 'github_' + 'pat_' + filler(22) + '_' + filler(59, undefined, 5);
    expect(redactSecrets(fineGrained).text).toBe('[REDACTED:github-token]');
  });

  it('masks every PEM private-key label, and a key whose END line is missing to the end of the text', () => {
    for (const label of ['RSA ', 'EC ', 'DSA ', 'OPENSSH ', 'ENCRYPTED ', '']) {
      const block = `-----BEGIN ${label}PRIVATE KEY-----\n${filler(64)}\n-----END ${label}PRIVATE KEY-----`;
      expect(redactSecrets(`before\n${block}\nafter`).text).toBe('before\n[REDACTED:private-key]\nafter');
    }
    const truncated = `key:\n-----BEGIN OPENSSH PRIVATE KEY-----\n${filler(70)}\n${filler(30)}`;
    expect(redactSecrets(truncated).text).toBe('key:\n[REDACTED:private-key]');
  });

  it('masks a PEM block written with escaped line breaks inside JSON or code', () => {
    const escaped = `{"key": "-----BEGIN EC PRIVATE KEY-----\\n${filler(64)}\\n-----END EC PRIVATE KEY-----\\n"}`;
    expect(redactSecrets(escaped).text).toBe('{"key": "[REDACTED:private-key]\\n"}');
  });

  it('leaves public keys, certificates and a quoted header without key material', () => {
    const cert = `-----BEGIN CERTIFICATE-----\n${filler(64)}\n-----END CERTIFICATE-----`;
    const pub = `-----BEGIN PUBLIC KEY-----\n${filler(64)}\n-----END PUBLIC KEY-----`;
    const doc = 'A PKCS#8 file starts with the line -----BEGIN PRIVATE KEY----- and must never be committed.';
    for (const text of [cert, pub, doc]) expect(redactSecrets(text)).toEqual({ text, counts: {} });
  });

  it('leaves ordinary prose and code about security untouched', () => {
    const texts = [
      'This is a task-based workflow; ask-me-anything sessions are fine.',
      'Install sk-learn? No: the package is scikit-learn, imported as sklearn.',
      'AWS access key ids start with AKIA or ASIA; rotate them every 90 days.',
      'AKIA alone is not a key, nor is AKIA1234.',
      'GitHub classic tokens begin with ghp_ and fine-grained ones with github_pat_.',
      'Set SLACK_BOT_TOKEN=xoxb-your-token-here in .env (never commit it).',
      'Stripe live keys look like sk_live_... and test keys like sk_test_...',
      'key = os.environ["OPENAI_API_KEY"]  # sk-proj-my-project-name-goes-here',
      'Anthropic keys start with sk-ant-; GitLab PATs with glpat-; Google keys with AIza.',
      'Our tokens are sgp_ followed by 38 characters; only their SHA-256 is stored.',
      'def redact(text): return re.sub(r"AKIA[0-9A-Z]{16}", "[REDACTED]", text)',
      'The function disk-based-cache uses a sk-tree index (see risk-assessment.md).',
    ];
    for (const text of texts) expect(redactSecrets(text)).toEqual({ text, counts: {} });
  });

  it('masks a token right after an escape in a quoted string or a URL', () => {
    const aws = SAMPLE_SECRETS['aws-access-key-id'];
    const google = SAMPLE_SECRETS['google-api-key'];
    expect(redactSecrets(`const env = "KEY=x\\n${aws}\\n";`).text).toBe('const env = "KEY=x\\n[REDACTED:aws-access-key-id]\\n";');
    expect(redactSecrets(`https://maps.example/api?key%3D${google}%26x=1`).text).toBe('https://maps.example/api?key%3D[REDACTED:google-api-key]%26x=1');
  });

  it('does not mask a token glued to surrounding letters or longer than its format', () => {
    const glued = 'x' + SAMPLE_SECRETS['secgate-token'];
    const longAws = SAMPLE_SECRETS['aws-access-key-id'] + 'Q';
    for (const text of [glued, longAws]) expect(redactSecrets(text).counts).toEqual({});
  });

  it('is idempotent: redacting twice gives the same text, and the second pass finds nothing', () => {
    const text = Object.values(SAMPLE_SECRETS).join(' and ');
    const once = redactSecrets(text);
    expect(Object.values(once.counts).reduce((a, b) => a + (b ?? 0), 0)).toBe(SECRET_KINDS.length);
    const twice = redactSecrets(once.text);
    expect(twice).toEqual({ text: once.text, counts: {} });
  });

  it('containsSecret tells whether a secret shape is left', () => {
    expect(containsSecret(`ok ${SAMPLE_SECRETS['stripe-key']}`)).toBe(true);
    expect(containsSecret(redactSecrets(`ok ${SAMPLE_SECRETS['stripe-key']}`).text)).toBe(false);
  });
});
