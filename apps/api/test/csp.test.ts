import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantSettings } from '@prepwell/contracts';
import { createTenant } from '../src/modules/tenants/tenants.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';

/** Issue 11, hole 5: a Content-Security-Policy on the web app, the runner, the API and uploads. */
let app: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'prepwell-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'main.js'), 'void 0;');
  app = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => app?.close());

const directives = (header: string | string[] | number | undefined) =>
  new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('Content-Security-Policy', () => {
  it('the web app and a runner page: no inline or foreign script, framed only by this origin', async () => {
    for (const url of [
      '/',
      '/login',
      '/sat/exam/00000000-0000-0000-0000-000000000000',
      '/toefl/exam/x?mode=practice',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('every API answer: default-src none, errors and successes alike', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    for (const res of [
      await call(app, { url: '/api/me', headers: user.headers }),
      await call(app, { url: '/api/me', headers: { 'x-tenant': tenant.slug } }),
      await call(app, { url: '/api/no-such-route' }),
    ]) {
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('uploads open sandboxed, as images only', async () => {
    const res = await app.inject({ url: '/uploads/nothing-here.svg' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
  });

  it("frame-ancestors follows the tenant's embed origins, found by host; a bad origin is refused", async () => {
    const slug = `embed-${Date.now().toString(36)}`;
    const host = `${slug}.example.test`;
    await createTenant(app.deps, {
      slug,
      name: slug,
      contact_email: 'owner@example.test',
      exam_name: 'SAT',
      theme_color: '#224488',
      tab_name: 'Embedded',
      isCompany: true,
      host_names: [host],
      settings: { embedOrigins: ['https://lms.example-school.org'] },
    });
    const res = await app.inject({ url: '/', headers: { host } });
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
      'https://lms.example-school.org',
    ]);

    const other = await app.inject({ url: '/', headers: { host: 'elsewhere.example.test' } });
    expect(directives(other.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);

    for (const bad of [
      'http://lms.example.org',
      'https://x.org; script-src *',
      "'unsafe-inline'",
      'https://x.org/path',
      '*',
    ])
      expect(TenantSettings.safeParse({ embedOrigins: [bad] }).success, bad).toBe(false);
  });
});
