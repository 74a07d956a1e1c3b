import type { SessionSeatStatus } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  seatInSessionClass,
  sessionClassFacts,
  sessionClassStudentIds,
  countSessionClassStudents,
} from '../classes/session-class.service.ts';
import { findClassNames, placeStudentsInClass } from '../classes/enrollment-placement.service.ts';
import { effectiveStateOf } from './course-rules.ts';
import {
  insertCourseStudents,
  lockSeat,
  selectCourseById,
  selectSeat,
  selectSessionById,
  selectSessionByClassId,
  setSeatOrder,
  upsertAwaitingSeat,
  upsertSeatedSeat,
  type CourseRow,
  type SessionRow,
} from './courses.repository.ts';

/**
 * Seats in course sessions (issue 19). The session's class roster is who is in the session; a need-pay-first
 * session keeps a `course_session_seats` row per placed student: `awaiting_payment` until their order of
 * kind `session` is paid, then `seated` (and in the class). Being seated also puts the student in the
 * course (course_students), where their progress lives.
 */

/** Open to students: the session active, its course active and published (not expired, not in maintenance). */
export const sessionOpenToStudents = (session: SessionRow, course: CourseRow, now = new Date()) =>
  session.active && course.active && effectiveStateOf(course, now) === 'published';

/**
 * Places an enrollment's converted students in a class (issue 19); answers the class's name (unknown → 404).
 * An ordinary class or a free session seats them in the class (a session's students join its course too,
 * where their progress lives). A need-pay-first session seats them only when the enrollment's payment is
 * `paid` (recorded as seated without an order); otherwise each student not yet seated gets an
 * `awaiting_payment` seat and pays with an order of kind `session`, as one placed by the course's managers.
 */
export const placeEnrolledStudents = async (
  tx: TenantTx,
  ctx: { classId: string; userIds: string[]; paid: boolean },
): Promise<string> => {
  const userIds = [...new Set(ctx.userIds)];
  const session = await selectSessionByClassId(tx, ctx.classId);
  if (session?.needPayFirst && !ctx.paid) {
    const name = (await findClassNames(tx, [ctx.classId])).get(ctx.classId);
    if (name === undefined) throw new AppError('not_found');
    await placeInSession(tx, session, userIds);
    return name;
  }
  const name = await placeStudentsInClass(tx, ctx.classId, userIds);
  if (!session) return name;
  await insertCourseStudents(tx, session.courseId, userIds);
  if (session.needPayFirst) for (const userId of userIds) await upsertSeatedSeat(tx, session.id, userId, null);
  return name;
};

/**
 * Places students into a session (its managers, an enrollment's conversion): a free session seats them in
 * its class at once (capacity → 409 `class_full`, nobody added); a need-pay-first one gives each student not
 * yet seated an `awaiting_payment` seat. Answers each student's status.
 */
export const placeInSession = async (
  tx: TenantTx,
  session: SessionRow,
  userIds: string[],
): Promise<{ user_id: string; status: SessionSeatStatus }[]> => {
  const wanted = [...new Set(userIds)];
  if (!session.needPayFirst) {
    await seatInSessionClass(tx, session.classId, wanted);
    await insertCourseStudents(tx, session.courseId, wanted);
    return wanted.map((user_id) => ({ user_id, status: 'seated' as const }));
  }
  const inClass = new Set(await sessionClassStudentIds(tx, session.classId));
  const out: { user_id: string; status: SessionSeatStatus }[] = [];
  for (const userId of wanted) {
    if (inClass.has(userId)) {
      out.push({ user_id: userId, status: 'seated' });
      continue;
    }
    await upsertAwaitingSeat(tx, session.id, userId);
    out.push({ user_id: userId, status: 'awaiting_payment' });
  }
  return out;
};

/** The student's seat in the session: `seated` when in its class, `awaiting_payment` when waiting to pay, else null. */
export const seatStatusOf = async (
  tx: TenantTx,
  session: SessionRow,
  userId: string,
): Promise<SessionSeatStatus | null> => {
  if ((await sessionClassStudentIds(tx, session.classId)).includes(userId)) return 'seated';
  const seat = await selectSeat(tx, session.id, userId);
  return seat?.status === 'awaiting_payment' ? 'awaiting_payment' : null;
};

/**
 * What an order of kind `session` buys (payments module, on its transaction): the fee of a need-pay-first
 * session the student was placed in or may join. An unknown session, one not asking for payment first, or
 * one the student may not join → 404; already seated → 409 `conflict`; a full class → 409 `class_full`.
 * The student gets an `awaiting_payment` seat if they had none.
 */
export const sessionOrderItem = async (
  tx: TenantTx,
  ctx: { userId: string; sessionId: string },
): Promise<{ priceMinor: number; currency: string; description: string }> => {
  const session = await selectSessionById(tx, ctx.sessionId);
  const course = session ? await selectCourseById(tx, session.courseId) : undefined;
  if (!session || !course || !session.needPayFirst) throw new AppError('not_found');
  const seat = await selectSeat(tx, session.id, ctx.userId);
  const placed = seat?.status === 'awaiting_payment';
  if (!placed && !sessionOpenToStudents(session, course)) throw new AppError('not_found');
  if ((await seatStatusOf(tx, session, ctx.userId)) === 'seated')
    throw new AppError('conflict', { details: { reason: 'already_seated' } });
  const facts = await sessionClassFacts(tx, session.classId);
  const count = (await countSessionClassStudents(tx, [session.classId])).get(session.classId) ?? 0;
  if (facts?.capacity != null && count >= facts.capacity) throw new AppError('class_full');
  if (!placed) await upsertAwaitingSeat(tx, session.id, ctx.userId);
  return {
    priceMinor: session.feeMinor,
    currency: session.currency,
    description: `${course.title} · ${session.title}`,
  };
};

/**
 * A paid order of kind `session` (payments' settlement, in its transaction with the order locked): the
 * student is seated in the session's class and put in the course. When the class filled up meanwhile, the
 * payment stays recorded and the seat stays `awaiting_payment` with its order, for the centre to resolve
 * (the settlement must not fail: the provider would deliver the webhook again and again).
 */
export const seatPaidSession = async (
  tx: TenantTx,
  ctx: { userId: string; sessionId: string; orderId: string },
): Promise<void> => {
  const session = await selectSessionById(tx, ctx.sessionId);
  if (!session) return;
  await lockSeat(tx, session.id, ctx.userId);
  try {
    await seatInSessionClass(tx, session.classId, [ctx.userId]);
  } catch (error) {
    // seatStudents refuses a full class before it writes anything, so the transaction is still usable.
    if (error instanceof AppError && error.code === 'class_full') {
      await upsertAwaitingSeat(tx, session.id, ctx.userId);
      await setSeatOrder(tx, session.id, ctx.userId, ctx.orderId);
      return;
    }
    throw error;
  }
  await upsertSeatedSeat(tx, session.id, ctx.userId, ctx.orderId);
  await insertCourseStudents(tx, session.courseId, [ctx.userId]);
};
