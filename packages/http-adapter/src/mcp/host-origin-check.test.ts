import { describe, expect, it } from 'vitest';
import { checkHostAndOrigin } from './host-origin-check.js';

const HOSTS = ['localhost', '127.0.0.1', 'gateway.example.com', '::1'];
const URL_ = 'http://localhost/mcp';
const check = (headers: { host?: string; origin?: string }, publicHosts = HOSTS) => checkHostAndOrigin(headers, URL_, publicHosts);

describe('checkHostAndOrigin', () => {
  it('accepts a public host with or without a port, in any case, and an absent Origin', () => {
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:1', 'Gateway.Example.COM', 'gateway.example.com.', '[::1]:8080']) {
      expect(check({ host })).toBeNull();
    }
  });

  it('accepts an Origin whose host name is public, whatever its scheme and port', () => {
    expect(check({ host: 'localhost:8080', origin: 'http://localhost:3000' })).toBeNull();
    expect(check({ host: 'gateway.example.com', origin: 'https://gateway.example.com' })).toBeNull();
  });

  it('refuses another host, a look-alike, or garbage with 403 forbidden', () => {
    for (const host of ['evil.example', 'localhost.evil.example', 'evil.example:80', '', 'user@localhost', 'localhost/path', 'a b']) {
      const refused = check({ host });
      expect(refused?.status).toBe(403);
      expect(refused?.body.error.code).toBe('forbidden');
    }
  });

  it('refuses a foreign, opaque or unreadable Origin even on a public Host', () => {
    for (const origin of ['http://evil.example', 'null', 'not a url', 'http://127.0.0.1.evil.example']) {
      expect(check({ host: 'localhost', origin })?.status).toBe(403);
    }
  });

  it('without a Host header, the request URL host stands in', () => {
    expect(checkHostAndOrigin({}, 'http://localhost:9/mcp', HOSTS)).toBeNull();
    expect(checkHostAndOrigin({}, 'http://evil.example/mcp', HOSTS)?.status).toBe(403);
  });

  it('configured entries may carry a port or brackets', () => {
    expect(check({ host: 'api.example:443' }, ['api.example:8443'])).toBeNull();
    expect(check({ host: '[::1]' }, ['[::1]'])).toBeNull();
  });
});
