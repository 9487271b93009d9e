import { expect, test } from 'vitest';
import { addressKey } from './address-key.js';

test('IPv4 addresses count one by one, also when written IPv6-mapped', () => {
  expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
});

test('every address of one IPv6 /64 counts under one key, however it is written', () => {
  const key = addressKey('2001:db8:1:2::1');
  expect(key).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
  expect(addressKey('2001:db8:1:2:0:0:0:9%eth0')).toBe(key);
  expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
});
