import type {
  CalendarView,
  ClassLessonsView,
  CourseDetail,
  CourseSessionView,
  LessonDetail,
  PlacementProposal,
  MyCourses,
  SessionClassList,
  SessionStudents,
} from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { DRILL, demoLogin, openAs, register } from './classes-steps.ts';
import { finishThroughApi } from './commerce-steps.ts';
import { findTest, localeText, startAttempt, waitUntil } from './exams-helpers.ts';

/**
 * Issue 19, the front desk's remaining screens (in English, set explicitly): the demo admin creates a course
 * with a new teacher and a cover image, adds a session, adds a one-off lesson to the session's class, moves
 * it, finds it on the calendar and on the teacher's calendar (picked by the admin), and confirms the
 * placement a student's finished placement test proposes. A student pays for the demo's need-pay-first session
 * through the sandbox provider and is seated. axe on each new screen.
 */
const browser = useBrowser();
const c = (key: string, values?: Record<string, string | number>) => localeText('en', 'courses', key, values);
const l = (key: string, values?: Record<string, string | number>) => localeText('en', 'lessons', key, values);

/** A 1×1 PNG (a real image: the server checks the content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A local "YYYY-MM-DDTHH:MM" `days` from today at `hour` (what a datetime-local field holds). */
const localAt = (days: number, hour: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
};
const dayOf = (local: string) => local.slice(0, 10);

/** Opens a combobox by its label, types, and picks the option whose name contains `text`. */
const pick = async (page: Page, label: string, type: string, text: string) => {
  const box = page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label }));
  await box.first().click();
  await box.first().fill(type);
  await page.getByRole('option', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
};

