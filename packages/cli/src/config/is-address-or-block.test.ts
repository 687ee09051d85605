import { describe, expect, it } from 'vitest';
import { isAddressOrBlock } from './is-address-or-block.js';

describe('isAddressOrBlock', () => {
  it('accepts addresses and CIDR blocks of both families', () => {
    for (const entry of ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '2001:db8::/32', '0.0.0.0/0']) expect(isAddressOrBlock(entry), entry).toBe(true);
  });

  it('refuses host names, bad prefixes and anything else', () => {
    for (const entry of ['proxy.internal', '10.0.0.0/33', '::/129', '10.0.0.0/8/1', '10.0.0.0/', '10.0.0.0/x', '', '300.1.1.1'])
      expect(isAddressOrBlock(entry), entry).toBe(false);
  });
});
