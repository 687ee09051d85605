import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressReader } from './client-address.js';

/** What the reader says for a request from `peer` carrying `forwarded`, and the peers it warned about. */
async function clientOf(peer: string | undefined, forwarded: string | undefined, trusted: string[] = []) {
  const warned: string[] = [];
  const read = clientAddressReader(trusted, (from) => warned.push(from));
  let client: string | undefined;
  const app = new Hono().get('/', (c) => {
    client = read(c);
    return c.body(null, 204);
  });
  const env = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  await app.request('/', { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }, env);
  return { client, warned };
}

describe('clientAddressReader', () => {
  it('is the TCP peer when no trusted proxy is configured, ignoring and reporting a forwarded header', async () => {
    expect(await clientOf('203.0.113.7', undefined)).toEqual({ client: '203.0.113.7', warned: [] });
    expect(await clientOf('203.0.113.7', '198.51.100.1')).toEqual({ client: '203.0.113.7', warned: ['203.0.113.7'] });
  });

  it('behind trusted proxies, is the nearest forwarded address that is not a trusted proxy', async () => {
    const trusted = ['10.0.0.0/8', '192.0.2.10'];
    expect((await clientOf('10.1.2.3', '198.51.100.9', trusted)).client).toBe('198.51.100.9');
    // A client cannot choose its address by writing its own header: the proxy appends the real peer.
    expect((await clientOf('10.1.2.3', '1.2.3.4, 198.51.100.9, 192.0.2.10', trusted)).client).toBe('198.51.100.9');
    expect((await clientOf('10.1.2.3', 'garbage, 198.51.100.9', trusted)).client).toBe('198.51.100.9');
    expect((await clientOf('10.1.2.3', '10.9.9.9', trusted)).client).toBe('10.9.9.9');
    expect((await clientOf('10.1.2.3', undefined, trusted)).client).toBe('10.1.2.3');
    // A trusted proxy's own header is not a warning; an untrusted peer's is, and is ignored.
    expect((await clientOf('10.1.2.3', '198.51.100.9', trusted)).warned).toEqual([]);
    expect(await clientOf('203.0.113.7', '198.51.100.9', trusted)).toEqual({ client: '203.0.113.7', warned: ['203.0.113.7'] });
  });

  it('counts IPv6 clients per /64 and unwraps IPv4-mapped addresses', async () => {
    expect((await clientOf('2001:db8:1:2:aaaa::1', undefined)).client).toBe('2001:db8:1:2::/64');
    expect((await clientOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff', undefined)).client).toBe('2001:db8:1:2::/64');
    expect((await clientOf('::1', undefined)).client).toBe('0:0:0:0::/64');
    expect((await clientOf('::ffff:203.0.113.7', undefined)).client).toBe('203.0.113.7');
    expect((await clientOf('::ffff:10.1.2.3', '198.51.100.9', ['10.0.0.0/8'])).client).toBe('198.51.100.9');
  });

  it('is undefined without a network peer (a call made in process)', async () => {
    expect((await clientOf(undefined, '198.51.100.9')).client).toBeUndefined();
  });
});
