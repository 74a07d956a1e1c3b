import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, type CompanySettingsView, type ErrorBody, type TenantBrand } from '@prepwell/contracts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { multipartFile, TINY_PNG } from './multipart.ts';

/** Issue 17: a company admin uploads the brand's logo; the tenant's brand (the shell header) shows it. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const upload = (user: TestUser, companyId: string, file: ReturnType<typeof multipartFile>, lang = 'en') =>
  call<CompanySettingsView & ErrorBody>(app, {
    method: 'POST',
    url: `/api/company/${companyId}/logo`,
    headers: { ...user.headers, ...file.headers, 'accept-language': lang },
    payload: file.payload,
  });

const brandOf = async (slug: string) =>
  (await call<TenantBrand>(app, { url: '/api/tenant', headers: { 'x-tenant': slug } })).body;

/** A WebP file (RIFF header, VP8L chunk of a 1×1 image): real enough for content sniffing. */
const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('POST /api/company/:id/logo', () => {
  it('stores the logo, serves it, and the tenant’s brand shows it; a new one replaces it', async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const res = await upload(admin, tenant.id, multipartFile(TINY_PNG));
    expect(res.status).toBe(200);
    expect(res.body.logo).toMatch(new RegExp(`^/uploads/${tenant.id}/.+\\.png$`));
    const served = await app.inject({ url: res.body.logo! });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await brandOf(tenant.slug)).logo).toBe(res.body.logo);

    const webp = await upload(
      admin,
      tenant.id,
      multipartFile(TINY_WEBP, { filename: 'logo.webp', contentType: 'image/webp' }),
    );
    expect(webp.status).toBe(200);
    expect(webp.body.logo).toMatch(/\.webp$/);
    expect((await brandOf(tenant.slug)).logo).toBe(webp.body.logo);
    // The previous uploaded logo is gone.
    expect((await app.inject({ url: res.body.logo! })).statusCode).toBe(404);
  });

  it('refuses an SVG (script can live in it) and a file over 2 MB, in the reader’s language', async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const svg = await upload(
      admin,
      tenant.id,
      multipartFile(SVG, { filename: 'logo.svg', contentType: 'image/svg+xml' }),
      'cn',
    );
    expect(svg.status).toBe(415);
    expect(svg.body.code).toBe('unsupported_file_type');
    expect(svg.body.message).toMatch(/[\u4e00-\u9fff]/);

    const big = Buffer.concat([TINY_PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooBig = await upload(admin, tenant.id, multipartFile(big));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('file_too_large');
    expect(tooBig.body.message).toContain('2 MB');
    expect((await brandOf(tenant.slug)).logo).toBeNull();
  });

  it('is for the company’s admins: a teacher is refused, another company’s admin finds nothing', async () => {
    const tenant = await createTestTenant(app);
    const other = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const otherAdmin = await createTestUser(app, other, { roles: ['organization_admin'] });
    expect((await upload(teacher, tenant.id, multipartFile(TINY_PNG))).status).toBe(403);
    expect((await upload(otherAdmin, tenant.id, multipartFile(TINY_PNG))).status).toBe(404);
    expect((await brandOf(tenant.slug)).logo).toBeNull();
  });
});
