import type { z } from 'zod';
import {
  asLang,
  PRIVATE_LESSON_LIMITS,
  isTeacher,
  type PrivateLessonRequestInput,
  type PrivateLessonRequestPage,
  type PrivateLessonRequestQuery,
  type PrivateLessonRequestView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import type { ProposedTime } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { appLink } from '../auth/account.service.ts';
import { checkTeacherFreeAt, withinAvailability } from '../lessons/lesson-booking.ts';
import { queueMail } from '../mail/mail.service.ts';
import { findLinkedChildren, findLinkedParents, isLinkedParentOf } from '../parent-links/parent-access.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { findRolesOfUsers, findTeacherRows, findUserRoles, lookupUserById } from '../users/user-rows.service.ts';
import { fullName } from '../users/users.presenter.ts';
import { teacherHoursOf } from './availability.service.ts';
import { renderPrivateLessonMail, type PrivateLessonMailKind } from './private-lessons.mail.ts';
import {
  actorKindOf,
  canAnswer,
  canCancel,
  canRespondToCounter,
  relationTo,
  type Actor,
  type RequestFacts,
} from './private-lessons.policy.ts';
import { presentRequest } from './private-lessons.presenter.ts';
import {
  insertRequest,
  selectLessonTimes,
  selectRequest,
  selectRequestPage,
  type PrivateLessonRequestRow,
  type RequestScope,
} from './private-lessons.repository.ts';

export const PRIVATE_LESSON_PAGE_SIZE = 20;
/** Where the family and the educators read their requests. */
export const FAMILY_PATH = '/private-lessons';
export const EDUCATOR_PATH = '/educator/private-lessons';

export interface PrivateLessonCtx {
  tenant: TenantContext;
  actor: Actor;
  origin: string;
}

/** A person's name as the screens show it. */
const displayName = (u: {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
}) => fullName(u) ?? u.username ?? u.email;

/** The ids of the children a parent follows (accepted links); empty for anyone else. */
const linkedChildIdsOf = async (tx: TenantTx, actor: Actor): Promise<Set<string>> =>
  actorKindOf(actor) === 'parent'
    ? new Set((await findLinkedChildren(tx, actor.id)).map((c) => c.id))
    : new Set<string>();

/** How the caller relates to a request (null: they do not see it). */
export const relationOn = async (tx: TenantTx, actor: Actor, request: RequestFacts) =>
  relationTo(actor, request, await linkedChildIdsOf(tx, actor));

/**
 * The times as stored, each checked: in the future (422 `lesson_time_past` on `<path>.N.starts_at`) and at
 * most a year ahead.
 */
export const toStoredTimes = (
  times: readonly { starts_at: string; duration_minutes: number }[],
  path: string,
  now = new Date(),
): ProposedTime[] =>
  times.map((t, i) => {
    const start = new Date(t.starts_at);
    if (start.getTime() <= now.getTime())
      throw new AppError('lesson_time_past', { details: { field: `${path}.${i}.starts_at` } });
    if (start.getTime() > now.getTime() + PRIVATE_LESSON_LIMITS.maxDaysAhead * 86_400_000)
      throw new AppError('validation_failed', { fields: [{ path: `${path}.${i}.starts_at`, key: 'invalid_value' }] });
    const end = new Date(start.getTime() + t.duration_minutes * 60_000);
    return { startsAt: start.toISOString(), endsAt: end.toISOString() };
  });

/** Each time inside the teacher's hours (else 422 `outside_teacher_hours`) and free (else 409 `teacher_busy`), on that time's field: a first, early check. */
export const checkProposedTimes = async (tx: TenantTx, teacherId: string, times: ProposedTime[], path: string) => {
  const hours = await teacherHoursOf(tx, teacherId);
  const spans = times.map((t) => ({ startsAt: new Date(t.startsAt), endsAt: new Date(t.endsAt) }));
  spans.forEach((span, i) => {
    if (!withinAvailability(hours, span))
      throw new AppError('outside_teacher_hours', { details: { field: `${path}.${i}.starts_at` } });
  });
  // A time the teacher already teaches at is refused now, on its row, not only when someone accepts it.
  await checkTeacherFreeAt(tx, teacherId, spans, (i) => `${path}.${i}.starts_at`);
};

/**
 * A teacher of this tenant who takes private lessons (has hours): 422 `not_a_teacher` when the user is not a
 * teacher here, `outside_teacher_hours` when they have no hours.
 */
export const checkPrivateTeacher = async (tx: TenantTx, teacherId: string, field: string) => {
  const roles = await findUserRoles(tx, teacherId);
  const user = roles.length > 0 ? await lookupUserById(tx, teacherId) : undefined;
  if (!user || !isTeacher({ roles: roles.map((name) => ({ name })) }))
    throw new AppError('not_a_teacher', { details: { field } });
  if ((await teacherHoursOf(tx, teacherId)).length === 0)
    throw new AppError('outside_teacher_hours', { details: { field } });
  return user;
};

/** Rows → views, with names and the booked lessons read on the same transaction. */
export const presentRequestsOn = async (
  tx: TenantTx,
  actor: Actor,
  rows: PrivateLessonRequestRow[],
): Promise<PrivateLessonRequestView[]> => {
  const ids = new Set<string>();
  for (const r of rows) for (const id of [r.studentId, r.requestedBy, r.teacherId, r.respondedBy]) if (id) ids.add(id);
  const names = new Map<string, string>();
  for (const id of ids) {
    const user = await lookupUserById(tx, id);
    if (user) names.set(id, displayName(user));
  }
  const lessons = new Map(
    (
      await selectLessonTimes(
        tx,
        rows.flatMap((r) => (r.lessonId ? [r.lessonId] : [])),
      )
    ).map((l) => [l.id, l]),
  );
  const children = await linkedChildIdsOf(tx, actor);
  return rows.map((row) => {
    const relation = relationTo(actor, row, children);
    return presentRequest(row, {
      names,
      lesson: row.lessonId ? (lessons.get(row.lessonId) ?? null) : null,
      canAnswer: canAnswer(relation, row),
      canRespondToCounter: canRespondToCounter(relation, row),
      canCancel: canCancel(relation, row),
    });
  });
};

/** Queues one of the private lessons' e-mails to each recipient, in their own language. */
export const mailAbout = async (
  tx: TenantTx,
  ctx: PrivateLessonCtx,
  recipients: { email: string; lang: string }[],
  mail: {
    kind: PrivateLessonMailKind;
    request: PrivateLessonRequestRow;
    times: ProposedTime[];
    note: string;
    path: string;
  },
) => {
  const student = await lookupUserById(tx, mail.request.studentId);
  const teacher = mail.request.teacherId ? await lookupUserById(tx, mail.request.teacherId) : undefined;
  const seen = new Set<string>();
  for (const to of recipients) {
    if (!to.email || seen.has(to.email)) continue;
    seen.add(to.email);
    await queueMail(
      tx,
      renderPrivateLessonMail({
        kind: mail.kind,
        lang: asLang(to.lang),
        to: to.email,
        brand: { name: ctx.tenant.name, themeColor: ctx.tenant.themeColor },
        zone: ctx.tenant.settings.businessTimeZone,
        student: student ? displayName(student) : '',
        teacher: teacher ? displayName(teacher) : null,
        subject: mail.request.subject,
        times: mail.times,
        note: mail.note,
        url: appLink(ctx.origin, ctx.tenant, mail.path),
      }),
      'notice',
    );
  }
};

/** The family of a request: the student and their linked parents. */
export const familyOf = async (tx: TenantTx, studentId: string) => {
  const student = await lookupUserById(tx, studentId);
  const parents = await findLinkedParents(tx, studentId);
  return [...(student ? [student] : []), ...parents].map((u) => ({ email: u.email, lang: u.lang }));
};

/** Who hears of a new request: the addressed teacher, else the tenant's admins (else its contact address). */
const educatorsToTell = async (tx: TenantTx, tenant: TenantContext, teacherId: string | null) => {
  if (teacherId) {
    const teacher = await lookupUserById(tx, teacherId);
    return teacher ? [{ email: teacher.email, lang: teacher.lang }] : [];
  }
  const staff = await findTeacherRows(tx);
  const roles = await findRolesOfUsers(
    tx,
    staff.map((u) => u.id),
  );
  const admins = staff.filter((u) => roles.get(u.id)?.includes('organization_admin'));
  if (admins.length > 0) return admins.map((u) => ({ email: u.email, lang: u.lang }));
  return tenant.contactEmail ? [{ email: tenant.contactEmail, lang: tenant.settings.defaultLang }] : [];
};

/**
 * `POST /api/private-lessons/requests`: a student for themselves, or a parent for a linked child (else 404;
 * a parent names the child). A named teacher must teach here and have hours, and each proposed time must be
 * in the future and inside those hours. The request is stored 'pending' and, in the same transaction, the
 * teacher (or for "any" the tenant's admins) is e-mailed.
 */
export const createPrivateLessonRequest = async (
  deps: Pick<Deps, 'db' | 'mailQueue'>,
  ctx: PrivateLessonCtx & { input: z.output<typeof PrivateLessonRequestInput> },
): Promise<PrivateLessonRequestView> => {
  const { actor, input } = ctx;
  const view = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    let studentId: string;
    if (actorKindOf(actor) === 'parent') {
      if (!input.student_id)
        throw new AppError('validation_failed', { fields: [{ path: 'student_id', key: 'required' }] });
      if (!(await isLinkedParentOf(tx, actor.id, input.student_id))) throw new AppError('not_found');
      studentId = input.student_id;
    } else {
      if (input.student_id && input.student_id !== actor.id) throw new AppError('not_found');
      studentId = actor.id;
    }
    const times = toStoredTimes(input.times, 'times');
    if (input.teacher_id) {
      await checkPrivateTeacher(tx, input.teacher_id, 'teacher_id');
      await checkProposedTimes(tx, input.teacher_id, times, 'times');
    }
    const row = await insertRequest(tx, {
      studentId,
      requestedBy: actor.id,
      subject: input.subject,
      teacherId: input.teacher_id,
      proposedTimes: times,
      message: input.message,
      status: 'pending',
    });
    await mailAbout(tx, ctx, await educatorsToTell(tx, ctx.tenant, row.teacherId), {
      kind: 'requested',
      request: row,
      times,
      note: row.message,
      path: EDUCATOR_PATH,
    });
    return (await presentRequestsOn(tx, actor, [row]))[0]!;
  });
  deps.mailQueue.nudge();
  return view;
};

