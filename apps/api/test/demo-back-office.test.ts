import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MergeCandidates, ShortUrlPage, UserMergePlan, UserMergeResult } from '@prepwell/contracts';
import { users } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { DEMO_DUPLICATE_EMAIL, seedDemoBackOffice } from '../src/seed/demo-back-office.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';

/** Issue 20: the demo's short links (with clicks, one switched off) and a duplicate account to merge, made once. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the demo back-office seed', () => {
  it('makes its short links and the duplicate once, and the admin can follow and merge them', async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const leo = await createTestUser(app, tenant, { firstName: 'Leo', studentProfile: true });
    await withTenant(app.deps.db, tenant.id, async (tx) => {
      await tx.update(users).set({ email: 'admin@demo.prepwell.test' }).where(eq(users.id, admin.id));
      await tx.update(users).set({ lastName: 'Park' }).where(eq(users.id, leo.id));
    });
    await seedDemoBackOffice(app.deps, tenant.id);
    await seedDemoBackOffice(app.deps, tenant.id);

    const links = await call<ShortUrlPage>(app, { url: '/api/admin/short-urls', headers: admin.headers });
    expect(links.status).toBe(200);
    expect(
      links.body.data
        .map((l) => [l.code, l.path, l.click_count, l.disabled])
        .sort((a, b) => `${a[0]}`.localeCompare(`${b[0]}`)),
    ).toEqual([
      ['openday25', '/contact', 5, true],
      ['spring26', '/enroll', 37, false],
      ['visit26', '/about', 12, false],
    ]);
    const follow = (code: string) => app.inject({ url: `/s/${code}?tenant=${tenant.slug}` });
    expect((await follow('spring26')).headers.location).toBe('/enroll');
    expect((await follow('openday25')).headers.location).toBe('/404');

    const candidates = await call<MergeCandidates>(app, {
      url: '/api/admin/user-merges/candidates?q=Leo%20Park',
      headers: admin.headers,
    });
    const duplicate = candidates.body.data.find((p) => p.email === DEMO_DUPLICATE_EMAIL);
    expect(candidates.body.data.map((p) => p.id).sort()).toEqual([duplicate?.id, leo.id].sort());
    const body = { source_id: duplicate!.id, target_id: leo.id };
    const plan = await call<UserMergePlan>(app, {
      method: 'POST',
      url: '/api/admin/user-merges/dry-run',
      headers: admin.headers,
      payload: body,
    });
    expect(plan.body.coins).toBe(20);
    const merged = await call<UserMergeResult>(app, {
      method: 'POST',
      url: '/api/admin/user-merges',
      headers: admin.headers,
      payload: body,
    });
    expect(merged.status).toBe(200);
    // A restart after the merge does not make the duplicate again (its address is the merged account's now).
    await seedDemoBackOffice(app.deps, tenant.id);
    const after = await call<MergeCandidates>(app, {
      url: '/api/admin/user-merges/candidates?q=Leo%20Park',
      headers: admin.headers,
    });
    expect(after.body.data.map((p) => p.id)).toEqual([leo.id]);
  });
});
