import {
  isParent,
  LESSON_LIMITS,
  type CalendarQuery,
  type CalendarView,
  type LessonPerson,
  type NextLessonView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { findLinkedChildren } from '../parent-links/parent-access.service.ts';
import { getTenantById } from '../tenants/tenants.service.ts';
import { lookupUserWithRoles } from '../users/user-rows.service.ts';
import { fullName } from '../users/users.presenter.ts';
import { renderLessonFeed } from './calendar-feed.ts';
import type { LessonCtx } from './lesson-access.ts';
import { calendarRoleOf, checkCalendarSpan, seesAllLessons } from './lesson-rules.ts';
import { presentCalendarLesson } from './lessons.presenter.ts';
import {
  selectClassesOfStudents,
  selectClassIdsTaughtBy,
  selectLessonsInScope,
  unsafeSelectFeedByHash,
  upsertFeed,
  type CalendarRow,
  type LessonScope,
} from './lessons.repository.ts';

/**
 * The calendar (issue 19): whose lessons a user sees — a student their classes' and private lessons, a
 * parent their linked children's (saying whose), a teacher the lessons they teach and their classes', an
 * admin all of the tenant's or one user's — and the private iCalendar feed of the same lessons.
 */

interface Viewer {
  scope: LessonScope;
  /** For a parent: each child's classes, to say whose lesson it is. */
  children?: { people: LessonPerson[]; classes: Map<string, string[]> };
}

const viewerOf = async (tx: TenantTx, user: { id: string; roles: readonly { name: string }[] }): Promise<Viewer> => {
  switch (calendarRoleOf(user)) {
    case 'teacher':
      return { scope: { teacherIds: [user.id], classIds: await selectClassIdsTaughtBy(tx, user.id) } };
    case 'parent': {
      const children = await findLinkedChildren(tx, user.id);
      const ids = children.map((c) => c.id);
      const classes = await selectClassesOfStudents(tx, ids);
      return {
        scope: { classIds: [...classes.keys()], studentIds: ids },
        children: { people: children.map((c) => ({ id: c.id, name: fullName(c) ?? c.email })), classes },
      };
    }
    case 'student': {
      const classes = await selectClassesOfStudents(tx, [user.id]);
      return { scope: { classIds: [...classes.keys()], studentIds: [user.id] } };
    }
  }
};

const studentsFor = (viewer: Viewer, row: CalendarRow): LessonPerson[] => {
  if (!viewer.children) return [];
  const ids =
    row.kind === 'private'
      ? row.studentId
        ? [row.studentId]
        : []
      : row.classId
        ? (viewer.children.classes.get(row.classId) ?? [])
        : [];
  return viewer.children.people.filter((p) => ids.includes(p.id));
};

const subjectOf = (user: { id: string; roles: string[] }) => ({
  id: user.id,
  roles: user.roles.map((name) => ({ name })),
});

/** Whose calendar a request reads: the caller's, or for an admin one user's (`user_id`) or the whole tenant's. */
const resolveViewer = async (tx: TenantTx, ctx: LessonCtx, userId: string | undefined): Promise<Viewer> => {
  if (seesAllLessons(ctx.actor)) {
    if (!userId) return { scope: { all: true } };
    const target = await lookupUserWithRoles(tx, userId);
    if (!target) throw new AppError('not_found');
    return viewerOf(tx, subjectOf(target));
  }
  if (userId && userId !== ctx.actor.id) throw new AppError('forbidden');
  return viewerOf(tx, ctx.actor);
};

const listFor = async (tx: TenantTx, viewer: Viewer, span: { from: Date; to: Date }, options = {}) =>
  (await selectLessonsInScope(tx, viewer.scope, span, options)).map((row) =>
    presentCalendarLesson(row, studentsFor(viewer, row)),
  );

/** `GET /api/calendar?from=&to=&user_id=`: lessons starting in [from, to), at most 62 days. */
export const findCalendar = (
  deps: Pick<Deps, 'db'>,
  ctx: LessonCtx & { query: CalendarQuery },
): Promise<CalendarView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const span = checkCalendarSpan(ctx.query.from, ctx.query.to);
    const viewer = await resolveViewer(tx, ctx, ctx.query.user_id);
    return { lessons: await listFor(tx, viewer, span) };
  });

/** `GET /api/lessons/next`: the caller's next scheduled lesson within the calendar's span (an admin: their own). */
export const findNextLesson = (deps: Pick<Deps, 'db'>, ctx: LessonCtx & { now?: Date }): Promise<NextLessonView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = ctx.now ?? new Date();
    const viewer = await viewerOf(tx, ctx.actor);
    const span = { from: now, to: new Date(now.getTime() + LESSON_LIMITS.calendarDays * 86_400_000) };
    const [lesson] = await listFor(tx, viewer, span, { onlyScheduled: true, limit: 1 });
    return { lesson: lesson ?? null };
  });

/** `POST /api/calendar/feed`: a new secret address of the caller's feed; the old address stops answering. */
export const resetCalendarFeed = (
  deps: Pick<Deps, 'db'>,
  ctx: LessonCtx & { origin: string },
): Promise<{ url: string }> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const token = randomToken();
    await upsertFeed(tx, ctx.actor.id, sha256(token));
    return { url: `${ctx.origin}/api/calendar/feed/${token}.ics` };
  });

/**
 * `GET /api/calendar/feed/:token` (public): the feed's owner's lessons from a few months back to a few
 * months ahead, as text/calendar. An unknown or reset token → 404. The token is the only credential, so
 * the owner is found by its hash in any tenant and the lessons read in the owner's tenant.
 */
export const renderCalendarFeed = async (
  deps: Pick<Deps, 'db'>,
  ctx: { token: string; origin: string; now?: Date },
): Promise<string> => {
  const token = ctx.token.replace(/\.ics$/, '');
  const feed = await unsafeAcrossTenants(deps.db, (tx) => unsafeSelectFeedByHash(tx, sha256(token)));
  if (!feed) throw new AppError('not_found');
  const tenant = await getTenantById(deps.db, feed.tenantId);
  return withTenant(deps.db, tenant.id, async (tx) => {
    const user = await lookupUserWithRoles(tx, feed.userId);
    if (!user) throw new AppError('not_found');
    const now = ctx.now ?? new Date();
    const span = {
      from: new Date(now.getTime() - LESSON_LIMITS.feedPastDays * 86_400_000),
      to: new Date(now.getTime() + LESSON_LIMITS.feedFutureDays * 86_400_000),
    };
    const subject = subjectOf(user);
    const viewer = await viewerOf(tx, subject);
    const rows = await selectLessonsInScope(tx, viewer.scope, span);
    return renderLessonFeed({
      tenantName: tenant.name,
      host: new URL(ctx.origin).host,
      origin: ctx.origin,
      lang: user.lang,
      lessons: rows.map((row) => ({ row, students: isParent(subject) ? studentsFor(viewer, row) : [] })),
    });
  });
};
