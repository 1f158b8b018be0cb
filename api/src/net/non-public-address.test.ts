import { describe, expect, it } from 'vitest';
import { embeddedIPv4, isNonPublicAddress, mappedIPv4 } from './non-public-address.ts';

describe('addresses that are not on the public internet', () => {
  it('refuses every range the WordPress address guard refused', () => {
    for (const ip of [
      '0.0.0.0',
      '0.255.255.255',
      '10.0.0.1',
      '10.255.255.255',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.8.9.10',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.168.1.20',
      '198.18.0.1',
      '198.19.255.255',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'febf::1',
      'ff02::1',
    ]) {
      expect(isNonPublicAddress(ip), ip).toBe(true);
    }
  });

  it('refuses the documentation ranges only the login alerts list had', () => {
    for (const ip of ['192.0.2.77', '198.51.100.1', '203.0.113.5', '2001:db8::1', '2001:db8:ffff::1']) {
      expect(isNonPublicAddress(ip), ip).toBe(true);
    }
  });

  it('lets public addresses through, next to the edges of the ranges', () => {
    for (const ip of [
      '1.1.1.1',
      '8.8.8.8',
      '9.255.255.255',
      '11.0.0.0',
      '100.63.255.255',
      '100.128.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '192.0.1.1',
      '192.0.3.1',
      '192.169.0.1',
      '198.17.255.255',
      '198.20.0.0',
      '193.0.6.139',
      '223.255.255.255',
      '2a00:1450:4001:80b::200e',
      '2001:4860:4860::8888',
      '2001:db9::1',
      '::808:808',
    ]) {
      expect(isNonPublicAddress(ip), ip).toBe(false);
    }
  });

  it('judges an IPv6 address that carries an IPv4 one by that address', () => {
    for (const ip of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '64:ff9b::169.254.169.254',
      '64:ff9b::a00:1',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
    ]) {
      expect(isNonPublicAddress(ip), ip).toBe(true);
    }
    for (const ip of ['::ffff:193.0.6.139', '64:ff9b::808:808', '2002:808:808::1']) {
      expect(isNonPublicAddress(ip), ip).toBe(false);
    }
    expect(embeddedIPv4('::ffff:c000:28b')).toBe('192.0.2.139');
    expect(embeddedIPv4('2002:c0a8:0101::1')).toBe('192.168.1.1');
    expect(embeddedIPv4('2a00:1450:4001:80b::200e')).toBeNull();
    expect(mappedIPv4('::ffff:193.0.6.139')).toBe('193.0.6.139');
    expect(mappedIPv4('64:ff9b::808:808')).toBeNull();
  });

  it('does not judge what is not an address (host names are judged by what they resolve to)', () => {
    for (const text of ['', 'localhost', 'not-an-address', '1.2.3.4, 5.6.7.8', '999.1.1.1']) {
      expect(isNonPublicAddress(text), text).toBe(false);
    }
  });
});
