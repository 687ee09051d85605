import { isIP } from 'node:net';

/** An IP address or a CIDR block of one (`10.0.0.0/8`, `fd00::/8`): what `trustedProxies` accepts. */
export function isAddressOrBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
