import type {
  BestScores,
  CollegeListView,
  CollegePage,
  CollegeTargetView,
  CollegeView,
  CounselingReportList,
  CounselingReportView,
  ErrorBody,
} from '@prepwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tests, userExams } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { createAcceptedLink } from '../src/modules/parent-links/parent-access.service.ts';
import { updateUserFields } from '../src/modules/users/user-rows.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

/**
 * Colleges, target lists and counseling reports (issue 20, decision 0047): the directory (main's shared
 * catalogue plus each tenant's own, range validation, search and filters), the category proposal from the
 * student's best scores (official or on the platform) with overrides, who may read and change what, and the
 * counseling report's draft → sent life with its e-mail and PDF.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type Answer<T> = T & Partial<Omit<ErrorBody, 'status'>>;
const get = <T>(user: TestUser, url: string) => call<Answer<T>>(app, { url, headers: user.headers });
const send = <T>(user: TestUser, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call<Answer<T>>(app, {
    method,
    url,
    headers: user.headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const COLLEGE = {
  name: 'Lakeside College',
  state: 'WA',
  city: 'Seattle',
  sat_25: 1300,
  sat_75: 1450,
  act_25: 28,
  act_75: 33,
  admission_rate: 0.42,
  ed_deadline: '2026-11-01',
  rd_deadline: '2027-01-15',
  website: 'https://lakeside.example.edu',
};

const setup = async () => {
  const tenant = await createTestTenant(app);
  const admin = await createTestUser(app, tenant, { roles: ['organization_admin'], firstName: 'Ada' });
  const teacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Tom' });
  const student = await createTestUser(app, tenant, { firstName: 'Sam' });
  const otherStudent = await createTestUser(app, tenant, { firstName: 'Otto' });
  const parent = await createTestUser(app, tenant, { roles: ['parent'], firstName: 'Pat' });
  const otherParent = await createTestUser(app, tenant, { roles: ['parent'], firstName: 'Olga' });
  await withTenant(app.deps.db, tenant.id, (tx) => createAcceptedLink(tx, parent.id, student.id));
  const college = async (input: Record<string, unknown>) => {
    const res = await send<CollegeView>(admin, 'POST', '/api/colleges', { ...COLLEGE, ...input });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body!;
  };
  return { tenant, admin, teacher, student, otherStudent, parent, otherParent, college };
};

const mailbox = async (tenant: TenantContext, to: string) =>
  (
    await call<{ to: string; subject: string; text: string }[]>(app, {
      url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
      headers: { 'x-tenant': tenant.slug },
      remoteAddress: '127.0.0.1',
    })
  ).body!;

describe('the college directory', () => {
  it('a company admin adds, edits and deletes colleges; everyone searches them', async () => {
    const { admin, student, parent, college } = await setup();
    const created = await college({});
    expect(created).toMatchObject({ name: 'Lakeside College', admission_rate: 0.42, shared: false, can_edit: true });
    const seen = await get<CollegeView>(student, `/api/colleges/${created.id}`);
    expect(seen.body).toMatchObject({ name: 'Lakeside College', can_edit: false });
    const edited = await send<CollegeView>(admin, 'PATCH', `/api/colleges/${created.id}`, {
      sat_75: 1480,
      admission_rate: 0.0391,
    });
    expect(edited.body).toMatchObject({ sat_25: 1300, sat_75: 1480, admission_rate: 0.0391 });
    const list = await get<CollegePage>(parent, '/api/colleges?q=lakeside');
    expect(list.body!.data.map((c) => c.id)).toContain(created.id);
    expect((await send(admin, 'DELETE', `/api/colleges/${created.id}`)).status).toBe(200);
    expect((await get(student, `/api/colleges/${created.id}`)).status).toBe(404);
  });

  it('refuses ranges out of order, half given or off the scale, and rates outside 0–1 (422, on the field)', async () => {
    const { admin, college } = await setup();
    const bad = async (input: Record<string, unknown>, code: string, path: string) => {
      const res = await send(admin, 'POST', '/api/colleges', { ...COLLEGE, ...input });
      expect(res.status, JSON.stringify(input)).toBe(422);
      expect(res.body!.code).toBe(code);
      expect(res.body!.fieldErrors?.map((f) => f.path)).toContain(path);
    };
    await bad({ sat_25: 1450, sat_75: 1300 }, 'college_range_invalid', 'sat_75');
    await bad({ sat_25: 1400, sat_75: 1400 }, 'college_range_invalid', 'sat_75');
    await bad({ act_25: null, act_75: 30 }, 'college_range_invalid', 'act_25');
    await bad({ act_25: 30, act_75: null }, 'college_range_invalid', 'act_75');
    await bad({ sat_25: 390 }, 'validation_failed', 'sat_25');
    await bad({ sat_75: 1610 }, 'validation_failed', 'sat_75');
    await bad({ act_75: 37 }, 'validation_failed', 'act_75');
    await bad({ act_25: 0 }, 'validation_failed', 'act_25');
    await bad({ admission_rate: 1.2 }, 'validation_failed', 'admission_rate');
    await bad({ admission_rate: -0.1 }, 'validation_failed', 'admission_rate');
    await bad({ admission_rate: 0.12345 }, 'validation_failed', 'admission_rate');
    await bad({ rd_deadline: '2027-02-30' }, 'validation_failed', 'rd_deadline');
    // A patch is checked against what is stored: moving the 25th above the stored 75th is refused.
    const c = await college({});
    const patch = await send(admin, 'PATCH', `/api/colleges/${c.id}`, { sat_25: 1500 });
    expect(patch.status).toBe(422);
    expect(patch.body!.code).toBe('college_range_invalid');
    // Localized.
    const tw = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/colleges',
      headers: { ...admin.headers, 'accept-language': 'zh-TW' },
      payload: { ...COLLEGE, sat_25: 1500, sat_75: 1400 },
    });
    expect(tw.body!.fieldErrors![0]!.message).toContain('百分位');
  });

  it('filters by state and admission rate; with a student, proposes fits and keeps one category', async () => {
    const { teacher, student, college } = await setup();
    // Names of this run's own (searched with q), as main's shared catalogue is in every tenant's results.
    const sfx = Math.random().toString(36).slice(2, 8);
    const reach = await college({
      name: `Reach ${sfx}`,
      state: 'CA',
      sat_25: 1500,
      sat_75: 1560,
      admission_rate: 0.35,
    });
    const target = await college({
      name: `Target ${sfx}`,
      state: 'CA',
      sat_25: 1350,
      sat_75: 1480,
      admission_rate: 0.5,
    });
    const safety = await college({
      name: `Safety ${sfx}`,
      state: 'TX',
      sat_25: 1100,
      sat_75: 1300,
      admission_rate: 0.8,
    });
    expect(
      (
        await send(teacher, 'PUT', `/api/students/${student.id}/college-scores`, {
          sat_total: 1420,
          act_composite: null,
        })
      ).status,
    ).toBe(200);
    // On a shared server database other files add to main's catalogue meanwhile: compare this test's own only.
    const own = new Set([reach.id, target.id, safety.id]);
    const mine = (page: CollegePage) => page.data.filter((c) => own.has(c.id));
    const ca = await get<CollegePage>(teacher, `/api/colleges?state=ca&q=${sfx}`);
    expect(
      mine(ca.body!)
        .map((c) => c.name)
        .sort(),
    ).toEqual([`Reach ${sfx}`, `Target ${sfx}`]);
    const selective = await get<CollegePage>(teacher, `/api/colleges?rate_max=40&q=${sfx}`);
    expect(mine(selective.body!).map((c) => c.id)).toEqual([reach.id]);
    const open = await get<CollegePage>(teacher, `/api/colleges?rate_min=60&q=${sfx}`);
    expect(mine(open.body!).map((c) => c.id)).toEqual([safety.id]);
    const fits = await get<CollegePage>(teacher, `/api/colleges?student_id=${student.id}&q=${sfx}`);
    expect(Object.fromEntries(mine(fits.body!).map((c) => [c.name, c.proposed_category]))).toMatchObject({
      [`Reach ${sfx}`]: 'reach',
      [`Target ${sfx}`]: 'target',
      [`Safety ${sfx}`]: 'safety',
    });
    const targets = await get<CollegePage>(teacher, `/api/colleges?student_id=${student.id}&category=target&q=${sfx}`);
    expect(mine(targets.body!).map((c) => c.id)).toEqual([target.id]);
    // The student asks for their own fits; another student's are not theirs to read.
    expect((await get(student, `/api/colleges?student_id=${student.id}`)).status).toBe(200);
    const other = await createTestUser(app, student.tenant);
    expect((await get(other, `/api/colleges?student_id=${student.id}`)).status).toBe(404);
  });

  it("main's shared catalogue is read by every tenant and changed by none of them", async () => {
    const main = await mainTenant(app);
    const superAdmin = await createTestUser(app, main, { roles: ['super_admin'] });
    const shared = await send<CollegeView>(superAdmin, 'POST', '/api/colleges', {
      ...COLLEGE,
      name: `Shared ${main.id.slice(0, 6)}`,
    });
    expect(shared.status).toBe(200);
    const { admin, student } = await setup();
    const seen = await get<CollegeView>(student, `/api/colleges/${shared.body!.id}`);
    expect(seen.body).toMatchObject({ shared: true, can_edit: false });
    const patch = await send(admin, 'PATCH', `/api/colleges/${shared.body!.id}`, { name: 'Mine now' });
    expect(patch.status).toBe(403);
    expect(patch.body!.code).toBe('college_shared');
    expect((await send(admin, 'DELETE', `/api/colleges/${shared.body!.id}`)).body!.code).toBe('college_shared');
    // A tenant's own college is not seen by another tenant.
    const mine = await send<CollegeView>(admin, 'POST', '/api/colleges', COLLEGE);
    const stranger = await createTestUser(app, await createTestTenant(app), { roles: ['organization_admin'] });
    expect((await get(stranger, `/api/colleges/${mine.body!.id}`)).status).toBe(404);
    const strangersList = await get<CollegePage>(stranger, '/api/colleges?q=Lakeside');
    expect(strangersList.body!.data.map((c) => c.id)).not.toContain(mine.body!.id);
    await send(superAdmin, 'DELETE', `/api/colleges/${shared.body!.id}`);
  });

  it('teachers, students and parents cannot change the directory (403)', async () => {
    const { teacher, student, parent, college } = await setup();
    const c = await college({});
    for (const user of [teacher, student, parent]) {
      expect((await send(user, 'POST', '/api/colleges', COLLEGE)).status).toBe(403);
      expect((await send(user, 'PATCH', `/api/colleges/${c.id}`, { name: 'x' })).status).toBe(403);
      expect((await send(user, 'DELETE', `/api/colleges/${c.id}`)).status).toBe(403);
    }
  });
});

describe("a student's target list", () => {
  it('proposes categories from the best scores, lets the counselor override, follows the deadlines', async () => {
    const { teacher, student, college } = await setup();
    const c = await college({ sat_25: 1300, sat_75: 1450, act_25: 28, act_75: 33 });
    // No scores yet: no proposal.
    const added = await send<CollegeTargetView>(teacher, 'POST', `/api/students/${student.id}/college-list`, {
      college_id: c.id,
      round: 'ed',
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      category: null,
      proposed_category: null,
      deadline: '2026-11-01',
      deadline_custom: false,
    });
    // An official ACT of 34 is above the 75th: a safety.
    const best = await send<BestScores>(teacher, 'PUT', `/api/students/${student.id}/college-scores`, {
      sat_total: 1310,
      act_composite: 34,
    });
    expect(best.body).toEqual({ sat: { score: 1310, source: 'official' }, act: { score: 34, source: 'official' } });
    let list = await get<CollegeListView>(teacher, `/api/students/${student.id}/college-list`);
    expect(list.body!.items[0]).toMatchObject({
      category: 'safety',
      proposed_category: 'safety',
      category_overridden: false,
    });
    // A finished SAT attempt on the platform above the official score counts as the best.
    await withTenant(app.deps.db, student.tenant.id, async (tx) => {
      const [test] = await tx
        .insert(tests)
        .values({ kind: 'sat', type: 'full_mock', version: 'sat_digital', title: 'Mock' })
        .returning();
      await tx.insert(userExams).values({
        userId: student.id,
        testId: test!.id,
        status: 'completed',
        completedAt: new Date(),
        scores: {
          sections: [],
          total: [1500, 1520],
          scaled: true,
          overall: { scale: 'sat_total', value: null, range: [1500, 1520], estimated: false },
        },
      });
    });
    list = await get<CollegeListView>(teacher, `/api/students/${student.id}/college-list`);
    expect(list.body!.best.sat).toEqual({ score: 1510, source: 'platform' });
    // The counselor overrides; null goes back to the proposal.
    const over = await send<CollegeTargetView>(teacher, 'PATCH', `/api/college-targets/${added.body!.id}`, {
      category: 'target',
      status: 'submitted',
      deadline: '2026-10-20',
      notes: 'Early decision.',
    });
    expect(over.body).toMatchObject({
      category: 'target',
      proposed_category: 'safety',
      category_overridden: true,
      status: 'submitted',
      deadline: '2026-10-20',
      deadline_custom: true,
    });
    const back = await send<CollegeTargetView>(teacher, 'PATCH', `/api/college-targets/${added.body!.id}`, {
      category: null,
      deadline: null,
      round: 'rd',
    });
    expect(back.body).toMatchObject({ category: 'safety', category_overridden: false, deadline: '2027-01-15' });
    // A college only once.
    const twice = await send(teacher, 'POST', `/api/students/${student.id}/college-list`, { college_id: c.id });
    expect(twice.status).toBe(409);
    expect(twice.body!.code).toBe('college_already_listed');
  });

  it('the student edits their own list; a linked parent reads it; others do not see it', async () => {
    const { teacher, student, otherStudent, parent, otherParent, college } = await setup();
    const c = await college({});
    const own = await send<CollegeTargetView>(student, 'POST', `/api/students/${student.id}/college-list`, {
      college_id: c.id,
      category: 'reach',
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ category: 'reach', category_overridden: true });
    expect(
      (await send(student, 'PATCH', `/api/college-targets/${own.body!.id}`, { status: 'in_progress' })).status,
    ).toBe(200);
    const read = await get<CollegeListView>(parent, `/api/students/${student.id}/college-list`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ can_edit: false, is_counselor: false });
    expect(read.body!.items[0]!.status).toBe('in_progress');
    // Parents read only.
    expect((await send(parent, 'PATCH', `/api/college-targets/${own.body!.id}`, { status: 'denied' })).status).toBe(
      403,
    );
    expect((await send(parent, 'POST', `/api/students/${student.id}/college-list`, { college_id: c.id })).status).toBe(
      403,
    );
    // Strangers: 404.
    expect((await get(otherParent, `/api/students/${student.id}/college-list`)).status).toBe(404);
    expect((await get(otherStudent, `/api/students/${student.id}/college-list`)).status).toBe(404);
    expect(
      (await send(otherStudent, 'PATCH', `/api/college-targets/${own.body!.id}`, { status: 'denied' })).status,
    ).toBe(404);
    expect((await send(otherStudent, 'DELETE', `/api/college-targets/${own.body!.id}`)).status).toBe(404);
    // Only counselors record official scores.
    expect(
      (
        await send(student, 'PUT', `/api/students/${student.id}/college-scores`, {
          sat_total: 1600,
          act_composite: null,
        })
      ).status,
    ).toBe(403);
    // A teacher's id is no student's list.
    expect((await get(teacher, `/api/students/${teacher.id}/college-list`)).status).toBe(404);
    expect((await send(student, 'DELETE', `/api/college-targets/${own.body!.id}`)).status).toBe(200);
  });
});

describe('counseling reports', () => {
  it('a counselor builds a draft from the list, comments, sends it; the parent is mailed and reads it', async () => {
    const { tenant, teacher, student, parent, otherParent, college } = await setup();
    await withTenant(app.deps.db, tenant.id, (tx) => updateUserFields(tx, parent.id, { lang: 'tw' }));
    const c1 = await college({ name: 'Alpha College' });
    const c2 = await college({ name: 'Beta College', sat_25: 1100, sat_75: 1250 });
    await send(teacher, 'PUT', `/api/students/${student.id}/college-scores`, { sat_total: 1400, act_composite: null });
    await send(teacher, 'POST', `/api/students/${student.id}/college-list`, {
      college_id: c1.id,
      status: 'in_progress',
    });
    const created = await send<CounselingReportView>(teacher, 'POST', '/api/counseling-reports', {
      student_id: student.id,
      title: 'Autumn plan',
    });
    expect(created.status).toBe(200);
    const report = created.body!;
    expect(report).toMatchObject({
      status: 'draft',
      can_edit: true,
      scores: { sat: { score: 1400, source: 'official' } },
    });
    expect(report.items.map((i) => [i.name, i.category, i.status])).toEqual([
      ['Alpha College', 'target', 'in_progress'],
    ]);
    // Drafts are the counselor's.
    expect((await get(parent, `/api/counseling-reports/${report.id}`)).status).toBe(404);
    expect((await get(student, `/api/counseling-reports/${report.id}`)).status).toBe(404);
    expect((await get<CounselingReportList>(parent, '/api/counseling-reports')).body!.data).toEqual([]);
    // Comments, then a refresh picks up a college added since and keeps the comments.
    await send(teacher, 'POST', `/api/students/${student.id}/college-list`, { college_id: c2.id });
    const edited = await send<CounselingReportView>(teacher, 'PATCH', `/api/counseling-reports/${report.id}`, {
      comments: 'Strong profile; apply early.',
      item_comments: [{ college_id: c1.id, comment: 'Visit in October.' }],
      refresh: true,
    });
    expect(edited.body!.comments).toBe('Strong profile; apply early.');
    expect(edited.body!.items.map((i) => [i.name, i.category, i.comment])).toEqual([
      ['Alpha College', 'target', 'Visit in October.'],
      ['Beta College', 'safety', ''],
    ]);
    // Only counselors edit or send.
    expect((await send(student, 'PATCH', `/api/counseling-reports/${report.id}`, { comments: 'x' })).status).toBe(403);
    expect((await send(parent, 'POST', `/api/counseling-reports/${report.id}/send`)).status).toBe(403);
    const sent = await send<CounselingReportView>(teacher, 'POST', `/api/counseling-reports/${report.id}/send`);
    expect(sent.body).toMatchObject({ status: 'sent', can_edit: false });
    expect(sent.body!.sent_at).not.toBeNull();
    // Sent: read-only.
    const late = await send(teacher, 'PATCH', `/api/counseling-reports/${report.id}`, { comments: 'late' });
    expect(late.status).toBe(409);
    expect(late.body!.code).toBe('counseling_report_sent');
    expect((await send(teacher, 'POST', `/api/counseling-reports/${report.id}/send`)).status).toBe(409);
    expect((await send(teacher, 'DELETE', `/api/counseling-reports/${report.id}`)).status).toBe(409);
    // The parent's e-mail, in their language.
    const mails = await mailbox(tenant, parent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('升學輔導報告');
    expect(mails[0]!.text).toContain('Alpha College');
    expect(mails[0]!.text).toContain('Strong profile; apply early.');
    expect(mails[0]!.text).toContain(`/counseling-reports/${report.id}`);
    // The family reads it; another parent does not.
    const byParent = await get<CounselingReportView>(parent, `/api/counseling-reports/${report.id}`);
    expect(byParent.body).toMatchObject({ title: 'Autumn plan', can_edit: false });
    expect((await get<CounselingReportList>(parent, '/api/counseling-reports')).body!.data.map((r) => r.id)).toEqual([
      report.id,
    ]);
    expect((await get<CounselingReportList>(student, '/api/counseling-reports')).body!.data.map((r) => r.id)).toEqual([
      report.id,
    ]);
    expect((await get(otherParent, `/api/counseling-reports/${report.id}`)).status).toBe(404);
    expect((await get<CounselingReportList>(otherParent, '/api/counseling-reports')).body!.data).toEqual([]);
    // The list as it stands later does not change the sent report.
    await send(teacher, 'PUT', `/api/students/${student.id}/college-scores`, { sat_total: 1200, act_composite: null });
    const still = await get<CounselingReportView>(parent, `/api/counseling-reports/${report.id}`);
    expect(still.body!.items[0]!.category).toBe('target');
    expect(still.body!.scores.sat!.score).toBe(1400);
  });

  it('the report is a PDF the family can download, with the student and the colleges in it', async () => {
    const { teacher, student, parent, college } = await setup();
    const c = await college({ name: 'Gamma College' });
    await send(teacher, 'POST', `/api/students/${student.id}/college-list`, { college_id: c.id });
    const report = (
      await send<CounselingReportView>(teacher, 'POST', '/api/counseling-reports', {
        student_id: student.id,
        title: 'Plan',
      })
    ).body!;
    expect(report.pdf).toBe(true);
    expect((await call(app, { url: `/api/counseling-reports/${report.id}/pdf`, headers: parent.headers })).status).toBe(
      404,
    );
    await send(teacher, 'POST', `/api/counseling-reports/${report.id}/send`);
    const res = await app.inject({ url: `/api/counseling-reports/${report.id}/pdf`, headers: parent.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('drafts can be deleted; reports of a student one cannot read are 404', async () => {
    const { teacher, student, otherStudent } = await setup();
    const report = (
      await send<CounselingReportView>(teacher, 'POST', '/api/counseling-reports', {
        student_id: student.id,
        title: 'Draft',
      })
    ).body!;
    expect((await get(otherStudent, `/api/counseling-reports?student_id=${student.id}`)).status).toBe(404);
    const mine = await get<CounselingReportList>(teacher, `/api/counseling-reports?student_id=${student.id}`);
    expect(mine.body!.data.map((r) => r.id)).toEqual([report.id]);
    expect((await send(teacher, 'DELETE', `/api/counseling-reports/${report.id}`)).status).toBe(200);
    expect((await get(teacher, `/api/counseling-reports/${report.id}`)).status).toBe(404);
    expect(
      (await send(teacher, 'POST', '/api/counseling-reports', { student_id: teacher.id, title: 'x' })).status,
    ).toBe(404);
  });
});
