import { describe, expect, it } from 'vitest';
import { filler } from '../secret-samples.test-support.js';
import { isPlaceholder } from './placeholder.js';

describe('isPlaceholder', () => {
  it.each([
    '<your key>',
    '<API_KEY>',
    '${API_KEY}',
    '${{ secrets.NPM_TOKEN }}',
    '{{ secrets.X }}',
    '{{ .Values.password }}',
    '$API_KEY',
    '%(password)s',
    '%s',
    '{password}',
    '@DB_PASSWORD@',
    '[REDACTED:github-token]',
  ])('treats the template %s as a placeholder', (value) => {
    expect(isPlaceholder(value)).toBe(true);
  });

  it.each(['changeme', 'CHANGEME', 'change_me', 'changeit', 'password', 'secret', 'token', 'dummy', 'null', 'none', 'TODO', 'foobar'])(
    'treats the filler word %s as a placeholder',
    (value) => {
      expect(isPlaceholder(value)).toBe(true);
    },
  );

  it.each(['your_api_key_here', 'YOUR-TOKEN', 'insert key here', 'my_secret_goes_here', 'paste-token', 'example_key', 'fake-token', 'db_password_placeholder'])(
    'treats the filler phrase %s as a placeholder',
    (value) => {
      expect(isPlaceholder(value)).toBe(true);
    },
  );

  it.each(['********', '***', 'xxxx-xxxx-xxxx', 'XXXXXXXX', '••••••', '...', 'sk-...', 'abc…', 'AKIAXXXXXXXXXXXXXXXX', '00000000', 'aaaaaaaa'])(
    'treats the mask %s as a placeholder',
    (value) => {
      expect(isPlaceholder(value)).toBe(true);
    },
  );

  it('treats empty and blank values as placeholders, and trims around a template', () => {
    expect(isPlaceholder('')).toBe(true);
    expect(isPlaceholder('   ')).toBe(true);
    expect(isPlaceholder('  ${TOKEN}  ')).toBe(true);
  });

  it.each([
    filler(24),
    filler(40, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 3),
    'hunter22',
    'Tr0ub4dor&3',
    'correct-horse-battery',
    'ab',
  ])('keeps %s as a possible secret', (value) => {
    expect(isPlaceholder(value)).toBe(false);
  });

  it('does not take a template that is only part of a value for a placeholder', () => {
    expect(isPlaceholder(`${filler(12)}<x>`)).toBe(false);
    expect(isPlaceholder(`prefix\${X}${filler(8)}`)).toBe(false);
  });

  it('takes a filler prefix or suffix for a placeholder only on words, never on a random value', () => {
    for (const value of ['my-api-token', 'your_api_key_here', 'YOUR_TOKEN_HERE', 'paste-your-key-here', 'insert token here'])
      expect(isPlaceholder(value), value).toBe(true);
    // Found by the embedding property: a Cloudflare token that happened to start with `my-`.
    for (const value of ['my-3pqSrBkJTBnGefkzhfCOiNrmoirleOHzG_w8_', 'your-9fK2LmQ7xZ']) expect(isPlaceholder(value), value).toBe(false);
  });
});
