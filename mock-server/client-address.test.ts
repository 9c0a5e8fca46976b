import { describe, expect, it } from 'vitest';
import { callerAddress } from './client-address';

describe('the caller a request counts as', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s → %s', (remote, caller) => expect(callerAddress(remote)).toBe(caller));

  it('is the same for every address of one IPv6 /64 network', () => {
    expect(callerAddress('2001:db8:1:2::a')).toBe(callerAddress('2001:db8:1:2:ffff::9'));
  });
});
