import type { CourseDetail, CourseSessionView, EnrollmentPage } from '@prepwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { asUser, createClassAs } from './classes-fixture.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/**
 * Issue 19: the enrollment list's course filter. An enrollment matches a course when any class it chose is
 * the class of one of the course's sessions, whether that session is still open or has ended.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const createCourse = async (by: TestUser, title: string) => {
  const res = await asUser<CourseDetail>(app, by, 'POST', '/api/courses', {
    title,
    description: '',
    type: 'group',
    price: 0,
    currency: 'USD',
    state: 'published',
    chapters: [],
  });
  if (res.status !== 200) throw new Error(`course: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

const createSession = async (by: TestUser, courseId: string, dates: { start_date: string; end_date: string }) => {
  const res = await asUser<CourseSessionView>(app, by, 'POST', `/api/courses/${courseId}/sessions`, {
    title: 'Evenings',
    city: 'Taipei',
    fee: 0,
    start_time: '18:00',
    end_time: '20:00',
    weekdays: [2, 4],
    ...dates,
  });
  if (res.status !== 200) throw new Error(`session: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** An enrollment row that chose `classIds` (the public form's checks are enrollments.test.ts's). */
const enrollment = async (tenant: TenantContext, firstName: string, classIds: string[]) =>
  (
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .insert(enrollments)
        .values({
          role: 'other',
          firstName,
          lastName: 'Row',
          email: `${firstName.toLowerCase()}@example.test`,
          phone: '5550009999',
          type: 'group',
          students: [
            { firstName: 'S', lastName: 'T', email: null, school: null, graduationYear: null, testScores: [] },
          ],
          classIds,
          paymentWay: 'cash',
          currency: 'USD',
          lang: 'en',
          ipHash: 'x',
        })
        .returning({ id: enrollments.id }),
    )
  )[0]!.id;

describe('GET /api/enrollments?course_id=', () => {
  it('lists the enrollments that chose a class of any of the course’s sessions, ended ones too', async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const sat = await createCourse(admin, 'SAT Math');
    const toefl = await createCourse(admin, 'TOEFL Speaking');
    const ended = await createSession(admin, sat.id, { start_date: '2024-01-10', end_date: '2024-03-30' });
    const current = await createSession(admin, sat.id, { start_date: '2026-03-01', end_date: '2027-05-30' });
    const other = await createSession(admin, toefl.id, { start_date: '2026-03-01', end_date: '2027-05-30' });
    const plain = await createClassAs(app, admin, { name: 'Plain class' });

    const inEnded = await enrollment(tenant, 'Ended', [ended.class_id]);
    const inCurrent = await enrollment(tenant, 'Current', [plain.id, current.class_id]);
    const inOther = await enrollment(tenant, 'Other', [other.class_id]);
    const inPlain = await enrollment(tenant, 'Plain', [plain.id]);
    await enrollment(tenant, 'None', []);

    const ids = async (query: string) => {
      const res = await asUser<EnrollmentPage>(app, admin, 'GET', `/api/enrollments${query}`);
      expect(res.status).toBe(200);
      return res.body.data.map((e) => e.id).sort();
    };
    expect(await ids(`?course_id=${sat.id}`)).toEqual([inEnded, inCurrent].sort());
    expect(await ids(`?course_id=${toefl.id}`)).toEqual([inOther]);
    // With the class filter: both must hold.
    expect(await ids(`?course_id=${sat.id}&class_id=${plain.id}`)).toEqual([inCurrent]);
    expect(await ids(`?class_id=${plain.id}`)).toEqual([inCurrent, inPlain].sort());
    // A course of no session, or unknown, matches nothing; a malformed id is a 422.
    const empty = await createCourse(admin, 'Empty');
    expect(await ids(`?course_id=${empty.id}`)).toEqual([]);
    expect(await ids('?course_id=00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect((await asUser(app, admin, 'GET', '/api/enrollments?course_id=nope')).status).toBe(422);

    // Another tenant's course finds none of this tenant's enrollments, and its admin sees none of them.
    const other2 = await createTestTenant(app);
    const otherAdmin = await createTestUser(app, other2, { roles: ['organization_admin'] });
    const foreign = await asUser<EnrollmentPage>(app, otherAdmin, 'GET', `/api/enrollments?course_id=${sat.id}`);
    expect(foreign.status).toBe(200);
    expect(foreign.body.data).toEqual([]);
  });
});
