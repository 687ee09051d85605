import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { peerAddress } from '../routes/public/metrics-access.js';

/**
 * Who a request comes from, for limits per client (docs/operations.md#trusted-proxies): the TCP
 * peer, unless the peer is a configured trusted proxy, in which case the nearest address of
 * `X-Forwarded-For` that is not itself a trusted proxy. A header from any other peer is ignored
 * (anyone can write one), and `onUntrustedForward` is told, so the operator learns that a proxy
 * in front is not configured (then every user behind it counts as one client).
 *
 * IPv6 clients are counted per /64, the block one subscriber usually holds, so one host cannot
 * walk its own prefix to get a fresh limit per address. Undefined without a network peer (a
 * request made in process, such as an MCP tool's call of its route, which its caller already paid for).
 */
export interface ClientAddressReader {
  (c: Context): string | undefined;
}

export function clientAddressReader(trustedProxies: readonly string[], onUntrustedForward: (peer: string) => void): ClientAddressReader {
  const trusted = blockListOf(trustedProxies);
  return (c) => {
    const peer = peerAddress(c);
    if (peer === undefined) return undefined;
    const forwarded = c.req.header('x-forwarded-for');
    if (forwarded === undefined) return clientKey(peer);
    if (!isTrusted(trusted, peer)) {
      onUntrustedForward(peer);
      return clientKey(peer);
    }
    const hops = forwarded
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => isIP(hop) !== 0);
    for (let i = hops.length - 1; i >= 0; i--) {
      if (!isTrusted(trusted, hops[i]!)) return clientKey(hops[i]!);
    }
    // Every hop is a trusted proxy (or none is an address): the nearest one is the client.
    return clientKey(hops[0] ?? peer);
  };
}

/** Trusted proxies as addresses or CIDR blocks (`10.0.0.0/8`, `fd00::/8`); the configuration has checked their form. */
export function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) throw new Error(`trustedProxies: '${entry}' is not an IP address or CIDR block.`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4) return list.check(v4, 'ipv4') || list.check(address, 'ipv6');
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** An IPv4 address as it is (an IPv4-mapped IPv6 one unwrapped); an IPv6 address by its /64. */
function clientKey(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4) return v4;
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded. */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