/** Whose requests the caller lists. */
const scopeOf = async (tx: TenantTx, actor: Actor): Promise<RequestScope> => {
  switch (actorKindOf(actor)) {
    case 'admin':
      return { kind: 'all' };
    case 'teacher':
      return { kind: 'teacher', teacherId: actor.id };
    case 'parent':
      return { kind: 'students', ids: [...(await linkedChildIdsOf(tx, actor))] };
    case 'student':
      return { kind: 'students', ids: [actor.id] };
  }
};

/** `GET /api/private-lessons/requests`: the caller's requests (family), queue (teacher) or all (admins). */
export const findPrivateLessonRequests = (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; actor: Actor; query: z.output<typeof PrivateLessonRequestQuery> },
): Promise<PrivateLessonRequestPage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { rows, total } = await selectRequestPage(
      tx,
      await scopeOf(tx, ctx.actor),
      { status: ctx.query.status },
      { offset: (ctx.query.page - 1) * PRIVATE_LESSON_PAGE_SIZE, limit: PRIVATE_LESSON_PAGE_SIZE },
    );
    return {
      data: await presentRequestsOn(tx, ctx.actor, rows),
      current_page: ctx.query.page,
      per_page: PRIVATE_LESSON_PAGE_SIZE,
      total,
    };
  });

/** `GET /api/private-lessons/requests/:id`: one request the caller sees (else 404). */
export const getPrivateLessonRequest = (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; actor: Actor; id: string },
): Promise<PrivateLessonRequestView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await selectRequest(tx, ctx.id);
    if (!row || !(await relationOn(tx, ctx.actor, row))) throw new AppError('not_found');
    return (await presentRequestsOn(tx, ctx.actor, [row]))[0]!;
  });
