import { FLASHCARD_HEATMAP_DAYS, isTimeZone, type FlashcardStats } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/clock.ts';
import type { Caller } from '../auth/caller.ts';
import { mayReadProgress, studentReaderOf } from '../class-tests/student-access.policy.ts';
import { teachesStudent } from '../class-tests/student-views.service.ts';
import { isLinkedParentOf } from '../parent-links/parent-access.service.ts';
import { lookupUserById } from '../users/user-rows.service.ts';
import { selectCardCounts, selectReviewDays, selectReviewDaysBefore } from './flashcards.repository.ts';

/**
 * A student's review figures (decision 0037): reviews today, the streak and a 90-day heat map, each day a
 * calendar day in the student's own time zone (their profile's; UTC when it is not a zone this runtime
 * knows). Undone reviews do not count. Read by the student, their linked parent, the teachers of their
 * classes and the tenant's admins (student-access.policy, as their results are); anyone else → 404.
 */
export interface StatsContext extends Caller {
  userId?: string | undefined;
  now?: Date;
}

/** YYYY-MM-DD `n` days before `day` (calendar arithmetic, no time zone involved). */
export const dayBefore = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

const validZone = (zone: string): string => (isTimeZone(zone) ? zone : 'UTC');

/**
 * Consecutive days with a review ending today — or ending yesterday when today has none yet (the streak is
 * still alive until the day is over). `days` holds every day with a review.
 */
export const streakOf = (days: ReadonlySet<string>, today: string): number => {
  let day = days.has(today) ? today : dayBefore(today, 1);
  let n = 0;
  while (days.has(day)) {
    n++;
    day = dayBefore(day, 1);
  }
  return n;
};

const readableStudent = async (tx: TenantTx, ctx: StatsContext) => {
  const studentId = ctx.userId ?? ctx.actor.id;
  const student = await lookupUserById(tx, studentId);
  if (!student) throw new AppError('not_found');
  if (studentId !== ctx.actor.id) {
    const reader = studentReaderOf(ctx.actor, {
      studentId,
      isParentOfStudent: await isLinkedParentOf(tx, ctx.actor.id, studentId),
      teachesStudent: await teachesStudent(tx, ctx.actor.id, studentId),
    });
    if (!mayReadProgress(reader)) throw new AppError('not_found');
  }
  return student;
};

/** `GET /api/flashcards/stats?userId=`. */
export const getFlashcardStats = (deps: Pick<Deps, 'db'>, ctx: StatsContext): Promise<FlashcardStats> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = ctx.now ?? new Date();
    const student = await readableStudent(tx, ctx);
    const timeZone = validZone(student.timezone);
    const today = todayIn(timeZone, now);
    const first = dayBefore(today, FLASHCARD_HEATMAP_DAYS - 1);
    const counts = new Map((await selectReviewDays(tx, student.id, timeZone, first)).map((r) => [r.day, r.count]));
    const heatmap = Array.from({ length: FLASHCARD_HEATMAP_DAYS }, (_, i) => {
      const day = dayBefore(today, FLASHCARD_HEATMAP_DAYS - 1 - i);
      return { day, count: counts.get(day) ?? 0 };
    });
    const days = new Set(heatmap.filter((d) => d.count > 0).map((d) => d.day));
    let streakDays = streakOf(days, today);
    // A streak as long as the heat map goes on before it: read the older days too.
    if (streakDays >= FLASHCARD_HEATMAP_DAYS - 1)
      streakDays = streakOf(
        new Set([...days, ...(await selectReviewDaysBefore(tx, student.id, timeZone, first))]),
        today,
      );
    const { cards, dueNow } = await selectCardCounts(tx, student.id, now);
    return {
      userId: student.id,
      timeZone,
      today,
      reviewsToday: counts.get(today) ?? 0,
      streakDays,
      heatmap,
      cards,
      dueNow,
    };
  });
