// The unit an address-based limit counts: an IPv4 address, or an IPv6 /64. One IPv6 subscriber usually holds a
// whole /64 (2^64 addresses), so counting single IPv6 addresses would let one client rotate past every limit.
import { isIPv6 } from 'node:net';

function expandIPv6(ipv6: string): number[] {
  // A trailing dotted IPv4 part (64:ff9b::1.2.3.4) is two groups.
  const address = ipv6.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [((+a << 8) | +b).toString(16), ((+c << 8) | +d).toString(16)].join(':'),
  );
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':').map((group) => parseInt(group, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

export function addressGroup(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  if (!isIPv6(address)) return address;
  // IPv4-mapped (::ffff:1.2.3.4) is the IPv4 client itself.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groups = expandIPv6(address).slice(0, 4);
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`;
}
