import type { z } from 'zod';
import type {
  PrivateLessonAcceptInput,
  PrivateLessonCounterAcceptInput,
  PrivateLessonCounterInput,
  PrivateLessonDeclineInput,
  PrivateLessonRequestView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import type { ProposedTime } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertTeacherFree } from '../lessons/lesson-booking.ts';
import { lookupUserById } from '../users/user-rows.service.ts';
import { actorKindOf, canAnswer, canCancel, canRespondToCounter } from './private-lessons.policy.ts';
import {
  insertPrivateLesson,
  selectRequestForUpdate,
  updateRequest,
  type PrivateLessonRequestRow,
} from './private-lessons.repository.ts';
import {
  EDUCATOR_PATH,
  FAMILY_PATH,
  checkProposedTimes,
  checkPrivateTeacher,
  familyOf,
  mailAbout,
  presentRequestsOn,
  relationOn,
  toStoredTimes,
  type PrivateLessonCtx,
} from './private-lessons.service.ts';

/**
 * Answers to a private-lesson request (issue 19). Each runs in one transaction holding the request's row
 * lock, so two answers to one request never both land: the second finds it answered
 * (409 `private_lesson_not_open`). Booking goes through `assertTeacherFree` with the teacher's hours
 * required, under the teacher's calendar lock: of two acceptances of clashing times for one teacher
 * exactly one is written, the other gets `teacher_busy` and writes nothing.
 */

type Check = (relation: Awaited<ReturnType<typeof relationOn>>, request: PrivateLessonRequestRow) => boolean;

/**
 * The request locked, seen by the caller (else 404), the caller on the side that gives this answer (else
 * 403) and the request open to it (else 409 `private_lesson_not_open`).
 */
const openRequest = async (
  tx: TenantTx,
  ctx: PrivateLessonCtx & { id: string },
  side: 'educator' | 'family',
  allowed: Check,
) => {
  const row = await selectRequestForUpdate(tx, ctx.id);
  const relation = row ? await relationOn(tx, ctx.actor, row) : null;
  if (!row || !relation) throw new AppError('not_found');
  if (relation !== side) throw new AppError('forbidden');
  if (!allowed(relation, row)) throw new AppError('private_lesson_not_open');
  return row;
};

/**
 * The teacher an educator answers for: a teacher answers for themselves (naming another is 403); an admin
 * answers for the addressed teacher, or names one (an "any" request needs one unless the admin teaches).
 */
const answeringTeacher = async (
  tx: TenantTx,
  ctx: PrivateLessonCtx,
  row: PrivateLessonRequestRow,
  named: string | undefined,
) => {
  const kind = actorKindOf(ctx.actor);
  if (kind === 'teacher') {
    if (named && named !== ctx.actor.id) throw new AppError('forbidden');
    return ctx.actor.id;
  }
  const teacherId = named ?? row.teacherId;
  if (!teacherId) throw new AppError('validation_failed', { fields: [{ path: 'teacher_id', key: 'required' }] });
  if (teacherId !== row.teacherId) await checkPrivateTeacher(tx, teacherId, 'teacher_id');
  return teacherId;
};

const pickTime = (times: ProposedTime[] | null, index: number): ProposedTime => {
  const time = times?.[index];
  if (!time) throw new AppError('validation_failed', { fields: [{ path: 'time_index', key: 'invalid_value' }] });
  if (new Date(time.startsAt).getTime() <= Date.now())
    throw new AppError('lesson_time_past', { details: { field: 'time_index' } });
  return time;
};

/** Books `time` for the request's student with `teacherId` (teacher free and inside their hours), or throws. */
const book = async (tx: TenantTx, row: PrivateLessonRequestRow, teacherId: string, time: ProposedTime) => {
  await assertTeacherFree(
    tx,
    teacherId,
    { startsAt: new Date(time.startsAt), endsAt: new Date(time.endsAt) },
    { requireAvailability: true },
  );
  return insertPrivateLesson(tx, {
    studentId: row.studentId,
    teacherId,
    title: row.subject,
    time,
    notes: row.message,
  });
};

/** A request's teacher, to be told of the family's answer or of an admin's answer given for them. */
const teacherRecipient = async (tx: TenantTx, teacherId: string | null) => {
  const teacher = teacherId ? await lookupUserById(tx, teacherId) : undefined;
  return teacher ? [{ email: teacher.email, lang: teacher.lang }] : [];
};

/**
 * An admin (not the teacher) answered for the request's teacher: the teacher is told too, in their
 * language, in the same transaction as the answer. A request with no teacher (an "any" declined) tells no one.
 */
const tellTeacherOfAnswer = async (
  tx: TenantTx,
  ctx: PrivateLessonCtx,
  request: PrivateLessonRequestRow,
  mail: { kind: 'acceptedForTeacher' | 'counteredForTeacher' | 'declinedForTeacher'; times: ProposedTime[] },
) => {
  if (!request.teacherId || request.teacherId === ctx.actor.id) return;
  await mailAbout(tx, ctx, await teacherRecipient(tx, request.teacherId), {
    ...mail,
    request,
    note: request.reply,
    path: EDUCATOR_PATH,
  });
};

const answer = async (
  deps: Pick<Deps, 'db' | 'mailQueue'>,
  ctx: PrivateLessonCtx,
  work: (tx: TenantTx) => Promise<PrivateLessonRequestRow>,
): Promise<PrivateLessonRequestView> => {
  const view = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await work(tx);
    return (await presentRequestsOn(tx, ctx.actor, [row]))[0]!;
  });
  deps.mailQueue.nudge();
  return view;
};

