import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isSameOriginRequest, publicOriginOf, type PublicAddress } from './same-origin.js';

const LOCAL: PublicAddress = { console: { publicUrl: null }, publicHosts: ['localhost', '127.0.0.1'] };

/** What the app decides for one request: the public origin, and whether the request is same-origin. */
async function decide(url: string, headers: Record<string, string>, address: PublicAddress) {
  const app = new Hono();
  app.all('*', (c) => {
    const origin = publicOriginOf(c, address);
    return c.json({ origin, same: isSameOriginRequest(c, origin) });
  });
  return (await (await app.request(url, { method: 'POST', headers })).json()) as { origin: string; same: boolean };
}

describe('publicOriginOf', () => {
  it('is the configured public URL whatever the request says', async () => {
    const address = { ...LOCAL, console: { publicUrl: 'https://secgate.example.org' } };
    expect((await decide('http://10.0.0.5:8080/x', { origin: 'http://10.0.0.5:8080' }, address)).origin).toBe('https://secgate.example.org');
  });

  it("is the request's own origin when its host is a public host", async () => {
    expect(await decide('http://localhost:8080/x', { origin: 'http://localhost:8080' }, LOCAL)).toEqual({ origin: 'http://localhost:8080', same: true });
  });

  it('never follows a Host that is not public, so a rebinding page is not our own origin', async () => {
    const rebound = await decide('http://evil.example:8080/x', { origin: 'http://evil.example:8080' }, LOCAL);
    expect(rebound).toEqual({ origin: 'http://localhost:8080', same: false });
  });
});
