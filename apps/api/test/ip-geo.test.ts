import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GEO, type ErrorBody, type Geo } from '@prepwell/contracts';
import { call, createTestApp, type TestApp } from './helpers.ts';

/** GET /api/ip-geo (spec §3 Geo): the register form's country prefill, from an offline country database. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const geo = (query = '', remoteAddress = '127.0.0.1') =>
  call<Geo & ErrorBody>(app, { url: `/api/ip-geo${query}`, remoteAddress });

describe('GET /api/ip-geo', () => {
  it('names the country of a public address, with its time zone and no city', async () => {
    expect((await geo('?ip=8.8.8.8')).body).toEqual({
      iso_code: 'US',
      country: 'United States',
      city: '',
      timezone: 'America/New_York',
    });
    // HiNet (Chunghwa Telecom), Taiwan.
    expect((await geo('?ip=168.95.1.1')).body).toEqual({
      iso_code: 'TW',
      country: 'Taiwan',
      city: '',
      timezone: 'Asia/Taipei',
    });
  });

  it("reads the caller's own address when none is given, IPv6 included", async () => {
    expect((await geo('', '8.8.4.4')).body.iso_code).toBe('US');
    expect((await geo('', '::ffff:168.95.1.1')).body.iso_code).toBe('TW');
    expect((await geo('', '2001:4860:4860::8888')).body.iso_code).toBe('US');
  });

  it('answers the default (Salt Lake City) for private and unknown addresses', async () => {
    for (const ip of ['10.1.2.3', '192.168.0.1', '127.0.0.1'])
      expect((await geo(`?ip=${ip}`)).body, ip).toEqual(DEFAULT_GEO);
    expect((await geo('', '::1')).body).toEqual(DEFAULT_GEO);
  });

  it('refuses a query that is not an IPv4 address (422)', async () => {
    const res = await geo('?ip=not-an-ip');
    expect([res.status, res.body.code]).toEqual([422, 'validation_failed']);
  });
});
