import { DateTime } from 'luxon';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/clock.ts';
import { assertTeacherFree } from './lesson-booking.ts';
import { occurrencesOf, type Occurrence } from './lesson-rules.ts';
import { writeOccurrences } from './lesson-series.service.ts';
import {
  insertSeries,
  saveAttendanceRows,
  selectClassRoster,
  selectSeriesOfClass,
  selectUntakenLessonsOfClass,
} from './lessons.repository.ts';

/** The demo series's title (how a later start finds it already there). */
export const DEMO_SERIES_TITLE = 'SAT evening lesson';

/**
 * What the demo seed (seed/demo-lessons.ts) writes lessons through, on its own transaction of the demo
 * tenant (no access checks: the seed acts for the platform). A series on Monday, Wednesday and Friday at
 * 17:00 for 90 minutes from last week through next week, each occurrence checked against the teacher's
 * calendar like any other; the lessons already held get their attendance (one student late on the first).
 * Runs once: a class that has the demo series is left as it is.
 */
export const seedDemoLessons = async (
  tx: TenantTx,
  input: { classId: string; teacherId: string; timeZone: string; now?: Date },
): Promise<void> => {
  const existing = await selectSeriesOfClass(tx, input.classId);
  if (existing.some((s) => s.title === DEMO_SERIES_TITLE)) return;
  const now = input.now ?? new Date();
  const today = DateTime.fromISO(todayIn(input.timeZone, now), { zone: 'UTC' });
  const rule = { weekdays: [1, 3, 5], startTime: '17:00', durationMinutes: 90, timeZone: input.timeZone };
  const startsOn = today.minus({ days: 7 }).toISODate()!;
  const endsOn = today.plus({ days: 7 }).toISODate()!;
  // A date the teacher is already busy on (a private lesson booked first) is left out, never double-booked.
  const occurrences: Occurrence[] = [];
  for (const o of occurrencesOf(rule, startsOn, endsOn)) {
    try {
      await assertTeacherFree(tx, input.teacherId, { startsAt: o.startsAt, endsAt: o.endsAt });
      occurrences.push(o);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'teacher_busy')) throw error;
    }
  }
  const series = await insertSeries(tx, {
    classId: input.classId,
    title: DEMO_SERIES_TITLE,
    teacherId: input.teacherId,
    ...rule,
    startsOn,
    endsOn,
    room: 'Room 101',
    createdBy: input.teacherId,
  });
  await writeOccurrences(tx, series, occurrences, { notes: 'Bring a calculator and last week’s practice sheet.' });
  const roster = await selectClassRoster(tx, input.classId);
  const held = await selectUntakenLessonsOfClass(tx, input.classId, new Date(now.getTime() - 90 * 60_000));
  for (const [i, lesson] of held.entries())
    await saveAttendanceRows(
      tx,
      lesson.id,
      input.teacherId,
      roster.map((s, j) => ({ userId: s.id, status: i === 0 && j === 0 ? 'late' : 'present', note: '' })),
    );
};
