import type { GuardrailRule } from '../guardrail-rule.js';

// Secret-shaped example values are assembled from parts so secret scanners do not flag this file.
const exampleAwsKey = 'AKIA' + 'Z7Q2MX4KD9' + 'LW3PRT';
const exampleGithubToken = 'ghp_' + 'q8Wm2ZxT4b' + 'Lr6Yk1Nc9V' + 'd3Hs7Fj5Pa' + '0Ge2Ku';
const examplePassword = 'Tq7' + 'vX2pL' + '9wR4';
const exampleCard = '4111 1111' + ' 1111 1111';

/** Live secrets are masked before the model sees them: this rule is the redaction rules, reported as a guardrail. */
export const secretHygieneRule: GuardrailRule = {
  id: 'secret-hygiene',
  action: 'redact',
  description:
    'Live secrets (private keys; cloud, source-hosting, registry, payment, messaging, AI, observability, CI and SaaS tokens; JWTs; credentials in URLs, headers and connection strings; secret-named assignments; secgate tokens) are masked before the model sees them.',
  patterns: [],
  detectors: ['secret-shapes'],
  examples: {
    positive: [
      `Why does the AWS CLI reject ${exampleAwsKey}?`,
      `token=${exampleGithubToken}`,
      `DATABASE_URL=postgres://app:${examplePassword}@db.internal:5432/orders`,
    ],
    negative: [
      'Rotate the AKIA keys every 90 days and never commit ghp_ tokens.',
      'Here is the key: [REDACTED:aws-access-key-id]',
      'password = os.environ["DB_PASSWORD"]  # sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ],
  },
};

/** Personal identifiers are noted on the job (the privacy category's flag), never blocked. */
export const piiFlagRule: GuardrailRule = {
  id: 'pii-flag',
  action: 'flag',
  category: 'privacy',
  description: 'Personal identifiers (e-mail addresses, phone numbers, payment card numbers, Japanese individual numbers) are noted on the job, not blocked.',
  patterns: [
    // E-mail addresses, except documentation domains (RFC 2606 / 6761) and git's ssh user.
    '(?<![\\w.%+-])(?!git@)[a-z0-9][a-z0-9._%+-]*@(?!(?:[a-z0-9-]+\\.)*example\\.(?:com|org|net)\\b)[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?!(?:example|test|invalid|localhost)\\b)[a-z]{2,}\\b',
    // International numbers: +country, area and two or three groups.
    '(?<![\\w+])\\+[1-9]\\d{0,2}[ .-]?\\(?\\d{1,4}\\)?(?:[ .-]?\\d{2,4}){2,3}(?!\\w)',
    // North American numbers: (555) 123-4567, 555-123-4567, 555.123.4567.
    '(?<![\\w.-])(?:\\(\\d{3}\\) ?|\\d{3}[ .-])\\d{3}[ .-]\\d{4}(?![\\w-]|\\.\\d)',
    // Japanese numbers with a leading 0 and 10-11 digits: 03-1234-5678, 090-1234-5678.
    '(?<![\\w.-])(?=[\\d-]{12,13}(?![\\d-]))0\\d{1,4}-\\d{1,4}-\\d{4}(?![\\w-])',
  ],
  detectors: ['payment-card-number', 'my-number'],
  examples: {
    positive: [
      'Contact alice.tanaka@corp-mail.co.jp about the incident.',
      'Her mobile is +81 90-1234-5678.',
      'Call the SOC at (415) 555-0134.',
      '夜間は 03-1234-5678 まで',
      `Card on file: ${exampleCard}`,
      'マイナンバー: 1234 5678 9018',
      'マイナンバー：１２３４５６７８９０１８',
    ],
    negative: [
      'Send the report to security@example.com.',
      'git clone git@github.com:acme/app.git',
      'Version 1.2.3 was released on 2024-01-15 at 10:00.',
      'The card ending 1111 was declined.',
      'Order id 123456789012 failed Luhn and check-digit tests.',
      'Resolve 192.168.10.254 and 10.0.0.1.',
      'Patch CVE-2024-3094 in xz 5.6.1.',
    ],
  },
};
