// Poolscape calls addresses its users type in (their WordPress site), so it must not become a way
// to reach what sits beside it: loopback, private networks, link-local (cloud metadata) and other
// special ranges are refused, at connect time (after DNS, so a name that resolves to such an
// address is refused too) and for address literals before any connection. Tests and installations
// whose WordPress runs on their own network allow private addresses (`WORDPRESS_ALLOW_PRIVATE`).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent } from 'undici';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is one Poolscape must not call when private addresses are not allowed. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(address, 'ipv6');
}

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
    if (addresses.some((entry) => isPrivateAddress(entry.address)))
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
  return isIP(host) !== 0 && isPrivateAddress(host);
}
