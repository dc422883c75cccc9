import { BlockList, isIP } from 'node:net';

/**
 * Address ranges named in config (issue 47): CIDR blocks ("10.0.0.0/8", "fd00::/8"), single addresses, and
 * express's own names (loopback, linklocal, uniquelocal), comma-separated, as TRUST_PROXY takes them. One
 * reading for the gateway's proxies and for who may read its internals.
 */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** A written address as net speaks it: an IPv4 address mapped into IPv6 is the IPv4 one. */
export const plainIp = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export function addressRanges(spec: string): (address: string | undefined) => boolean {
  const list = new BlockList();
  const names = spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names.flatMap((n) => NAMED[n] ?? [n])) {
    const [address, bits] = name.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`Not an address range: "${name}"`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(bits), type);
  }
  return (raw) => {
    if (!raw) return false;
    const address = plainIp(raw);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * Whom a limit per client counts (issue 47): an IPv4 address, or an IPv6 client's /64, since one home or
 * phone is given a /64 and picks any address in it at will. "2001:db8:1:2::9" and "2001:db8:1:2:ffff::1"
 * are one client, "2001:db8:1:2::/64".
 */
export function clientGroup(raw: string): string {
  const ip = plainIp(raw);
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const part = (s: string) => (s ? s.split(':') : []);
  // A dotted IPv4 tail (64:ff9b::192.0.2.1) is two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const groups =
    tail === undefined ? front : [...front, ...Array<string>(8 - width(front) - width(back)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
