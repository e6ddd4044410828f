import { isIPv4, isIPv6 } from 'node:net';

/**
 * Throttles and rate limits count per client, and an IPv6 client is not one address: a home or a
 * host is given a whole /64 and can pick a new address in it for every request. So an IPv6
 * address is keyed by its /64 prefix, an IPv4-mapped one (`::ffff:203.0.113.7`) as the IPv4
 * address it is, and IPv4 as itself.
 */
export function clientAddressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const zone = ip.indexOf('%');
  const address = zone < 0 ? ip : ip.slice(0, zone);
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