describe('courses, lessons and placement at the front desk (issue 19)', () => {
  it('an admin makes a course with a teacher and cover, schedules and moves a lesson, reads calendars, confirms a placement', async () => {
    const admin = await demoLogin('admin@demo.prepwell.test');
    const teacher = await register('teacher', 'Tara');
    const student = await register('student', 'Pia');
    // The student's placement result: the demo drill, finished.
    const drillId = await findTest(student, 'sat', DRILL.title);
    await finishThroughApi(student, (await startAttempt(student, drillId)).userExamId);

    const page = await browser.newPage();
    await page.context().addInitScript(() => window.localStorage.setItem('lang', 'en'));

    // 1. A new course with the teacher and a cover image.
    const title = `Front desk course ${Date.now().toString(36)}`;
    await openAs(page, admin, '/educator/courses/new');
    await page.getByRole('textbox', { name: c('fields.title') }).fill(title);
    await pick(page, c('fields.teachers'), teacher.email, teacher.email);
    await page.keyboard.press('Escape');
    await page.locator('input[type="file"][accept^="image"]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect.poll(() => page.getByTestId('course-cover-preview').isVisible(), { timeout: 20_000 }).toBe(true);
    await expectAccessible(page, 'the course editor with teachers and a cover');
    await page.getByRole('button', { name: c('form.save') }).click();
    await page.waitForURL(/\/educator\/courses\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const courseId = new URL(page.url()).pathname.split('/').pop()!;
    const course = await admin.api<CourseDetail>('GET', `/api/courses/${courseId}`);
    expect(course.teachers.map((p) => p.id)).toContain(teacher.id);
    expect(course.cover_upload_id).not.toBeNull();
    expect(course.cover_url).not.toBeNull();

    // 2. A session (its class is co-taught by the course's teachers); its test template is the drill.
    await page.getByRole('textbox', { name: c('sessions.title') }).fill('Evening group');
    await page.getByRole('button', { name: c('sessions.create') }).click();
    let sessions: SessionClassList = { data: [] };
    await waitUntil(async () => {
      sessions = await admin.api<SessionClassList>('GET', `/api/session-class/list?course_id=${courseId}`);
      return sessions.data.length === 1;
    }, 'the session to be created');
    const session = sessions.data[0]!;
    await admin.api('PATCH', `/api/course-sessions/${session.id}`, { test_ids: [drillId] });

    // 3. A one-off lesson of the session's class, taught by the course's teacher.
    await page.goto(`/classes/${session.class_id}/lessons`);
    await page.getByRole('button', { name: l('panel.addOneOff') }).click();
    const oneOff = page.getByRole('form', { name: l('panel.addOneOff') });
    await oneOff.getByRole('textbox', { name: l('form.title') }).fill('Trial lesson');
    const start = localAt(2, 10);
    await oneOff.getByLabel(l('form.startsAt')).fill(start);
    await oneOff.getByLabel(l('form.endsAt')).fill(localAt(2, 11));
    await oneOff.getByRole('combobox', { name: l('form.teacher') }).selectOption({ label: teacher.name });
    await oneOff.getByRole('textbox', { name: l('form.room') }).fill('Room 3');
    await expectAccessible(page, 'the class’s lessons with the one-lesson form');
    await oneOff.getByRole('button', { name: l('form.submitOne') }).click();
    let lessonId = '';
    await waitUntil(async () => {
      const view = await admin.api<ClassLessonsView>('GET', `/api/classes/${session.class_id}/lessons`);
      lessonId = view.lessons.find((x) => x.title === 'Trial lesson')?.id ?? '';
      return lessonId !== '';
    }, 'the one-off lesson to be written');
    const added = await admin.api<LessonDetail>('GET', `/api/lessons/${lessonId}`);
    expect(added).toMatchObject({ teacher: { id: teacher.id }, room: 'Room 3', series_id: null });

    // 4. Move it a day later, an hour later, to another room.
    await page.goto(`/lessons/${lessonId}`);
    await page.getByRole('button', { name: l('lesson.move') }).click();
    const move = page.getByRole('form', { name: l('lesson.move') });
    const moved = localAt(3, 14);
    await move.getByLabel(l('form.startsAt')).fill(moved);
    await expect.poll(() => move.getByLabel(l('form.endsAt')).inputValue()).toBe(localAt(3, 15));
    await move.getByRole('textbox', { name: l('form.room') }).fill('Room 9');
    await expectAccessible(page, 'the lesson with the move form');
    await move.getByRole('button', { name: l('lesson.moveSave') }).click();
    await waitUntil(
      async () => (await admin.api<LessonDetail>('GET', `/api/lessons/${lessonId}`)).room === 'Room 9',
      'the lesson to be moved',
    );
    const after = await admin.api<LessonDetail>('GET', `/api/lessons/${lessonId}`);
    const startsAt = await page.evaluate((local) => new Date(local).toISOString(), moved);
    expect(after.starts_at).toBe(startsAt);
    expect(new Date(after.ends_at).getTime() - new Date(after.starts_at).getTime()).toBe(3_600_000);

    // 5. The calendar on the lesson's day: the admin sees it; then the teacher's calendar, picked by the admin.
    const link = page.locator(`a[href="/lessons/${lessonId}"]`);
    await page.goto(`/calendar?date=${dayOf(moved)}`);
    await expect.poll(() => link.isVisible(), { timeout: 20_000 }).toBe(true);
    await pick(page, l('calendar.whose'), teacher.email, teacher.email);
    await page.waitForURL(new RegExp(`[?&]user=${teacher.id}`));
    await expect.poll(() => link.isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: l('calendar.showEveryone') }).isVisible()).toBe(true);
    await expectAccessible(page, 'the calendar of a picked teacher');
    const span = {
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    };
    const ofTeacher = await teacher.api<CalendarView>(
      'GET',
      `/api/calendar?from=${encodeURIComponent(span.from)}&to=${encodeURIComponent(span.to)}`,
    );
    expect(ofTeacher.lessons.map((x) => x.id)).toContain(lessonId);

    // 6. Placement: the student's finished drill proposes the session; the admin confirms it.
    await page.goto('/educator/courses');
    await pick(page, c('placement.student'), student.email, student.email);
    await expect
      .poll(() => page.getByText(c('placement.resultsOf', { name: student.name })).isVisible(), { timeout: 20_000 })
      .toBe(true);
    const proposal = await admin.api<PlacementProposal>('GET', `/api/course-placement?user_id=${student.id}`);
    expect(proposal.proposed_session_ids).toContain(session.id);
    const choice = page.getByRole('radio', { name: `${title} · Evening group` });
    await choice.check();
    await expect.poll(() => choice.isChecked(), { timeout: 20_000 }).toBe(true);
    await expectAccessible(page, 'the placement panel with a proposal');
    await page.getByRole('button', { name: c('placement.confirm') }).click();
    await waitUntil(async () => {
      const seated = await admin.api<SessionStudents>('GET', `/api/course-sessions/${session.id}/students`);
      return seated.data.some((s) => s.user.id === student.id && s.status === 'seated');
    }, 'the student to be placed');
    await expect
      .poll(() => page.getByText(c('placement.placedIn', { session: `${title} · Evening group` })).isVisible())
      .toBe(true);
    await page.close();
  });

  it('a student pays for the demo’s need-pay-first session through the sandbox and is seated', async () => {
    const student = await register('student', 'Sol');
    const name = 'TOEFL Speaking Studio · Online weekends';
    const listed = await student.api<SessionClassList>('GET', '/api/session-class/list');
    const session = listed.data.find((s) => `${s.course.title} · ${s.title}` === name)!;
    expect(session).toMatchObject({ need_pay_first: true, my_seat: null });

    const page = await browser.newPage();
    await page.context().addInitScript(() => window.localStorage.setItem('lang', 'en'));
    await openAs(page, student, '/my-courses');
    const fee = await page.evaluate(
      ({ fee, currency }) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(fee),
      { fee: session.fee, currency: session.currency },
    );
    const card = page.getByRole('article', { name });
    const pay = card.getByRole('button', { name: c('mySessions.payFor', { fee, name }) });
    await expect.poll(() => pay.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await card.getByText(c('mySessions.payFirst', { fee })).isVisible()).toBe(true);
    await expectAccessible(page, 'my courses with a session to pay for');

    // Pay: the sandbox asks for the outcome in place; completing it seats the student.
    await pay.click();
    const dialog = page.getByRole('dialog', { name: c('mySessions.sandboxTitle') });
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true);
    await expectAccessible(page, 'the sandbox payment of a session');
    await dialog.getByRole('button', { name: c('mySessions.sandboxPay') }).click();
    // The page asks the server again: the seat and the course's link show.
    await expect
      .poll(() => card.getByText(c('seat.seated'), { exact: true }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    const open = card.getByRole('link', { name: c('mySessions.openCourse', { title: session.course.title }) });
    await expect.poll(() => open.isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const seen = await student.api<CourseSessionView>('GET', `/api/course-sessions/${session.id}`);
    expect(seen.my_seat).toBe('seated');
    const mine = await student.api<MyCourses>('GET', '/api/my-courses');
    expect(mine.data.map((m) => m.course.id)).toContain(session.course.id);
    // The course is now among the student's courses on the same page.
    await expect
      .poll(() => page.getByRole('heading', { name: session.course.title, exact: true }).isVisible())
      .toBe(true);
    await page.close();
  });
});
