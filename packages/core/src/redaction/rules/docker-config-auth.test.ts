import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../redact-secrets.js';

const auth = btoa('robot$ci:S3cr3t-T0ken!');
const MARK = '[REDACTED:docker-config-auth]';

describe('docker config auth', () => {
  it('replaces the base64 of user:password and keeps the key and the registry', () => {
    const text = `{"auths":{"registry.example.com":{"auth":"${auth}"}}}`;
    expect(redactSecrets(text)).toEqual({ text: `{"auths":{"registry.example.com":{"auth":"${MARK}"}}}`, counts: { 'docker-config-auth': 1 } });
  });

  it('replaces it in pretty-printed and in escaped (JSON inside a string) config', () => {
    expect(redactSecrets(`"auth" : "${auth}"`).text).toBe(`"auth" : "${MARK}"`);
    expect(redactSecrets(`{"config": "{\\"auth\\": \\"${auth}\\"}"}`).text).toBe(`{"config": "{\\"auth\\": \\"${MARK}\\"}"}`);
  });

  it('does not count base64 that is not printable user:password as docker auth (the assignment bar decides)', () => {
    for (const value of [btoa('no-colon-here'), btoa('user:\x01\x02\x03')]) {
      expect(redactSecrets(`"auth": "${value}"`).counts['docker-config-auth']).toBeUndefined();
    }
  });

  it.each(['"auth": "true"', '"auth": "<base64 of user:password>"', '"auth": "${DOCKER_AUTH}"', '"auth": "abc"'])('keeps %s', (text) => {
    expect(redactSecrets(text).text).toBe(text);
  });
});
