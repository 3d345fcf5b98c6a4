// The address a per-address limit counts. An IPv6 subscriber is usually given a whole /64 (RFC
// 6177), and changing the last 64 bits is free: counted by full address, one client would get a
// fresh limit per request. IPv4 addresses (also IPv4-mapped IPv6) count whole.
import { isIPv6 } from 'node:net';

/** Expands "::" so the address has its eight groups, each without leading zeros. */
function groups(ipv6: string): string[] {
  const [head = '', tail] = ipv6.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${groups(ip).slice(0, 4).join(':')}::/64`;
}
