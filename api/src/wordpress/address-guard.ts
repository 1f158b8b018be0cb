// Poolscape calls addresses its users type in (their WordPress site), so it must not become a way
// to reach what sits beside it: loopback, private networks, link-local (cloud metadata) and other
// addresses that are not public (net/non-public-address.ts) are refused, at connect time (after
// DNS, so a name that resolves to such an address is refused too) and for address literals before
// any connection. Tests and installations whose WordPress runs on their own network allow private
// addresses (`WORDPRESS_ALLOW_PRIVATE`).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent } from 'undici';
import { isNonPublicAddress } from '../net/non-public-address.ts';

/** Thrown (as a connection error's cause) when an address is refused. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for sockets that fails for private addresses. */
function guardedLookup(
  hostname: string,
  options: { all?: boolean; family?: number },
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { family: options.family ?? 0, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.some((entry) => isNonPublicAddress(entry.address)))
      return callback(new PrivateAddressError(`${hostname} is a private address`), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first)
      return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

/** The dispatcher for calls to users' sites. */
export function siteAgent(allowPrivate: boolean): Agent {
  return new Agent({
    connect: allowPrivate ? { timeout: 10_000 } : { timeout: 10_000, lookup: guardedLookup as never },
    headersTimeout: 60_000,
    bodyTimeout: 60_000,
  });
}

/** Whether a URL names an address literal that is refused (names are checked when they resolve). */
export function isRefusedLiteral(url: URL, allowPrivate: boolean): boolean {
  if (allowPrivate) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 && isNonPublicAddress(host);
}
