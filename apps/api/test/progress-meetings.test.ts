import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FollowUpView,
  MeetingPage,
  MeetingPerson,
  MeetingView,
  ProgressPerson,
  ProgressPreview,
  ProgressReportPage,
  ProgressReportView,
} from '@prepwell/contracts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { todayIn } from '../src/lib/clock.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { attemptApi } from './attempts-fixtures.ts';
import { finishAttempt, linkParent, makeClass, makeSkillTest, setUserLang, type Body } from './class-tests-fixtures.ts';
import { asUser } from './classes-fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/**
 * Progress reports and meeting logs (issue 20, decision 0046): who writes and reads a report, the data it
 * pulls in (attempts, scores, skills, attendance in the period), the snapshot kept when it is sent, the
 * e-mail to the linked parents in their language with the PDF attached (read back with `pdftotext`), the
 * family's portal; meetings with attendees and follow-ups, "my follow-ups" with the overdue first.
 */
let app: TestApp;
let tenant: TenantContext;
let other: TenantContext;
const u = {} as Record<
  'teacher' | 'teacher2' | 'student' | 'student2' | 'parent' | 'parent2' | 'admin' | 'outsider',
  TestUser
>;
let classId: string;
let score: string;

const daysFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/**
 * The period ends today in the tenant's business time zone, where the server reads it: in UTC, "today"
 * leaves out what happened after midnight in a zone east of UTC (from 16:00 UTC in Asia/Taipei).
 */
