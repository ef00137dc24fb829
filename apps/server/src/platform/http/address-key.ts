import { isIPv4, isIPv6 } from 'node:net';

/** Hextets kept of an IPv6 address: its /64, the smallest network a home or phone is given. */
const IPV6_NETWORK_HEXTETS = 4;

/**
 * The key every per-address limit and de-duplication counts a client by: an IPv4 address as
 * it is, an IPv6 address by its /64 prefix (`2001:db8:1:2::/64`). One IPv6 customer line is
 * handed a whole /64 and may pick a new address in it for every request, so keying by the
 * full address would let one client count as millions (decision 033). An IPv4 address mapped
 * into IPv6 (`::ffff:203.0.113.7`) is the IPv4 address it carries.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const hextets = expandIPv6(address);
  const mapped = mappedIPv4(hextets);
  if (mapped) return mapped;
  const network = hextets
    .slice(0, IPV6_NETWORK_HEXTETS)
    .map((hextet) => hextet.toString(16))
    .join(':');
  return `${network}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a trailing dotted IPv4 spelt out. */
function expandIPv6(address: string): number[] {
  let text = address;
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, -dotted[0].length) + tail;
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/** `::ffff:a.b.c.d` as `a.b.c.d`; undefined for any other address. */
function mappedIPv4(hextets: number[]): string | undefined {
  const isMapped = hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff;
  if (!isMapped) return undefined;
  const [high = 0, low = 0] = hextets.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
