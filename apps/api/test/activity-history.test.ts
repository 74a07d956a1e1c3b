import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityLogPage, ErrorBody } from '@prepwell/contracts';
import { activityLogs } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/**
 * Issue 17, the activity history: the caller's own history filtered by kind and by a window of time, the
 * admins' view of one user's history with the same window, codes kept as codes, and no one else's entries.
 */

let app: TestApp;
let tenant: TenantContext;
let other: TenantContext;
let student: TestUser;
let classmate: TestUser;
let admin: TestUser;
let stranger: TestUser;

const at = (iso: string) => new Date(iso);
const put = (t: TenantContext, userId: string, action: string, detail: string | null, createdAt: Date) =>
  withTenant(app.deps.db, t.id, (tx) => tx.insert(activityLogs).values({ userId, action, detail, createdAt }));

beforeAll(async () => {
  app = await createTestApp();
  tenant = await createTestTenant(app);
  other = await createTestTenant(app);
  student = await createTestUser(app, tenant);
  classmate = await createTestUser(app, tenant);
  admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  stranger = await createTestUser(app, other);
  await put(tenant, student.id, 'login', 'web', at('2026-03-01T08:00:00Z'));
  await put(tenant, student.id, 'class_joined', 'Algebra club', at('2026-03-02T09:00:00Z'));
  await put(tenant, student.id, 'login', 'token', at('2026-03-03T10:00:00Z'));
  await put(tenant, student.id, 'profile_updated', 'student', at('2026-03-04T11:00:00Z'));
  await put(tenant, classmate.id, 'login', 'web', at('2026-03-02T12:00:00Z'));
  await put(other, stranger.id, 'login', 'web', at('2026-03-02T12:00:00Z'));
});
afterAll(async () => app?.close());

const history = (user: TestUser, query: string) =>
  call<ActivityLogPage & Partial<ErrorBody>>(app, { url: `/api/activity-log/history?${query}`, headers: user.headers });
const logs = (user: TestUser, query: string) =>
  call<ActivityLogPage & Partial<ErrorBody>>(app, { url: `/api/activity-logs?${query}`, headers: user.headers });
const window = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

describe('the activity history', () => {
  it("lists the caller's own entries newest first, as codes with their detail", async () => {
    const res = await history(student, 'page=1');
    expect(res.status).toBe(200);
    const own = res.body.data.filter((e) => e.created_at.startsWith('2026-03'));
    expect(own.map((e) => [e.action, e.detail])).toEqual([
      ['profile_updated', 'student'],
      ['login', 'token'],
      ['class_joined', 'Algebra club'],
      ['login', 'web'],
    ]);
    expect(res.body.data.every((e) => e.user?.id === student.id)).toBe(true);
  });

  it('filters by kind and by a window (from inclusive, to exclusive)', async () => {
    const logins = await history(student, 'action=login');
    expect(logins.body.data.filter((e) => e.created_at.startsWith('2026-03')).map((e) => e.detail)).toEqual([
      'token',
      'web',
    ]);
    expect(logins.body.data.every((e) => e.action === 'login')).toBe(true);

    const days = await history(student, window('2026-03-02T09:00:00Z', '2026-03-04T11:00:00Z'));
    expect(days.status).toBe(200);
    expect(days.body.data.map((e) => e.action)).toEqual(['login', 'class_joined']);
    expect(days.body.total).toBe(2);

    // A window in the reader's time zone: 2 March in Taipei (UTC+8) starts at 1 March 16:00 UTC.
    const taipei = await history(student, window('2026-03-02T00:00:00+08:00', '2026-03-03T00:00:00+08:00'));
    expect(taipei.body.data.map((e) => e.action)).toEqual(['class_joined']);

    const both = await history(student, `action=login&${window('2026-03-02T00:00:00Z', '2026-03-05T00:00:00Z')}`);
    expect(both.body.data.map((e) => e.detail)).toEqual(['token']);
  });

  it('refuses a malformed window or kind with field errors, never a 500', async () => {
    const reversed = await history(student, window('2026-03-04T00:00:00Z', '2026-03-01T00:00:00Z'));
    expect(reversed.status).toBe(422);
    expect(reversed.body.code).toBe('validation_failed');
    expect(reversed.body.fieldErrors?.map((f) => f.path)).toEqual(['querystring.to']);
    const noOffset = await history(student, 'from=yesterday');
    expect(noOffset.status).toBe(422);
    expect(noOffset.body.fieldErrors?.map((f) => f.path)).toEqual(['querystring.from']);
    expect((await history(student, 'action=DROP%20TABLE')).status).toBe(422);
  });

  it("shows an admin one user's history with the same window, and no one another tenant's", async () => {
    const res = await logs(admin, `user_id=${student.id}&${window('2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((e) => [e.action, e.user?.id])).toEqual([['class_joined', student.id]]);
    const reversed = await logs(admin, window('2026-03-04T00:00:00Z', '2026-03-01T00:00:00Z'));
    expect(reversed.status).toBe(422);
    // A student cannot read the tenant's log; another tenant's admin finds nothing of this user.
    expect((await logs(student, `user_id=${classmate.id}`)).status).toBe(403);
    const strangerHistory = await history(stranger, window('2026-03-01T00:00:00Z', '2026-03-05T00:00:00Z'));
    expect(strangerHistory.body.data.map((e) => e.user?.id)).toEqual([stranger.id]);
    expect((await history(classmate, 'action=class_joined')).body.total).toBe(0);
  });
});
