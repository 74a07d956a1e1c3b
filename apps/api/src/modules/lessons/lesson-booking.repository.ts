import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { lessons, teacherAvailability } from '../../db/schema/index.ts';

/** A time span [startsAt, endsAt). */
export interface Span {
  startsAt: Date;
  endsAt: Date;
}

/** Waits for, then holds until the transaction ends, the lock of a teacher's calendar. */
export const lockTeacherCalendar = (tx: TenantTx, teacherId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`teacher-calendar:${teacherId}`}))`);

/** The teacher's scheduled lessons overlapping `span` (other than `exceptLessonId`). */
export const teacherClashes = async (tx: TenantTx, teacherId: string, span: Span, exceptLessonId?: string) =>
  tx
    .select({ id: lessons.id, startsAt: lessons.startsAt, endsAt: lessons.endsAt, title: lessons.title })
    .from(lessons)
    .where(
      and(
        eq(lessons.teacherId, teacherId),
        eq(lessons.status, 'scheduled'),
        lt(lessons.startsAt, span.endsAt),
        gt(lessons.endsAt, span.startsAt),
        exceptLessonId ? ne(lessons.id, exceptLessonId) : undefined,
      ),
    )
    .limit(5);

/** The teacher's available hours (profile). */
export const selectTeacherHours = (tx: TenantTx, teacherId: string) =>
  tx
    .select({
      weekday: teacherAvailability.weekday,
      startTime: teacherAvailability.startTime,
      endTime: teacherAvailability.endTime,
      timeZone: teacherAvailability.timeZone,
    })
    .from(teacherAvailability)
    .where(eq(teacherAvailability.userId, teacherId));
