import { addressRanges, clientGroup } from './address-ranges';

describe('clientGroup', () => {
  it('counts an IPv6 client by its /64, whatever address it picks in it', () => {
    expect(clientGroup('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientGroup('2001:0db8:0001:0002:ffff:ffff:ffff:1')).toBe('2001:db8:1:2::/64');
    expect(clientGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
    expect(clientGroup('2001:db8:1:3::9')).not.toBe(clientGroup('2001:db8:1:2::9'));
  });

  it('counts an IPv4 client by its address, mapped into IPv6 or not', () => {
    expect(clientGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(clientGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientGroup('unknown')).toBe('unknown');
  });
});

describe('addressRanges', () => {
  it('reads CIDR blocks, single addresses and express’s names', () => {
    const inside = addressRanges('loopback, 10.244.0.0/16, 192.0.2.7, fd00::/8');
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.244.3.4', '192.0.2.7', 'fd12::1'].map(inside)).toEqual(
      Array(6).fill(true),
    );
    expect(['10.245.0.1', '192.0.2.8', 'fe80::1', '8.8.8.8', undefined, 'nonsense'].map(inside)).toEqual(
      Array(6).fill(false),
    );
  });

  it('refuses a range it cannot read, at start rather than trusting it', () => {
    expect(() => addressRanges('10.0.0.0/8, the-ingress')).toThrow('Not an address range: "the-ingress"');
  });
});
