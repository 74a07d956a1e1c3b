import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardView } from '@prepwell/contracts';
import { classTestApi, hoursFrom, makeSkillTest, type ClassTestApi } from './class-tests-fixtures.ts';
import { asUser, createClassAs, joinByCode } from './classes-fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';

/**
 * Issue 17, defect 3: a student who joins a class after its tests were sent receives them (by code, or
 * added by a teacher), and the student dashboard lists assigned tests not completed yet, with their class.
 */

let app: TestApp;
let api: ClassTestApi;
beforeAll(async () => {
  app = await createTestApp();
  api = classTestApi(app);
});
afterAll(async () => app?.close());

const setup = async () => {
  const tenant = await createTestTenant(app);
  const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  const early = await createTestUser(app, tenant, { firstName: 'Early' });
  const cls = await createClassAs(app, teacher);
  await asUser(app, teacher, 'POST', `/api/classes/${cls.id}/students`, { user_ids: [early.id], emails: [] });
  const testId = await makeSkillTest(app, tenant);
  const sent = (await api.create(teacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(-1) })).body;
  expect((await api.send(teacher, cls.id, sent.id, { student_ids: [early.id] })).status).toBe(200);
  const unsent = (await api.create(teacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(48) })).body;
  return { tenant, teacher, early, cls, sent, unsent };
};

const dashboardOf = async (user: { headers: Record<string, string> }) =>
  (await call<DashboardView>(app, { url: '/api/dashboard', headers: user.headers })).body;

describe('joining a class later', () => {
  it('a student who joins by code receives the class tests already sent, not the unsent ones', async () => {
    const { tenant, teacher, cls, sent } = await setup();
    const late = await createTestUser(app, tenant, { firstName: 'Late' });
    expect((await joinByCode(app, late, cls.code!)).status).toBe(200);

    const mine = await api.list(late, cls.id);
    expect(mine.status).toBe(200);
    expect(mine.body.map((t) => t.id)).toEqual([sent.id]);
    const invited = await api.invitations(teacher, cls.id, sent.id);
    expect(invited.body.map((i) => i.name.split(' ')[0]).sort()).toEqual(['Early', 'Late']);
    expect(invited.body.every((i) => i.invite_count === 1)).toBe(true);

    // Joining again changes nothing.
    expect((await joinByCode(app, late, cls.code!)).status).toBe(200);
    expect((await api.invitations(teacher, cls.id, sent.id)).body).toHaveLength(2);
  });

  it('a student a teacher adds later receives them too; one already invited keeps their count', async () => {
    const { tenant, teacher, early, cls, sent } = await setup();
    const added = await createTestUser(app, tenant, { firstName: 'Added' });
    const res = await asUser(app, teacher, 'POST', `/api/classes/${cls.id}/students`, {
      user_ids: [added.id, early.id],
      emails: [],
    });
    expect(res.status).toBe(200);
    expect((await api.list(added, cls.id)).body.map((t) => t.id)).toEqual([sent.id]);
    const invited = await api.invitations(teacher, cls.id, sent.id);
    expect(invited.body).toHaveLength(2);
    expect(invited.body.map((i) => i.invite_count)).toEqual([1, 1]);
  });
});

describe('the student dashboard’s assigned tests', () => {
  it('lists the class tests sent to the student, with the class, until completed; others see none', async () => {
    const { tenant, teacher, cls, sent, unsent } = await setup();
    const late = await createTestUser(app, tenant, { firstName: 'Late' });
    expect((await dashboardOf(late)).assigned).toEqual([]);
    await joinByCode(app, late, cls.code!);
    await api.send(teacher, cls.id, unsent.id, { student_ids: [late.id] });

    const view = await dashboardOf(late);
    expect(view.assigned?.map((a) => [a.class_id, a.class_name, a.test.id, a.test.available])).toEqual([
      [cls.id, cls.name, sent.id, true],
      [cls.id, cls.name, unsent.id, false],
    ]);
    expect(view.assigned?.[0]?.test.my_attempt).toBeNull();
    // Teachers' dashboards carry no such list.
    expect((await dashboardOf(teacher)).assigned).toBeUndefined();
  });
});
