import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/** The API's per-client request limit: IPv4 by address, IPv6 by /64 (lib/net.ts rateLimitKeyOf). */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => app?.close());

const hit = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/tenant', remoteAddress });

describe('the per-client request limit', () => {
  it('counts the addresses of one IPv6 /64 together, and another /64 apart', async () => {
    const statuses = [];
    for (const ip of ['2001:db8:aa:1::1', '2001:db8:aa:1::2', '2001:db8:aa:1:ffff::3', '2001:db8:aa:1::4'])
      statuses.push((await hit(ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await hit('2001:db8:aa:2::1')).statusCode).toBe(200);
  });

  it('counts an IPv4 address and its IPv4-mapped form as one client', async () => {
    const statuses = [];
    for (const ip of ['198.51.100.7', '::ffff:198.51.100.7', '198.51.100.7', '::ffff:198.51.100.7'])
      statuses.push((await hit(ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await hit('198.51.100.8')).statusCode).toBe(200);
  });
});
