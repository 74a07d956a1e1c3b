import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrollmentPage } from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { seedDemoEnrollments } from '../src/modules/enrollments/enrollment-seed.service.ts';
import { asUser } from './classes-fixture.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';

/** Issue 19, acceptance 5: the demo's three enrollments, in different states, seen through the admins' list. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('demo enrollments', () => {
  it('adds three enrollments in different states to an empty list, once; the unread one comes first', async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    expect(await withTenant(app.deps.db, tenant.id, (tx) => seedDemoEnrollments(tx))).toBe(3);
    expect(await withTenant(app.deps.db, tenant.id, (tx) => seedDemoEnrollments(tx))).toBe(0);

    const page = await asUser<EnrollmentPage>(app, admin, 'GET', '/api/enrollments');
    expect(page.status).toBe(200);
    const rows = page.body.data;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ read: false, payment_status: 'unknown', status: 'normal', role: 'parent' });
    expect(rows[0]!.students).toHaveLength(2);
    expect(new Set(rows.map((r) => `${r.status}/${r.payment_status}/${r.read}`)).size).toBe(3);
    expect(rows.some((r) => r.status === 'archived' && r.payment_status === 'cancelled')).toBe(true);
    expect(rows.some((r) => r.payment_status === 'paid' && r.type === 'private')).toBe(true);
  });
});
