import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smallAttackBundle } from './small-bundle.test-support.js';

export interface AttackMirror {
  /** Base URLs for `<base>/<domain>/<domain>.json`, one per behaviour. */
  urls: { ok: string; sameFileEverywhere: string; enterpriseMissing: string; mobileGarbage: string };
  /** How many bundle requests arrived. */
  requests: () => number;
  close: () => Promise<void>;
}

/** The bundle the mirror serves for a domain under `/ok`: small, release 18.1 (STIX 2.1 style). */
export const mirroredBundle = (domain: string) => smallAttackBundle(domain, { version: '18.1' });

/**
 * A local stand-in for raw.githubusercontent.com (tests run offline). Under `/ok` each domain's
 * path gets a small valid bundle of that domain (with a content-length, as GitHub sends); the
 * other bases serve what a broken mirror would.
 */
export async function startAttackMirror(): Promise<AttackMirror> {
  const ics = mirroredBundle('ics-attack');
  const asDomain = mirroredBundle;
  let count = 0;
  const server: Server = createServer((request, response) => {
    count += 1;
    const match = /^\/(\w+)\/([a-z-]+)\/([a-z-]+)\.json$/.exec(request.url ?? '');
    const [, mode, domain, file] = match ?? [];
    if (!match || domain !== file || !domain) return void response.writeHead(404).end('not found');
    const send = (body: string) => response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    if (mode === 'ok') return send(asDomain(domain));
    if (mode === 'same') return send(ics);
    if (mode === 'missing') return domain === 'enterprise-attack' ? void response.writeHead(404).end('404: Not Found') : send(asDomain(domain));
    if (mode === 'garbage') return domain === 'mobile-attack' ? send('<html>captive portal</html>') : send(asDomain(domain));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: { ok: `${base}/ok`, sameFileEverywhere: `${base}/same`, enterpriseMissing: `${base}/missing`, mobileGarbage: `${base}/garbage` },
    requests: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback URL nothing listens on: the port was free a moment ago and is closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
