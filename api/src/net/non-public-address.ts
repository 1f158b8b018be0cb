// Which IP addresses are not on the public internet: loopback, private networks, shared address
// space (carrier NAT), link-local (cloud metadata), documentation and benchmarking ranges,
// multicast and reserved. One list for every use: login alerts locate only public addresses, and
// calls to users' WordPress sites refuse the others (so Poolscape cannot be made to reach what sits
// beside it). An IPv6 address that carries an IPv4 one (IPv4-compatible `::/96`, IPv4-mapped
// `::ffff:0:0/96`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) is judged by that IPv4 address, since
// that is where a connection to it may end up.
import { BlockList, isIP } from 'node:net';

/** IPv4 ranges that are not public (RFC 6890 and its updates). */
export const NON_PUBLIC_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/** IPv6 ranges that are not public (the unspecified address and loopback are `::/127`). */
export const NON_PUBLIC_IPV6: readonly (readonly [string, number])[] = [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
];

const blocked = new BlockList();
for (const [network, prefix] of NON_PUBLIC_IPV4) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of NON_PUBLIC_IPV6) blocked.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address (a zone id is ignored). */
function ipv6Groups(address: string): number[] {
  const bare = address.split('%')[0] ?? '';
  // A dotted IPv4 tail stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare);
  const hex = dotted
    ? `${bare.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : bare;
  const [head = '', tail] = hex.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

const ipv4Of = (high: number, low: number): string => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address carries, or null: IPv4-compatible (`::a.b.c.d`), IPv4-mapped
 * (`::ffff:a.b.c.d`), NAT64 (`64:ff9b::a.b.c.d`) or 6to4 (`2002:aabb:ccdd::/48`).
 */
export function embeddedIPv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = ipv6Groups(address) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroTo4 = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroTo4 && (g5 === 0 || g5 === 0xffff)) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  return null;
}

/** The IPv4 address of an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, as sockets report IPv4), or null. */
export function mappedIPv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  return mapped ? ipv4Of(groups[6] ?? 0, groups[7] ?? 0) : null;
}

/**
 * Whether an IP address is not a public one (see the lists above). Security: an IPv6 address that
 * carries an IPv4 one is refused when either is. A string that is not an IP address is not judged
 * here (false): a host name is checked on the addresses it resolves to.
 */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const ipv4 = embeddedIPv4(address);
  if (ipv4 && blocked.check(ipv4, 'ipv4')) return true;
  return blocked.check(address.split('%')[0] ?? '', 'ipv6');
}
