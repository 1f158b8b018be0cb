import { describe, expect, it } from 'vitest';
import { createLocator, locationOf, NO_LOCATION, publicAddress } from './client-location.ts';

describe('where a sign-in comes from', () => {
  it('has no place for loopback, private, shared, link-local, documentation or malformed addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.20',
      '100.64.0.1',
      '169.254.10.10',
      '192.0.2.77',
      '203.0.113.5',
      'fd00::1',
      'fe80::1',
      '2001:db8::1',
      '',
      'not-an-address',
      '1.2.3.4, 5.6.7.8',
    ]) {
      expect(publicAddress(ip), ip).toBeNull();
    }
    expect(publicAddress('::ffff:193.0.6.139')).toEqual({ address: '193.0.6.139', family: 'ipv4' });
    expect(publicAddress('2a00:1450:4001:80b::200e')).toMatchObject({ family: 'ipv6' });
  });

  it('says a record as city, region and country name, without a district or a repeated name', () => {
    expect(locationOf({ city: 'Toronto (Old Toronto)', state1: 'Ontario', country_code: 'CA' })).toEqual({
      city: 'Toronto',
      region: 'Ontario',
      country: 'Canada',
    });
    expect(locationOf({ city: 'Singapore', state1: 'Singapore', country_code: 'SG' })).toEqual({
      city: 'Singapore',
      region: null,
      country: 'Singapore',
    });
    expect(locationOf({ country_code: 'NL' })).toEqual({ city: null, region: null, country: 'Netherlands' });
    expect(locationOf(null)).toEqual(NO_LOCATION);
  });

  it('reads each database once, on the first public address of its family, and never for private ones', async () => {
    const opened: string[] = [];
    const locate = createLocator({
      open: async (file) => {
        opened.push(file.endsWith('ipv6.mmdb') ? 'ipv6' : 'ipv4');
        return {
          get: (ip: string) => (ip === '193.0.6.139' ? { city: 'Amsterdam', country_code: 'NL' } : null),
        };
      },
    });
    expect(await locate('127.0.0.1')).toEqual(NO_LOCATION);
    expect(await locate('10.0.0.8')).toEqual(NO_LOCATION);
    expect(opened).toEqual([]);
    const [first, second] = await Promise.all([locate('193.0.6.139'), locate('8.8.4.4')]);
    expect(first).toEqual({ city: 'Amsterdam', region: null, country: 'Netherlands' });
    expect(second).toEqual(NO_LOCATION);
    await locate('2001:67c:2e8:22::c100:68b');
    await locate('2001:67c:2e8:22::c100:68c');
    expect(opened).toEqual(['ipv4', 'ipv6']);
  });
});
