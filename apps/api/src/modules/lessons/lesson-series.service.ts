import type { z } from 'zod';
import type { LessonSeriesInput, LessonSeriesUpdate, LessonSeriesView, SeriesCreated } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { inClassTenant, pickClassTeacher, requireClassManager, type LessonCtx } from './lesson-access.ts';
import { assertTeacherFree } from './lesson-booking.ts';
import {
  checkDateRange,
  checkLink,
  checkTimeZone,
  checkWallTime,
  occurrencesOf,
  type Occurrence,
} from './lesson-rules.ts';
import { presentSeries } from './lessons.presenter.ts';
import {
  deleteLessons,
  insertLesson,
  insertSeries,
  selectSeriesForUpdate,
  selectSeriesLessonsFrom,
  selectSeriesOfClass,
  updateSeriesRow,
  type SeriesRow,
} from './lessons.repository.ts';

/**
 * Lesson series (issue 19): a class's recurring rule, its occurrences written as lessons. Every occurrence
 * with a teacher passes `assertTeacherFree` in the same transaction, so one clash refuses the whole series
 * (nothing half-written) and says which date clashed.
 */

/** Checks each occurrence against the teacher's calendar; a clash → 409 `teacher_busy` naming the date. */
const assertOccurrencesFree = async (tx: TenantTx, teacherId: string | null, occurrences: Occurrence[]) => {
  if (!teacherId) return;
  for (const o of occurrences) {
    try {
      await assertTeacherFree(tx, teacherId, { startsAt: o.startsAt, endsAt: o.endsAt });
    } catch (error) {
      if (error instanceof AppError && error.code === 'teacher_busy')
        throw new AppError('teacher_busy', {
          details: {
            ...error.options.details,
            date: o.seriesDate,
            starts_at: o.startsAt.toISOString(),
            ends_at: o.endsAt.toISOString(),
          },
        });
      throw error;
    }
  }
};

/** The series's occurrences as lessons, with its class, title, teacher and place (`notes`: each lesson's, if any). */
export const writeOccurrences = async (
  tx: TenantTx,
  series: SeriesRow,
  occurrences: Occurrence[],
  extra: { notes?: string } = {},
) => {
  for (const o of occurrences)
    await insertLesson(tx, {
      kind: 'class',
      classId: series.classId,
      seriesId: series.id,
      seriesDate: o.seriesDate,
      title: series.title,
      teacherId: series.teacherId,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
      room: series.room,
      onlineUrl: series.onlineUrl,
      ...extra,
    });
};

const viewOf = async (tx: TenantTx, series: SeriesRow): Promise<LessonSeriesView> => {
  const all = await selectSeriesOfClass(tx, series.classId);
  return presentSeries(all.find((s) => s.id === series.id) ?? series);
};

/** `POST /api/classes/:id/lesson-series`. */
export const createLessonSeries = (
  deps: Pick<Deps, 'db'>,
  ctx: LessonCtx & { classId: string; input: z.output<typeof LessonSeriesInput> },
): Promise<SeriesCreated> =>
  inClassTenant(deps, ctx, async (tx, ctx) => {
    await requireClassManager(tx, ctx, ctx.classId);
    const { input } = ctx;
    const timeZone = checkTimeZone(input.time_zone ?? ctx.tenant.settings.businessTimeZone);
    checkDateRange(input.starts_on, input.ends_on);
    const onlineUrl = checkLink(input.online_url ?? null, 'online_url');
    const teacherId = await pickClassTeacher(tx, ctx, ctx.classId, input.teacher_id);
    const rule = {
      weekdays: input.weekdays,
      startTime: checkWallTime(input.start_time),
      durationMinutes: input.duration_minutes,
      timeZone,
    };
    const occurrences = occurrencesOf(rule, input.starts_on, input.ends_on);
    await assertOccurrencesFree(tx, teacherId, occurrences);
    const series = await insertSeries(tx, {
      classId: ctx.classId,
      title: input.title,
      teacherId,
      ...rule,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      room: input.room ?? null,
      onlineUrl,
      createdBy: ctx.actor.id,
    });
    await writeOccurrences(tx, series, occurrences);
    return { series: await viewOf(tx, series), lessons_created: occurrences.length };
  });

/**
 * `PATCH /api/lesson-series/:id`: the rest of the series from `from` on follows the new rule. Occurrences
 * on or after `from` without attendance are written again (a moved or cancelled one included); those with
 * attendance keep their date and times. Checked against the teacher's calendar like a new series.
 */
export const updateLessonSeries = (
  deps: Pick<Deps, 'db'>,
  ctx: LessonCtx & { seriesId: string; input: z.output<typeof LessonSeriesUpdate> },
): Promise<LessonSeriesView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const series = await selectSeriesForUpdate(tx, ctx.seriesId);
    if (!series) throw new AppError('not_found');
    await requireClassManager(tx, ctx, series.classId);
    const { input } = ctx;
    const timeZone = input.time_zone !== undefined ? checkTimeZone(input.time_zone) : series.timeZone;
    const endsOn = input.ends_on ?? series.endsOn;
    checkDateRange(series.startsOn, endsOn);
    const from = input.from > series.startsOn ? input.from : series.startsOn;
    const onlineUrl = input.online_url !== undefined ? checkLink(input.online_url, 'online_url') : series.onlineUrl;
    const teacherId =
      input.teacher_id !== undefined
        ? await pickClassTeacher(tx, ctx, series.classId, input.teacher_id)
        : series.teacherId;
    const rule = {
      weekdays: input.weekdays ?? series.weekdays,
      startTime: input.start_time ?? series.startTime,
      durationMinutes: input.duration_minutes ?? series.durationMinutes,
      timeZone,
    };
    const existing = await selectSeriesLessonsFrom(tx, series.id, from);
    const kept = new Set(existing.filter((l) => l.attendanceTakenAt !== null).map((l) => l.seriesDate));
    await deleteLessons(
      tx,
      existing.filter((l) => l.attendanceTakenAt === null).map((l) => l.id),
    );
    const occurrences =
      from <= endsOn
        ? occurrencesOf(rule, from, endsOn, { allowNone: true }).filter((o) => !kept.has(o.seriesDate))
        : [];
    await assertOccurrencesFree(tx, teacherId, occurrences);
    const updated = await updateSeriesRow(tx, series.id, {
      ...rule,
      title: input.title ?? series.title,
      teacherId,
      endsOn,
      room: input.room !== undefined ? input.room : series.room,
      onlineUrl,
    });
    await writeOccurrences(tx, updated!, occurrences);
    return viewOf(tx, updated!);
  });
