import { isIP } from 'node:net';

/** Whether an address is this machine: 127.0.0.0/8, ::1, or an IPv4-mapped 127.x address. */
export const isLoopback = (address: string): boolean => {
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  if (ip === '::1') return true;
  return isIP(ip) === 4 && ip.startsWith('127.');
};

/** The eight 16-bit groups of an IPv6 address (with `::` and an IPv4 tail expanded), or null. */
const ipv6Groups = (address: string): number[] | null => {
  let text = address.toLowerCase().split('%')[0]!;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
};

/**
 * The key the API's per-client request limit counts under (pure): an IPv4 address as is (also when it
 * comes IPv4-mapped), an IPv6 address by its /64 (one household or host has the whole /64, so counting
 * each address would let it walk around the limit), and one shared key when the address is gone (the
 * client hung up before its request was read: Node then no longer knows the address, which must not make
 * the limit itself fail).
 */
export const rateLimitKeyOf = (address: string | undefined): string => {
  if (!address) return 'client-gone';
  const kind = isIP(address.split('%')[0]!);
  if (kind === 4) return address;
  if (kind !== 6) return address.toLowerCase();
  const groups = ipv6Groups(address);
  if (!groups) return address.toLowerCase();
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
};
