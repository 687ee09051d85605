import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../redact-secrets.js';

// Built at run time so the repository holds no literal that looks like a live credential.
const pw = 'Qw9x' + 'Lp2mZr7v';

describe('command-line and credential-file passwords', () => {
  it.each([
    [`mysql -u root -p${pw} -h db.internal orders`, `mysql -u root -p[REDACTED:secret-assignment] -h db.internal orders`],
    [`mysqldump -p${pw} orders`, `mysqldump -p[REDACTED:secret-assignment] orders`],
    [`sshpass -p "${pw}" ssh admin@10.0.0.5`, `sshpass -p "[REDACTED:secret-assignment]" ssh admin@10.0.0.5`],
    [`docker login -u ci -p ${pw} registry.example.com`, `docker login -u ci -p [REDACTED:secret-assignment] registry.example.com`],
    [`docker login --password ${pw} -u ci ghcr.io`, `docker login --password [REDACTED:secret-assignment] -u ci ghcr.io`],
    [`redis-cli -a ${pw} ping`, `redis-cli -a [REDACTED:secret-assignment] ping`],
    [`mongosh --host db -u admin -p ${pw}`, `mongosh --host db -u admin -p [REDACTED:secret-assignment]`],
    [`smbclient //fs01/share -U corp/alice%${pw}`, `smbclient //fs01/share -U corp/alice%[REDACTED:secret-assignment]`],
    [`db.internal:5432:orders:app:${pw}`, `db.internal:5432:orders:app:[REDACTED:secret-assignment]`],
    [`//registry.example.com/:_password=${btoa(pw)}`, `//registry.example.com/:_password=[REDACTED:secret-assignment]`],
  ])('masks %s', (text, masked) => {
    expect(redactSecrets(text).text).toBe(masked);
  });

  it.each([
    'docker run -p 8080:80 nginx',
    'mysql -u root -p orders',
    'mysql -u root -P 3306 -h db',
    'redis-cli -a "$REDIS_PASSWORD" ping',
    'sshpass -p $PW ssh host',
    'ssh -p 2222 admin@host',
    'docker login -u ci --password-stdin ghcr.io',
    '2024-01-15:10:30:00:INFO:started',
  ])('leaves %s alone', (text) => {
    expect(redactSecrets(text).text).toBe(text);
  });
});

describe('authorization schemes', () => {
  it.each(['SSWS', 'ApiKey', 'Splunk', 'Negotiate', 'NTLM'])('masks the credential of %s', (scheme) => {
    expect(redactSecrets(`Authorization: ${scheme} ${pw}${pw}`).text).toBe(`Authorization: ${scheme} [REDACTED:authorization-bearer]`);
  });

  it('leaves Digest, whose response is a one-time hash, and prose alone', () => {
    for (const text of [
      'Authorization: Digest username="alice", response="6629fae49393a05397450978507c4ef1"',
      'the authorization: required header',
      'Authorization: Bearer <token>',
    ]) {
      expect(redactSecrets(text).text).toBe(text);
    }
  });
});