let today: string;
let monthAgo: string;
/** A calendar date `n` days from `date` (YYYY-MM-DD). */
const dayFrom = (date: string, n: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const pdfText = (pdf: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'progress-pdf-'));
  try {
    writeFileSync(join(dir, 'r.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const report = (who: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  asUser<Body<ProgressReportView>>(app, who, method, `/api/progress-reports${url}`, body);
const list = (who: TestUser, query = '') =>
  asUser<Body<ProgressReportPage>>(app, who, 'GET', `/api/progress-reports${query}`);
const mailsTo = (to: string) =>
  withTenant(app.deps.db, tenant.id, (tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, to)));

beforeAll(async () => {
  app = await createTestApp();
  tenant = await createTestTenant(app);
  today = todayIn(tenant.settings.businessTimeZone);
  monthAgo = dayFrom(today, -30);
  other = await createTestTenant(app);
  u.teacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Tess' });
  u.teacher2 = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Theo' });
  u.student = await createTestUser(app, tenant, { firstName: 'Mira' });
  u.student2 = await createTestUser(app, tenant, { firstName: 'Otto' });
  u.parent = await createTestUser(app, tenant, { roles: ['parent'], firstName: 'Pia' });
  u.parent2 = await createTestUser(app, tenant, { roles: ['parent'] });
  u.admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  u.outsider = await createTestUser(app, other, { roles: ['organization_admin'] });
  await linkParent(app, tenant, u.parent, u.student);
  await linkParent(app, tenant, u.parent2, u.student2);
  await setUserLang(app, tenant, u.parent, 'cn');
  classId = (await makeClass(app, tenant, { teacher: u.teacher, students: [u.student], name: 'Maths Saturday' })).id;

  // One completed attempt (3 of 4 right) and one lesson with attendance, both in the last month.
  const testId = await makeSkillTest(app, tenant);
  const started = await attemptApi(app).start(u.student, testId);
  await finishAttempt(app, u.student, started.body.userExamId, ['A', 'A', 'A', 'B']);
  const startsAt = new Date(Date.now() - 3 * 86_400_000);
  const lesson = await asUser<{ id: string }>(app, u.teacher, 'POST', `/api/classes/${classId}/lessons`, {
    title: 'Circles and lines',
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
  });
  expect(lesson.status).toBe(200);
  const taken = await asUser(app, u.teacher, 'PUT', `/api/lessons/${lesson.body.id}/attendance`, {
    entries: [{ user_id: u.student.id, status: 'late' }],
  });
  expect(taken.status).toBe(200);
});
afterAll(async () => app?.close());

describe('progress reports', () => {
  let draft: ProgressReportView;

  it('a teacher picks among their class students and previews the data the period pulls in', async () => {
    const students = await asUser<ProgressPerson[]>(app, u.teacher, 'GET', '/api/progress-reports/students');
    expect(students.body.map((s) => s.id)).toEqual([u.student.id]);
    const all = await asUser<ProgressPerson[]>(app, u.admin, 'GET', '/api/progress-reports/students?q=Otto');
    expect(all.body.map((s) => s.id)).toEqual([u.student2.id]);

    const preview = await asUser<ProgressPreview>(
      app,
      u.teacher,
      'GET',
      `/api/progress-reports/preview?student_id=${u.student.id}&period_start=${monthAgo}&period_end=${today}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.student.name).toBe('Mira User');
    expect(preview.body.data.attempts).toHaveLength(1);
    const skills = Object.fromEntries(preview.body.data.skills.map((s) => [s.label, `${s.correct}/${s.total}`]));
    expect(skills).toEqual({ 'Linear equations': '2/2', Circles: '1/2' });
    expect(preview.body.data.attendance).toMatchObject({ late: 1, present: 0, total: 1 });
    expect(preview.body.data.attendance.lessons[0]!.title).toBe('Circles and lines');

    // A period before the attempt pulls in nothing.
    const before = await asUser<ProgressPreview>(
      app,
      u.teacher,
      'GET',
      `/api/progress-reports/preview?student_id=${u.student.id}&period_start=2020-01-01&period_end=2020-01-31`,
    );
    expect(before.body.data.attempts).toEqual([]);
    expect(before.body.data.attendance.total).toBe(0);
  });

  it('only the student’s teachers and admins write; others are told not found', async () => {
    const body = { student_id: u.student.id, period_start: monthAgo, period_end: today, comments: 'Keep going.' };
    expect((await report(u.teacher2, 'POST', '', body)).status).toBe(404);
    expect((await report(u.outsider, 'POST', '', body)).status).toBe(404);
    expect((await report(u.parent, 'POST', '', body)).status).toBe(403);
    expect((await report(u.teacher, 'POST', '', { ...body, student_id: u.teacher2.id })).status).toBe(404);
    const bad = await report(u.teacher, 'POST', '', { ...body, period_end: '2020-01-01' });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('progress_period_invalid');
    expect((await report(u.teacher, 'POST', '', { ...body, period_start: '2026-02-30' })).status).toBe(422);

    const created = await report(u.teacher, 'POST', '', body);
    expect(created.status).toBe(200);
    draft = created.body;
    expect(draft).toMatchObject({ status: 'draft', can_edit: true, comments: 'Keep going.', recipients: 0 });
    expect(draft.author?.name).toBe('Tess User');
    expect(draft.data.attempts).toHaveLength(1);
    expect((await report(u.admin, 'POST', '', { ...body, student_id: u.student2.id })).status).toBe(200);
  });

  it('a draft is hidden from the family and from other teachers', async () => {
    expect((await report(u.student, 'GET', `/${draft.id}`)).status).toBe(404);
    expect((await report(u.parent, 'GET', `/${draft.id}`)).status).toBe(404);
    expect((await report(u.teacher2, 'GET', `/${draft.id}`)).status).toBe(404);
    expect((await report(u.outsider, 'GET', `/${draft.id}`)).status).toBe(404);
    expect((await list(u.parent)).body.total).toBe(0);
    expect((await list(u.student)).body.total).toBe(0);
    expect((await list(u.teacher2)).body.total).toBe(0);
    expect((await list(u.teacher)).body.data.map((r) => r.id)).toEqual([draft.id]);
    expect((await list(u.admin)).body.total).toBe(2);
  });

  it('the writer edits the draft’s comments and period', async () => {
    const edited = await report(u.teacher, 'PATCH', `/${draft.id}`, { comments: 'Strong on algebra; circles next.' });
    expect(edited.status).toBe(200);
    expect(edited.body.comments).toBe('Strong on algebra; circles next.');
    const backwards = await report(u.teacher, 'PATCH', `/${draft.id}`, { period_start: dayFrom(today, 1) });
    expect(backwards.body.code).toBe('progress_period_invalid');
    expect((await report(u.teacher2, 'PATCH', `/${draft.id}`, { comments: 'x' })).status).toBe(404);
  });

  it('sending stores the data, mails the linked parent in their language with the PDF, and freezes the report', async () => {
    const sent = await report(u.teacher, 'POST', `/${draft.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', can_edit: false, recipients: 1 });
    expect(sent.body.sent_at).not.toBeNull();
    score = sent.body.data.attempts[0]!.score_label ?? '';

    const [mail, ...more] = await mailsTo(u.parent.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain('学习进度报告');
    expect(mail!.subject).toContain('Mira User');
    expect(mail!.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment.contentType).toBe('application/pdf');
    const pdf = Buffer.from('contentBase64' in attachment ? attachment.contentBase64 : '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Mira User');
    expect(text).toContain('学习进度报告');
    expect(text).toContain('3/4');
    if (score) expect(text).toContain(score);
    expect(text).toContain('Strong on algebra; circles next.');
    expect(await mailsTo(u.parent2.email)).toHaveLength(0);

    const again = await report(u.teacher, 'POST', `/${draft.id}/send`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('progress_report_sent');
    expect((await report(u.teacher, 'PATCH', `/${draft.id}`, { comments: 'later' })).body.code).toBe(
      'progress_report_sent',
    );
    expect((await report(u.teacher, 'DELETE', `/${draft.id}`)).status).toBe(409);
  });

  it('a sent report keeps its snapshot when the student’s records change', async () => {
    const testId = await makeSkillTest(app, tenant);
    const started = await attemptApi(app).start(u.student, testId);
    await finishAttempt(app, u.student, started.body.userExamId, ['B', 'B', 'B', 'B']);
    const read = await report(u.teacher, 'GET', `/${draft.id}`);
    expect(read.body.data.attempts).toHaveLength(1);
    const preview = await asUser<ProgressPreview>(
      app,
      u.teacher,
      'GET',
      `/api/progress-reports/preview?student_id=${u.student.id}&period_start=${monthAgo}&period_end=${today}`,
    );
    expect(preview.body.data.attempts).toHaveLength(2);
  });

  it('the student and the linked parent read it in their portal and download the PDF; others cannot', async () => {
    for (const who of [u.student, u.parent]) {
      const page = await list(who);
      expect(page.body.data.map((r) => r.id)).toEqual([draft.id]);
      const one = await report(who, 'GET', `/${draft.id}`);
      expect(one.status).toBe(200);
      expect(one.body.can_edit).toBe(false);
    }
    // A parent's list never shows drafts, whatever the filter says.
    expect((await list(u.parent, '?status=draft')).body.data.map((r) => r.status)).toEqual(['sent']);
    const pdf = await call(app, { url: `/api/progress-reports/${draft.id}/pdf?lang=tw`, headers: u.parent.headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = pdfText(pdf.raw.rawPayload);
    expect(text).toContain('學習進度報告');
    expect(text).toContain('Mira User');
    for (const who of [u.parent2, u.student2, u.teacher2, u.outsider]) {
      expect((await report(who, 'GET', `/${draft.id}`)).status).toBe(404);
      const denied = await call(app, { url: `/api/progress-reports/${draft.id}/pdf`, headers: who.headers });
      expect(denied.status).toBe(404);
    }
  });
});

describe('meeting logs', () => {
  let meeting: MeetingView;
  const meetings = (who: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    asUser<Body<MeetingView>>(app, who, method, `/api/meetings${url}`, body);
  const mine = (who: TestUser, query = '') =>
    asUser<Body<FollowUpView[]>>(app, who, 'GET', `/api/follow-ups/mine${query}`);

  it('staff pick people of the tenant, each with their kind', async () => {
    const people = await asUser<MeetingPerson[]>(app, u.teacher, 'GET', '/api/meetings/people?q=Pia');
    expect(people.body).toEqual([{ id: u.parent.id, name: 'Pia User', kind: 'parent' }]);
    expect((await asUser(app, u.parent, 'GET', '/api/meetings/people')).status).toBe(403);
    expect((await asUser(app, u.student, 'GET', '/api/meetings')).status).toBe(403);
  });

  it('a teacher logs a meeting with attendees and follow-ups; owners must be staff', async () => {
    const body = {
      held_at: new Date().toISOString(),
      title: 'Parent meeting: Mira',
      notes: 'Talked about the SAT plan.',
      attendee_ids: [u.parent.id, u.student.id],
      follow_ups: [
        { description: 'Send practice plan', due_on: daysFromToday(7), owner_id: u.teacher.id },
        { description: 'Call back the parent', due_on: daysFromToday(-2), owner_id: u.teacher.id },
        { description: 'Book a private lesson', due_on: daysFromToday(3), owner_id: u.teacher2.id },
      ],
    };
    const badOwner = await meetings(u.teacher, 'POST', '', {
      ...body,
      follow_ups: [{ ...body.follow_ups[0], owner_id: u.parent.id }],
    });
    expect(badOwner.status).toBe(422);
    expect(badOwner.body.code).toBe('meeting_person_invalid');
    const foreign = await meetings(u.teacher, 'POST', '', { ...body, attendee_ids: [u.outsider.id] });
    expect(foreign.body.code).toBe('meeting_person_invalid');
    const unreal = await meetings(u.teacher, 'POST', '', {
      ...body,
      follow_ups: [{ ...body.follow_ups[0], due_on: '2026-02-30' }],
    });
    expect(unreal.status).toBe(422);
    expect(unreal.body.code).toBe('validation_failed');

    const created = await meetings(u.teacher, 'POST', '', body);
    expect(created.status).toBe(200);
    meeting = created.body;
    expect(meeting.attendees.map((a) => a.kind).sort()).toEqual(['parent', 'student']);
    expect(meeting.follow_ups).toHaveLength(3);
    expect(meeting.open_follow_ups).toBe(3);
    expect(meeting.can_edit).toBe(true);
  });

  it('“my follow-ups” lists the owner’s open ones, overdue first; ticking one done takes it off', async () => {
    const list1 = await mine(u.teacher);
    expect(list1.body.map((f) => [f.description, f.overdue])).toEqual([
      ['Call back the parent', true],
      ['Send practice plan', false],
    ]);
    const theirs = await mine(u.teacher2);
    expect(theirs.body.map((f) => f.description)).toEqual(['Book a private lesson']);

    const overdue = list1.body[0]!;
    // Not the owner, not the meeting's writer: not found. The owner ticks it.
    expect((await asUser(app, u.teacher2, 'PATCH', `/api/follow-ups/${overdue.id}`, { done: true })).status).toBe(404);
    const done = await asUser<FollowUpView>(app, u.teacher, 'PATCH', `/api/follow-ups/${overdue.id}`, { done: true });
    expect(done.body).toMatchObject({ done: true, overdue: false });
    expect((await mine(u.teacher)).body.map((f) => f.description)).toEqual(['Send practice plan']);
    expect((await mine(u.teacher, '?include_done=true')).body.map((f) => f.description)).toEqual([
      'Send practice plan',
      'Call back the parent',
    ]);
  });

  it('a follow-up owner reads the meeting but only its writer or an admin edits it; outsiders see nothing', async () => {
    expect((await meetings(u.teacher2, 'GET', `/${meeting.id}`)).body.can_edit).toBe(false);
    expect((await meetings(u.teacher2, 'PATCH', `/${meeting.id}`, { title: 'x' })).status).toBe(403);
    const lonely = await createTestUser(app, tenant, { roles: ['teacher'] });
    expect((await meetings(lonely, 'GET', `/${meeting.id}`)).status).toBe(404);
    expect((await asUser<MeetingPage>(app, lonely, 'GET', '/api/meetings')).body.total).toBe(0);
    expect((await meetings(u.outsider, 'GET', `/${meeting.id}`)).status).toBe(404);
    expect((await asUser<MeetingPage>(app, u.admin, 'GET', '/api/meetings')).body.total).toBe(1);

    const kept = meeting.follow_ups.find((f) => f.description === 'Send practice plan')!;
    const edited = await meetings(u.admin, 'PATCH', `/${meeting.id}`, {
      title: 'Parent meeting: Mira (Nov)',
      follow_ups: [{ id: kept.id, description: kept.description, due_on: kept.due_on, owner_id: kept.owner.id }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Parent meeting: Mira (Nov)');
    expect(edited.body.follow_ups.map((f) => f.id)).toEqual([kept.id]);
    expect((await mine(u.teacher2)).body).toEqual([]);

    expect((await meetings(u.teacher, 'DELETE', `/${meeting.id}`)).status).toBe(200);
    expect((await meetings(u.teacher, 'GET', `/${meeting.id}`)).status).toBe(404);
    expect((await mine(u.teacher)).body).toEqual([]);
  });
});
