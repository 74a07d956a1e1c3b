import { describe, expect, it } from 'vitest';
import { isLoopback, rateLimitKeyOf } from './net.ts';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('%s is this machine', (ip) =>
    expect(isLoopback(ip)).toBe(true),
  );
  it.each(['10.0.0.1', '192.168.1.20', '::ffff:10.0.0.1', '2001:db8::1', '127.example.com', '', '0.0.0.0'])(
    '%s is not',
    (ip) => expect(isLoopback(ip)).toBe(false),
  );
});

describe('rateLimitKeyOf', () => {
  it('counts IPv4 by address, also IPv4-mapped', () => {
    expect(rateLimitKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKeyOf('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });
  it('counts IPv6 by its /64, however it is written', () => {
    const key = '2001:db8:85a3:12::/64';
    for (const ip of [
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:0012:ffff:1:2:3',
      '2001:DB8:85A3:12:0:0:0:9',
      '2001:db8:85a3:12::7%eth0',
    ])
      expect(rateLimitKeyOf(ip), ip).toBe(key);
    expect(rateLimitKeyOf('2001:db8:85a3:13::1')).not.toBe(key);
    expect(rateLimitKeyOf('::1')).toBe('0:0:0:0::/64');
  });
  it('never fails when the address is gone or odd', () => {
    expect(rateLimitKeyOf(undefined)).toBe('client-gone');
    expect(rateLimitKeyOf('')).toBe('client-gone');
    expect(rateLimitKeyOf('not-an-ip')).toBe('not-an-ip');
  });
});
