import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * Who a caller is, as far as the server can tell without believing anything the caller says (issue 31, finding 9):
 * its network address. An IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4 one); an IPv6 address by
 * its /64 network, because one subscriber is handed a whole /64 and could otherwise be a new caller at every
 * request. `X-Forwarded-For` is not read: any caller can write it. A backend behind a reverse proxy takes the address
 * from the header its own proxy sets (Express's `trust proxy` with that proxy's address); behind Vite's proxy, in dev
 * and preview, every caller is the proxy.
 */
export function callerAddress(remote: string | undefined): string {
  const address = (remote ?? '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address || 'unknown';
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

export const callerOfRequest = (req: Request) => callerAddress(req.socket.remoteAddress);

/** The eight groups of an IPv6 address, without leading zeros (an embedded IPv4 tail as two groups). */
function expandIPv6(address: string): string[] {
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number);
    text = `${address.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after].map((group) => Number.parseInt(group, 16).toString(16));
}
