import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusedAddressReason } from './address-policy.ts';

const REFUSED: [string, RegExp][] = [
  ['127.0.0.1', /loopback/],
  ['127.255.255.254', /loopback/],
  ['10.0.0.1', /private/],
  ['172.16.0.1', /private/],
  ['172.31.255.255', /private/],
  ['192.168.1.1', /private/],
  ['169.254.169.254', /link-local/],
  ['100.64.0.1', /carrier-grade NAT/],
  ['100.127.255.254', /carrier-grade NAT/],
  ['0.0.0.0', /unspecified/],
  ['0.1.2.3', /unspecified/],
  ['224.0.0.1', /multicast/],
  ['239.255.255.250', /multicast/],
  ['255.255.255.255', /broadcast/],
  ['240.0.0.1', /reserved/],
  ['192.0.0.8', /reserved/],
  ['192.0.2.1', /reserved/],
  ['198.51.100.7', /reserved/],
  ['203.0.113.9', /reserved/],
  ['198.18.0.1', /reserved|benchmark/],
  ['192.88.99.1', /reserved/],
  ['::', /unspecified/],
  ['::1', /loopback/],
  ['[::1]', /loopback/],
  ['fe80::1', /link-local/],
  ['fc00::1', /unique-local/],
  ['fd12::1', /unique-local/],
  ['fec0::1', /site-local/],
  ['ff02::1', /multicast/],
  ['::ffff:127.0.0.1', /IPv4-mapped form of 127\.0\.0\.1, a loopback/],
  ['::ffff:7f00:1', /IPv4-mapped form of 127\.0\.0\.1/],
  ['::ffff:a9fe:a9fe', /IPv4-mapped form of 169\.254\.169\.254/],
  ['64:ff9b::a00:1', /NAT64 form of 10\.0\.0\.1/],
  ['64:ff9b::127.0.0.1', /NAT64 form of 127\.0\.0\.1/],
  ['64:ff9b:1::1', /NAT64/],
  ['2002:7f00:1::', /6to4 form of 127\.0\.0\.1/],
  ['2002:c0a8:101::1', /6to4 form of 192\.168\.1\.1/],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', /Teredo|reserved/],
  ['::127.0.0.1', /IPv4-compatible/],
  ['::a00:1', /IPv4-compatible/],
  ['::8.8.8.8', /IPv4-compatible/],
  ['2001:db8::1', /reserved/],
  ['3fff::1', /reserved/],
  ['100::1', /discard/],
  ['4000::1', /global unicast/],
  ['fe80::1%eth0', /zone|valid/],
  ['0x7f.1', /not a valid IP/],
  ['2130706433', /not a valid IP/],
  ['127.1', /not a valid IP/],
  ['localhost', /not a valid IP/],
  ['', /not a valid IP/],
];

const PUBLIC = [
  '93.184.215.14',
  '8.8.8.8',
  '1.1.1.1',
  '172.32.0.1',
  '100.128.0.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:82b::200e',
  '[2606:4700:4700::1111]',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
];

describe('address policy', () => {
  it.each(REFUSED)('refuses %s', (address, reason) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(refusedAddressReason(address)).toMatch(reason);
  });

  it.each(PUBLIC)('allows the public address %s', (address) => {
    expect(refusedAddressReason(address)).toBeNull();
    expect(isPublicAddress(address)).toBe(true);
  });
});
