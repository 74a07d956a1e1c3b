import { describe, expect, it } from 'vitest';
import { isLoopback } from './net.ts';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('%s is this machine', (ip) =>
    expect(isLoopback(ip)).toBe(true),
  );
  it.each(['10.0.0.1', '192.168.1.20', '::ffff:10.0.0.1', '2001:db8::1', '127.example.com', '', '0.0.0.0'])(
    '%s is not',
    (ip) => expect(isLoopback(ip)).toBe(false),
  );
});
