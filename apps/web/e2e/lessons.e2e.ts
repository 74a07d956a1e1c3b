import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CalendarView, LessonDetail, ClassLessonsView } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './browser.ts';
import { openAs, register } from './classes-steps.ts';
import { localeText, waitUntil } from './exams-helpers.ts';

/**
 * Issue 19, lessons (in English, set explicitly): a new teacher makes a class with a student, adds a daily
 * series from last week on through the class's Lessons tab, sees it in the week view, opens a lesson that
 * has begun, takes attendance and adds a worksheet link to it; a second series at the same time is refused with the day that clashes;
 * the calendar's feed address answers an iCalendar with the lessons. axe on each new screen.
 */
const browser = useBrowser();
const l = (key: string, values?: Record<string, string | number>) => localeText('en', 'lessons', key, values);
const serverErrors = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../packages/contracts/src/locales/en.json'), 'utf8'),
) as { errors: Record<string, string> };

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000);
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('lessons, attendance and the calendar (issue 19)', () => {
  it('a teacher schedules a series, takes attendance, is refused a clash, and the feed lists the lessons', async () => {
    const teacher = await register('teacher', 'Lena');
    const student = await register('student', 'Sami');
    const klass = await teacher.api<{ id: string }>('POST', '/api/classes', {
      name: `Algebra ${Date.now().toString(36)}`,
      method: 'online',
      capacity: 10,
    });
    await teacher.api('POST', `/api/classes/${klass.id}/students`, { user_ids: [student.id] });

    const page = await browser.newPage();
    await page.context().addInitScript(() => window.localStorage.setItem('lang', 'en'));

    // The class's Lessons tab: add a series every day at 16:00 from a week ago to two weeks ahead.
    await openAs(page, teacher, `/classes/${klass.id}/lessons`);
    await page.getByRole('button', { name: l('panel.addSeries') }).click();
    const form = page.getByRole('form', { name: l('panel.addSeries') });
    await form.getByRole('textbox', { name: l('form.title') }).fill('Algebra lesson');
    for (const day of WEEKDAYS) await form.getByRole('checkbox', { name: day }).check();
    await form.getByLabel(l('form.startTime')).fill('16:00');
    await form.getByLabel(l('form.startsOn')).fill(isoDay(daysFromNow(-7)));
    await form.getByLabel(l('form.endsOn')).fill(isoDay(daysFromNow(14)));
    await form.getByRole('textbox', { name: l('form.room') }).fill('Room 7');
    await expectAccessible(page, 'the class’s lessons tab with the series form');
    await form.getByRole('button', { name: l('form.submit') }).click();
    await waitUntil(
      async () => (await teacher.api<ClassLessonsView>('GET', `/api/classes/${klass.id}/lessons`)).series.length === 1,
      'the series to be written',
    );
    const written = await teacher.api<ClassLessonsView>('GET', `/api/classes/${klass.id}/lessons`);
    expect(written.series[0]!.lesson_count).toBe(22);
    await expect.poll(() => page.getByRole('heading', { name: l('panel.series') }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/Algebra lesson/)
          .first()
          .isVisible(),
      )
      .toBe(true);

    // The week view shows this week's lessons; the one that began last is opened from it.
    const now = Date.now();
    const begun = written.lessons.filter((x) => new Date(x.starts_at).getTime() <= now).at(-1)!;
    await page.goto('/calendar');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: l('calendar.title') }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('a[href^="/lessons/"]').count()).toBeGreaterThanOrEqual(1);
    await expectAccessible(page, 'the calendar’s week view');
    const link = page.locator(`a[href="/lessons/${begun.id}"]`);
    if (!(await link.isVisible())) await page.getByRole('button', { name: l('calendar.previous') }).click();
    await link.click();

    // The lesson: attendance for the student, saved and kept.
    const group = page.getByRole('radiogroup', { name: l('attendance.statusOf', { name: student.name }) });
    await group.getByLabel(l('attendance.statuses.present')).check();
    await page.getByRole('textbox', { name: l('attendance.noteOf', { name: student.name }) }).fill('On time');
    await expectAccessible(page, 'the lesson with its attendance form');
    await page.getByRole('button', { name: l('attendance.save') }).click();
    await waitUntil(
      async () => (await teacher.api<LessonDetail>('GET', `/api/lessons/${begun.id}`)).attendance_taken_at !== null,
      'the attendance to be saved',
    );
    const taken = await teacher.api<LessonDetail>('GET', `/api/lessons/${begun.id}`);
    expect(taken.roster).toEqual([
      expect.objectContaining({ user_id: student.id, status: 'present', note: 'On time' }),
    ]);

    // Materials: a link that is not one is refused on its row; a good one is saved and shown as a link.
    await page.getByRole('button', { name: l('lesson.editMaterials') }).click();
    const materials = page.getByRole('form', { name: l('lesson.editMaterials') });
    await materials.getByRole('button', { name: l('form.materialAdd') }).click();
    await materials.getByRole('textbox', { name: l('form.materialTitle', { n: 1 }) }).fill('Worksheet');
    const url = materials.getByRole('textbox', { name: l('form.materialUrl', { n: 1 }) });
    await url.fill('worksheet.pdf');
    await materials.getByRole('button', { name: l('lesson.materialsSave') }).click();
    await expect.poll(() => materials.getByText(l('form.invalidLink')).isVisible()).toBe(true);
    await expectAccessible(page, 'the lesson’s materials form with a refused link');
    await url.fill('https://example.org/algebra-worksheet.pdf');
    await materials.getByRole('button', { name: l('lesson.materialsSave') }).click();
    await waitUntil(
      async () => (await teacher.api<LessonDetail>('GET', `/api/lessons/${begun.id}`)).materials.length === 1,
      'the materials to be saved',
    );
    expect((await teacher.api<LessonDetail>('GET', `/api/lessons/${begun.id}`)).materials).toEqual([
      expect.objectContaining({ title: 'Worksheet', url: 'https://example.org/algebra-worksheet.pdf' }),
    ]);
    await expect
      .poll(() => page.getByRole('link', { name: /Worksheet/ }).getAttribute('href'))
      .toBe('https://example.org/algebra-worksheet.pdf');

    // A second series at the same time is refused as a whole, naming the day of the clash.
    await page.goto(`/classes/${klass.id}/lessons`);
    await page.getByRole('button', { name: l('panel.addSeries') }).click();
    const second = page.getByRole('form', { name: l('panel.addSeries') });
    for (const day of WEEKDAYS) await second.getByRole('checkbox', { name: day }).check();
    await second.getByLabel(l('form.startTime')).fill('16:30');
    await second.getByLabel(l('form.startsOn')).fill(isoDay(daysFromNow(1)));
    await second.getByLabel(l('form.endsOn')).fill(isoDay(daysFromNow(10)));
    await second.getByRole('button', { name: l('form.submit') }).click();
    await expect.poll(() => page.getByText(serverErrors.errors.teacher_busy!).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/The clash is on /).isVisible()).toBe(true);
    const after = await teacher.api<ClassLessonsView>('GET', `/api/classes/${klass.id}/lessons`);
    expect(after.series).toHaveLength(1);
    expect(after.lessons).toHaveLength(written.lessons.length);

    // The student's calendar has the class's lessons; the month view passes axe.
    const ofStudent = await student.api<CalendarView>(
      'GET',
      `/api/calendar?from=${encodeURIComponent(daysFromNow(-3).toISOString())}&to=${encodeURIComponent(daysFromNow(3).toISOString())}`,
    );
    expect(ofStudent.lessons.length).toBeGreaterThanOrEqual(5);
    await page.goto('/calendar?view=month');
    await expect.poll(() => page.locator('a[href^="/lessons/"]').count()).toBeGreaterThanOrEqual(5);
    await expectAccessible(page, 'the calendar’s month view');

    // Subscribe: the feed's address answers an iCalendar with the lessons, the attended one included.
    await page.getByRole('button', { name: l('subscribe.create') }).click();
    const urlBox = page.getByRole('textbox', { name: l('subscribe.urlLabel') });
    await expect.poll(() => urlBox.inputValue()).toMatch(/\/api\/calendar\/feed\/.+\.ics$/);
    await expectAccessible(page, 'the calendar with its feed address');
    const feedUrl = new URL(await urlBox.inputValue());
    const feed = await fetch(`${baseUrl()}${feedUrl.pathname}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:lesson-${begun.id}@`);
    expect(ics.match(/BEGIN:VEVENT/g)?.length).toBe(22);
    await page.close();
  });
});
