import { DateTime } from 'luxon';
import {
  PROGRESS_LIMITS,
  headlineScoreOf,
  type ExamKind,
  type ProgressData,
  type ProgressLesson,
} from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { sumSkills } from '../class-tests/class-tests.presenter.ts';
import { attemptSkills } from '../exams/results/results.service.ts';
import { selectAttendanceBetween, selectCompletedAttemptsBetween } from './progress-reports.repository.ts';

/**
 * The instants a period of calendar days covers in the centre's zone: from the first day's midnight to the
 * midnight after the last day. Refuses an unreal date, an end before the start and a period longer than the limit.
 */
export const periodSpan = (start: string, end: string, zone: string) => {
  const from = DateTime.fromISO(start, { zone });
  const last = DateTime.fromISO(end, { zone });
  if (!from.isValid || !last.isValid || last < from || from.year < 1900 || last.year > 2999)
    throw new AppError('progress_period_invalid');
  if (last.diff(from, 'days').days + 1 > PROGRESS_LIMITS.periodDays) throw new AppError('progress_period_invalid');
  return { from: from.startOf('day').toJSDate(), to: last.plus({ days: 1 }).startOf('day').toJSDate() };
};

const ATTENDANCE = ['present', 'late', 'absent', 'excused'] as const;
type AttendanceStatus = (typeof ATTENDANCE)[number];
const isAttendance = (s: string): s is AttendanceStatus => (ATTENDANCE as readonly string[]).includes(s);

/**
 * What a report on `studentId` for the period pulls in, read now: the attempts completed in it (newest
 * first, at most the limit) with their headline scores, the accuracy per skill summed over those attempts
 * (as the score report and the teachers' student view compute it), and the attendance taken at lessons
 * that started in it.
 */
export const collectProgressData = async (
  tx: TenantTx,
  options: { studentId: string; periodStart: string; periodEnd: string; zone: string },
): Promise<ProgressData> => {
  const { from, to } = periodSpan(options.periodStart, options.periodEnd, options.zone);
  const rows = await selectCompletedAttemptsBetween(tx, options.studentId, from, to, PROGRESS_LIMITS.attempts);
  const breakdowns = [];
  for (const row of rows) breakdowns.push(await attemptSkills(tx, row.id));
  const attendance = { present: 0, late: 0, absent: 0, excused: 0, total: 0 };
  const lessons: ProgressLesson[] = [];
  for (const a of await selectAttendanceBetween(tx, options.studentId, from, to)) {
    if (!isAttendance(a.status)) continue;
    attendance[a.status] += 1;
    attendance.total += 1;
    if (lessons.length < PROGRESS_LIMITS.lessons)
      lessons.push({
        lesson_id: a.lessonId,
        title: a.title || a.className || '',
        starts_at: a.startsAt.toISOString(),
        status: a.status,
      });
  }
  return {
    attempts: rows.map((r) => {
      const headline = headlineScoreOf(r.scores?.overall);
      return {
        user_exam_id: r.id,
        title: r.title,
        exam_kind: r.examKind as ExamKind,
        completed_at: (r.completedAt ?? new Date(0)).toISOString(),
        correct: (r.scores?.sections ?? []).reduce((n, x) => n + x.raw, 0),
        total: (r.scores?.sections ?? []).reduce((n, x) => n + x.maxRaw, 0),
        score: headline.score,
        score_label: headline.label,
      };
    }),
    skills: sumSkills(breakdowns),
    attendance: { ...attendance, lessons },
    time_zone: options.zone,
  };
};