/** `POST /api/private-lessons/requests/:id/accept`: an educator books one of the proposed times. */
export const acceptPrivateLessonRequest = (
  deps: Pick<Deps, 'db' | 'mailQueue'>,
  ctx: PrivateLessonCtx & { id: string; input: z.output<typeof PrivateLessonAcceptInput> },
) =>
  answer(deps, ctx, async (tx) => {
    const row = await openRequest(tx, ctx, 'educator', canAnswer);
    const teacherId = await answeringTeacher(tx, ctx, row, ctx.input.teacher_id);
    const time = pickTime(row.proposedTimes, ctx.input.time_index);
    const lesson = await book(tx, row, teacherId, time);
    const updated = await updateRequest(tx, row.id, {
      status: 'accepted',
      teacherId,
      respondedBy: ctx.actor.id,
      respondedAt: new Date(),
      lessonId: lesson.id,
    });
    await mailAbout(tx, ctx, await familyOf(tx, row.studentId), {
      kind: 'accepted',
      request: updated,
      times: [time],
      note: updated.reply,
      path: FAMILY_PATH,
    });
    await tellTeacherOfAnswer(tx, ctx, updated, { kind: 'acceptedForTeacher', times: [time] });
    return updated;
  });

/**
 * `POST …/counter`: an educator proposes other times (future, inside the answering teacher's hours); the
 * request becomes 'countered' with that teacher, and the family is e-mailed.
 */
export const counterPrivateLessonRequest = (
  deps: Pick<Deps, 'db' | 'mailQueue'>,
  ctx: PrivateLessonCtx & { id: string; input: z.output<typeof PrivateLessonCounterInput> },
) =>
  answer(deps, ctx, async (tx) => {
    const row = await openRequest(tx, ctx, 'educator', canAnswer);
    const teacherId = await answeringTeacher(tx, ctx, row, ctx.input.teacher_id);
    const times = toStoredTimes(ctx.input.times, 'times');
    await checkProposedTimes(tx, teacherId, times, 'times');
    const updated = await updateRequest(tx, row.id, {
      status: 'countered',
      teacherId,
      counterTimes: times,
      reply: ctx.input.reply,
      respondedBy: ctx.actor.id,
      respondedAt: new Date(),
    });
    await mailAbout(tx, ctx, await familyOf(tx, row.studentId), {
      kind: 'countered',
      request: updated,
      times,
      note: updated.reply,
      path: FAMILY_PATH,
    });
    await tellTeacherOfAnswer(tx, ctx, updated, { kind: 'counteredForTeacher', times });
    return updated;
  });

/** `POST …/decline`: an educator declines with a reply; the family is e-mailed. */
export const declinePrivateLessonRequest = (
  deps: Pick<Deps, 'db' | 'mailQueue'>,
  ctx: PrivateLessonCtx & { id: string; input: z.output<typeof PrivateLessonDeclineInput> },
) =>
  answer(deps, ctx, async (tx) => {
    const row = await openRequest(tx, ctx, 'educator', canAnswer);
    const updated = await updateRequest(tx, row.id, {
      status: 'declined',
      reply: ctx.input.reply,
      respondedBy: ctx.actor.id,
      respondedAt: new Date(),
    });
    await mailAbout(tx, ctx, await familyOf(tx, row.studentId), {
      kind: 'declined',
      request: updated,
      times: row.proposedTimes,
      note: updated.reply,
      path: FAMILY_PATH,
    });
    await tellTeacherOfAnswer(tx, ctx, updated, { kind: 'declinedForTeacher', times: row.proposedTimes });
    return updated;
  });

/**
 * `POST …/accept-counter`: the family books one of the other times the teacher proposed (the same
 * booking rules); the teacher and the family are e-mailed.
 */
export const acceptCounterTime = (
  deps: Pick<Deps, 'db' | 'mailQueue'>,
  ctx: PrivateLessonCtx & { id: string; input: z.output<typeof PrivateLessonCounterAcceptInput> },
) =>
  answer(deps, ctx, async (tx) => {
    const row = await openRequest(tx, ctx, 'family', canRespondToCounter);
    const teacherId = row.teacherId;
    if (!teacherId) throw new AppError('private_lesson_not_open');
    const time = pickTime(row.counterTimes, ctx.input.time_index);
    const lesson = await book(tx, row, teacherId, time);
    const updated = await updateRequest(tx, row.id, { status: 'accepted', lessonId: lesson.id });
    const mail = { request: updated, times: [time], note: '' };
    await mailAbout(tx, ctx, await teacherRecipient(tx, teacherId), { ...mail, kind: 'booked', path: EDUCATOR_PATH });
    await mailAbout(tx, ctx, await familyOf(tx, row.studentId), { ...mail, kind: 'accepted', path: FAMILY_PATH });
    return updated;
  });

/** `POST …/cancel`: the family withdraws an open request; a teacher it was addressed to is e-mailed. */
export const cancelPrivateLessonRequest = (
  deps: Pick<Deps, 'db' | 'mailQueue'>,
  ctx: PrivateLessonCtx & { id: string },
) =>
  answer(deps, ctx, async (tx) => {
    const row = await openRequest(tx, ctx, 'family', canCancel);
    const updated = await updateRequest(tx, row.id, { status: 'cancelled' });
    await mailAbout(tx, ctx, await teacherRecipient(tx, row.teacherId), {
      kind: 'cancelled',
      request: updated,
      times: row.counterTimes ?? row.proposedTimes,
      note: '',
      path: EDUCATOR_PATH,
    });
    return updated;
  });
