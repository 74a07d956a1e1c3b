import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PrivateLessonRequestPage } from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './browser.ts';
import { openAs, register, type Person } from './classes-steps.ts';
import { escapeRegExp, localeText } from './exams-helpers.ts';

/**
 * Issue 19, acceptance 2 (the private-lesson part), in 简体中文: a teacher sets available hours (their
 * profile); a parent asks for a private lesson for their linked child at a time inside those hours; the
 * teacher accepts it from the queue; the family sees it booked; a second request for that time, sent while it
 * was free, is refused when accepted with the clear "teacher busy" message, writing nothing; a third, sent
 * once the teacher teaches then, is refused by the form at once. People of their own
 * (the demo's are shared by every journey); axe on each new screen.
 */
const browser = useBrowser();
const p = (key: string, values?: Record<string, string | number>) => localeText('cn', 'privateLessons', key, values);
const profileText = (key: string) => localeText('cn', 'profile', key);
const serverText = (key: string): string => {
  const tree = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../../packages/contracts/src/locales/cn.json'), 'utf8'),
  ) as Record<string, Record<string, string>>;
  return tree.errors![key]!;
};
/** A field by the start of its label (a required one carries a hidden " *"). */
const labelled = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** 10:00 UTC (18:00 in Shanghai, inside the teacher's hours) on the first Tuesday at least five days ahead. */
const lessonStart = () => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 5);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCHours(10, 0, 0, 0);
  return day.toISOString();
};
/** The value a `datetime-local` input of the page takes for an instant (the browser's own time zone). */
const localInputOf = (page: Page, iso: string) =>
  page.evaluate((at) => {
    const d = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, iso);

const requestsOf = (person: Person) =>
  person.api<PrivateLessonRequestPage>('GET', '/api/private-lessons/requests').then((r) => r.data);

describe('private lessons (issue 19)', () => {
  it('a parent requests a lesson inside the teacher’s hours, the teacher accepts, a second request at that time is refused', async () => {
    // People of this journey: a teacher, a student and their linked parent, all reading 简体中文.
    const teacher = await register('teacher', '谭');
    const student = await register('student', '明');
    const parent = await register('parent', '李', { studentEmails: [student.email] });
    for (const link of await student.api<{ id: string; status: string }[]>('GET', '/api/parent-links'))
      if (link.status === 'pending') await student.api('POST', `/api/parent-links/${link.id}/accept`);
    for (const person of [teacher, student, parent]) await person.api('PATCH', '/api/lang', { lang: 'cn' });

    // The teacher's available hours, in the profile: every day 08:00–20:00 in Asia/Shanghai (saved through the editor).
    const teacherPage = await browser.newPage();
    await openAs(teacherPage, teacher, '/educator/profile');
    await teacherPage.getByRole('tab', { name: profileText('tabs.teacher') }).click();
    const editor = teacherPage.getByRole('region', { name: p('hours.title') });
    await expect.poll(() => editor.getByText(p('hours.none')).isVisible(), { timeout: 20_000 }).toBe(true);
    await editor.getByRole('combobox', { name: p('hours.timeZone') }).fill('Asia/Shanghai');
    await teacherPage.getByRole('option', { name: 'Asia/Shanghai', exact: true }).click();
    for (let day = 0; day < 7; day++) {
      await editor.getByRole('button', { name: p('hours.add') }).click();
      await editor.getByRole('combobox', { name: p('hours.weekday', { n: day + 1 }) }).click();
      await teacherPage.getByRole('option', { name: p(`weekday.${day}`), exact: true }).click();
      await editor.getByLabel(p('hours.from'), { exact: true }).nth(day).fill('08:00');
      await editor.getByLabel(p('hours.to'), { exact: true }).nth(day).fill('20:00');
    }
    await expectAccessible(teacherPage, 'the teacher’s available hours (简体中文)');
    await editor.getByRole('button', { name: p('hours.save') }).click();
    await expect
      .poll(async () => (await teacher.api<{ slots: unknown[] }>('GET', '/api/profile/availability')).slots.length, {
        timeout: 20_000,
      })
      .toBe(7);

    // The parent asks for a lesson for the child at a time inside those hours.
    const start = lessonStart();
    const familyPage = await browser.newPage();
    await openAs(familyPage, parent, '/private-lessons');
    await expect
      .poll(() => familyPage.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe(p('family.title'));
    await familyPage.getByRole('combobox', { name: labelled(p('form.child')) }).click();
    await familyPage.getByRole('option', { name: student.name }).click();
    await familyPage.getByRole('textbox', { name: labelled(p('form.subject')) }).fill('SAT 数学');
    await familyPage.getByRole('combobox', { name: labelled(p('form.teacher')) }).click();
    await familyPage.getByRole('option', { name: teacher.name }).click();
    // The chosen teacher's hours are shown.
    await expect.poll(() => familyPage.getByText(p('form.hoursOf', { name: teacher.name })).isVisible()).toBe(true);
    await familyPage.getByLabel(labelled(p('form.startsAt', { n: 1 }))).fill(await localInputOf(familyPage, start));
    await familyPage.getByRole('textbox', { name: p('form.message') }).fill('考试前想多练习代数。');
    await expectAccessible(familyPage, 'the private-lesson request form (简体中文)');
    await familyPage.getByRole('button', { name: p('form.submit') }).click();
    await expect
      .poll(async () => (await requestsOf(parent)).map((r) => r.status), { timeout: 20_000 })
      .toEqual(['pending']);
    const [first] = await requestsOf(parent);
    expect(first!.proposed_times[0]!.starts_at).toBe(start);

    // A second request for that time, sent while the teacher is still free there: it waits in the queue.
    const second = await parent.api<{ id: string }>('POST', '/api/private-lessons/requests', {
      student_id: student.id,
      subject: 'SAT 数学（第二次）',
      teacher_id: teacher.id,
      times: [{ starts_at: start, duration_minutes: 60 }],
      message: '',
    });

    // The teacher accepts it from the queue.
    await openAs(teacherPage, teacher, '/educator/private-lessons');
    await expect
      .poll(() => teacherPage.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe(p('educator.title'));
    const card = teacherPage.locator(`[data-request-id="${first!.id}"]`);
    await expect.poll(() => card.isVisible(), { timeout: 20_000 }).toBe(true);
    await expectAccessible(teacherPage, 'the teacher’s private-lesson queue (简体中文)');
    await card.getByRole('button', { name: p('card.acceptTime') }).click();
    await expect
      .poll(async () => (await requestsOf(teacher)).find((r) => r.id === first!.id)?.status, { timeout: 20_000 })
      .toBe('accepted');

    // The family sees it booked.
    await familyPage.reload();
    const booked = familyPage.locator(`[data-request-id="${first!.id}"]`);
    await expect
      .poll(() => booked.getByText(p('status.accepted'), { exact: true }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => booked.getByText(p('card.booked')).isVisible()).toBe(true);
    await expectAccessible(familyPage, 'the family’s booked private lesson (简体中文)');

    // The family's calendar shows the booked lesson on its day, and so does their iCalendar feed.
    const lessonId = (await requestsOf(parent)).find((r) => r.id === first!.id)?.lesson?.id;
    expect(lessonId, 'the booked lesson').toBeTruthy();
    const day = await familyPage.evaluate((at) => {
      const d = new Date(at);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    }, start);
    await familyPage.goto(`/calendar?date=${day}`);
    await expect
      .poll(() => familyPage.locator(`a[href="/lessons/${lessonId}"]`).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expectAccessible(familyPage, 'the family’s calendar with the private lesson (简体中文)');
    const feed = await parent.api<{ url: string }>('POST', '/api/calendar/feed');
    const ics = await (await fetch(`${baseUrl()}${new URL(feed.url).pathname}`)).text();
    expect(ics).toContain(`UID:lesson-${lessonId}@`);
    // Its start as an iCalendar UTC time (20261201T080000Z).
    expect(ics).toContain(
      `DTSTART:${new Date(start)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );

    // The second request, sent while the time was free: accepting it now is refused with the clear message,
    // and nothing is written.
    await teacherPage.reload();
    const again = teacherPage.locator(`[data-request-id="${second.id}"]`);
    await expect.poll(() => again.isVisible(), { timeout: 20_000 }).toBe(true);
    await again.getByRole('button', { name: p('card.acceptTime') }).click();
    await expect
      .poll(() => again.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe(serverText('teacher_busy'));
    const after = (await requestsOf(teacher)).find((r) => r.id === second.id);
    expect(after).toMatchObject({ status: 'pending', lesson: null });
    await expectAccessible(teacherPage, 'the queue with the refusal (简体中文)');

    // Once the teacher teaches then, the family's form refuses that time when sent, on the time's own field.
    await familyPage.goto('/private-lessons');
    await familyPage.getByRole('combobox', { name: labelled(p('form.child')) }).click();
    await familyPage.getByRole('option', { name: student.name }).click();
    await familyPage.getByRole('textbox', { name: labelled(p('form.subject')) }).fill('SAT 数学（第三次）');
    await familyPage.getByRole('combobox', { name: labelled(p('form.teacher')) }).click();
    await familyPage.getByRole('option', { name: teacher.name }).click();
    await familyPage.getByLabel(labelled(p('form.startsAt', { n: 1 }))).fill(await localInputOf(familyPage, start));
    await familyPage.getByRole('button', { name: p('form.submit') }).click();
    await expect
      .poll(() => familyPage.getByText(serverText('teacher_busy')).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expectAccessible(familyPage, 'the request form refusing a busy time (简体中文)');
    expect((await requestsOf(parent)).filter((r) => r.subject === 'SAT 数学（第三次）')).toHaveLength(0);
  });
});
