import {
  type ClassCodeAction,
  type ClassDetail,
  type ClassInvitationPreview,
  type ClassListQuery,
  type ClassPage,
  type CreateClassInput,
  type JoinClassInput,
  type UpdateClassInput,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { appLink } from '../auth/account.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { logActivity } from '../users/users.service.ts';
import { inviteNewStudentsToClassTests } from '../class-tests/class-test-join.service.ts';
import { withClassAccess } from './class-access.service.ts';
import { newClassCode, newInviteToken } from './class-codes.ts';
import { classFieldErrors, classScheduleColumns } from './class-fields.ts';
import {
  canCreateClass,
  canJoinClass,
  canListAllClasses,
  classRoleOf,
  joinsAsStudent,
  joinsAsTeacher,
  type ClassActor,
  type ClassRole,
} from './classes.policy.ts';
import { presentClassDetail, presentClassSummary } from './classes.presenter.ts';
import {
  classHasCoinHistory,
  countStudents,
  countStudentsOf,
  deleteClassRow,
  insertClass,
  insertStudents,
  insertTeacher,
  lockClass,
  selectClassByCode,
  selectClassByInviteToken,
  selectClassCoins,
  selectClassPage,
  selectMembership,
  selectMembershipsOf,
  selectTeachersOf,
  updateClassRow,
  type ClassRow,
} from './classes.repository.ts';
import { forgetMaterialUploads, materialUploadsOf, removeMaterialFiles } from './materials.service.ts';

/**
 * Issue 5: classes (create, list, read, edit, delete, code and invitation link, joining). The access
 * check other modules use (class tests) is exported from here.
 */
export {
  getClassAccess,
  resolveClassTenant,
  withClassAccess,
  type ClassAccess,
  type ClassAccessContext,
} from './class-access.service.ts';
export type { ClassAction, ClassRelation, ClassRole } from './classes.policy.ts';

export const CLASS_PAGE_SIZE = 20;

interface Ctx {
  tenant: TenantContext;
  actor: ClassActor;
}
/** `origin`: where the web app is reached (PUBLIC_URL or the request's), for the invitation link. */
interface LinkCtx extends Ctx {
  origin: string;
}

const inviteUrl = (origin: string, tenant: TenantContext, token: string) =>
  appLink(origin, tenant, `/student/classes/join?invite=${token}`);

const detailOf = async (
  tx: TenantTx,
  tenant: TenantContext,
  row: ClassRow,
  role: ClassRole,
  origin: string,
): Promise<ClassDetail> => {
  const teachers = await selectTeachersOf(tx, [row.id]);
  return presentClassDetail(row, {
    teachers,
    studentCount: await countStudents(tx, row.id),
    role,
    inviteUrl: inviteUrl(origin, tenant, row.inviteToken),
    coins: role === 'student' ? 0 : await selectClassCoins(tx, row.id),
  });
};

const refuseBadFields = (fields: Parameters<typeof classFieldErrors>[0]) => {
  const errors = classFieldErrors(fields);
  if (errors.length) throw new AppError('validation_failed', { fields: errors });
};

/** A code no class of the tenant uses yet (the unique index still guards a race: see withFreshCode). */
const unusedCode = async (tx: TenantTx) => {
  for (;;) {
    const code = newClassCode();
    if (!(await selectClassByCode(tx, code))) return code;
  }
};

const isCodeCollision = (error: unknown) => {
  const e = error as {
    code?: string;
    constraint_name?: string;
    constraint?: string;
    cause?: { code?: string; constraint_name?: string; constraint?: string };
  };
  const constraint = e.constraint_name ?? e.constraint ?? e.cause?.constraint_name ?? e.cause?.constraint ?? '';
  return (e.code ?? e.cause?.code) === '23505' && constraint === 'classes_tenant_code_uq';
};

/** Runs `fn` again when a concurrent request took the same new code between the check and the write. */
const withFreshCode = async <T>(fn: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= 5 || !isCodeCollision(error)) throw error;
    }
  }
};

/**
 * A page of classes (20), newest first, matching `q` by name. `mine`: a student's joined classes, a
 * teacher's classes they teach; `created`: those the caller owns; `all`: every class of the tenant
 * (company admins and super admins; anyone else 403).
 */
export const findClasses = (deps: Pick<Deps, 'db'>, ctx: Ctx & { query: ClassListQuery }): Promise<ClassPage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { page, scope, q } = ctx.query;
    if (scope === 'all' && !canListAllClasses(ctx.actor)) throw new AppError('forbidden');
    const rowScope =
      scope === 'all' ? 'all' : scope === 'created' ? 'owned' : joinsAsStudent(ctx.actor) ? 'enrolled' : 'teaching';
    const { rows, total } = await selectClassPage(
      tx,
      { scope: rowScope, userId: ctx.actor.id, q },
      { limit: CLASS_PAGE_SIZE, offset: (page - 1) * CLASS_PAGE_SIZE },
    );
    const ids = rows.map((r) => r.id);
    const teachers = await selectTeachersOf(tx, ids);
    const counts = await countStudentsOf(tx, ids);
    const mine = await selectMembershipsOf(tx, ids, ctx.actor.id);
    const data = rows.map((row) => {
      const role = classRoleOf(ctx.actor, {
        teacherRole: mine.teaching.get(row.id) ?? null,
        inRoster: mine.enrolled.has(row.id),
      });
      return presentClassSummary(row, {
        teachers: teachers.filter((t) => t.classId === row.id),
        studentCount: counts.get(row.id) ?? 0,
        // Only a user whose roles changed since they joined or were added has no role here; show the row as it was listed.
        role: role ?? (rowScope === 'enrolled' ? 'student' : 'teacher'),
      });
    });
    return { data, current_page: page, per_page: CLASS_PAGE_SIZE, total };
  });

/** A teacher (or company admin) creates a class and becomes its owner; it gets a code and an invitation link. */
export const createClass = (
  deps: Pick<Deps, 'db'>,
  ctx: LinkCtx & { input: CreateClassInput },
): Promise<ClassDetail> => {
  if (!canCreateClass(ctx.actor)) throw new AppError('forbidden');
  refuseBadFields(ctx.input);
  const i = ctx.input;
  return withFreshCode(() =>
    withTenant(deps.db, ctx.tenant.id, async (tx) => {
      const row = await insertClass(tx, {
        name: i.name,
        description: i.description ?? null,
        method: i.method,
        ...classScheduleColumns(i),
        capacity: i.capacity ?? null,
        code: await unusedCode(tx),
        inviteToken: newInviteToken(),
        createdBy: ctx.actor.id,
      });
      await insertTeacher(tx, row.id, ctx.actor.id, 'owner');
      await logActivity(tx, ctx.actor.id, 'class_created', row.name.slice(0, 120));
      return detailOf(tx, ctx.tenant, row, 'owner', ctx.origin);
    }),
  );
};

/** A class as its managers see it (code, link, coins) or as its students do (without them). */
export const getClass = (deps: Pick<Deps, 'db'>, ctx: LinkCtx & { classId: string }): Promise<ClassDetail> =>
  withClassAccess(deps, { ...ctx, action: 'read' }, (tx, access) =>
    detailOf(tx, access.tenant, access.class, access.role, ctx.origin),
  );

/** Managers edit any of the fields; the result must still keep the schedule and score rules. */
export const updateClass = (
  deps: Pick<Deps, 'db'>,
  ctx: LinkCtx & { classId: string; input: UpdateClassInput },
): Promise<ClassDetail> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, access) => {
    const c = access.class;
    const i = ctx.input;
    const pick = <K extends keyof UpdateClassInput, V>(key: K, current: V) =>
      (key in i ? (i[key] ?? null) : current) as V | NonNullable<UpdateClassInput[K]> | null;
    const merged = {
      start_date: pick('start_date', c.startDate),
      end_date: pick('end_date', c.endDate),
      start_time: pick('start_time', c.startTime),
      end_time: pick('end_time', c.endTime),
      score_min: pick('score_min', c.scoreMin),
      score_max: pick('score_max', c.scoreMax),
    };
    refuseBadFields(merged);
    const row = await updateClassRow(tx, c.id, {
      ...(i.name !== undefined ? { name: i.name } : {}),
      ...('description' in i ? { description: i.description ?? null } : {}),
      ...(i.method !== undefined ? { method: i.method } : {}),
      ...('capacity' in i ? { capacity: i.capacity ?? null } : {}),
      ...classScheduleColumns(merged),
    });
    return detailOf(tx, access.tenant, row, access.role, ctx.origin);
  });

/**
 * The owner, a company admin or a super admin deletes a class with its roster, materials (and their
 * files) and tests. A class whose coin wallet has history is kept (409 `conflict`): those moves are the
 * organisation's accounts and are never rewritten.
 */
export const deleteClass = async (deps: Pick<Deps, 'db' | 'config'>, ctx: Ctx & { classId: string }): Promise<void> => {
  const paths = await withClassAccess(deps, { ...ctx, action: 'delete' }, async (tx, access) => {
    if (await classHasCoinHistory(tx, access.class.id))
      throw new AppError('conflict', { details: { reason: 'class_has_coins' } });
    const files = await materialUploadsOf(tx, access.class.id);
    await deleteClassRow(tx, access.class.id);
    await forgetMaterialUploads(tx, files);
    // The class's tenant's log names its own people only: a super admin from main is logged as nobody (as
    // the admins' other cross-tenant acts are; the key (tenant_id, user_id) says so, decision 0050).
    const by = access.tenant.id === ctx.tenant.id ? ctx.actor.id : null;
    await logActivity(tx, by, 'class_deleted', access.class.name.slice(0, 120));
    return files.map((f) => f.path);
  });
  await removeMaterialFiles(deps, paths);
};

/** Reset (a new code; the old one stops working), disable (no code) or enable (a new code). */
export const changeClassCode = (
  deps: Pick<Deps, 'db'>,
  ctx: LinkCtx & { classId: string; input: ClassCodeAction },
): Promise<ClassDetail> =>
  withFreshCode(() =>
    withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, access) => {
      const code = ctx.input.action === 'disable' ? null : await unusedCode(tx);
      const row = await updateClassRow(tx, access.class.id, { code });
      return detailOf(tx, access.tenant, row, access.role, ctx.origin);
    }),
  );

/** A new invitation link; the old one stops working at once. */
export const resetInviteLink = (deps: Pick<Deps, 'db'>, ctx: LinkCtx & { classId: string }): Promise<ClassDetail> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, access) => {
    const row = await updateClassRow(tx, access.class.id, { inviteToken: newInviteToken() });
    return detailOf(tx, access.tenant, row, access.role, ctx.origin);
  });

const classOfInvitation = async (tx: TenantTx, input: JoinClassInput) => {
  const row =
    'code' in input ? await selectClassByCode(tx, input.code) : await selectClassByInviteToken(tx, input.invite);
  // A wrong, disabled or reset code and a dead link look the same: the spec's "code is incorrect" message.
  if (!row) throw new AppError('teaching_class_not_found');
  return row;
};

/**
 * What an invitation link joins (any signed-in user of the tenant). A dead (reset, unknown or another
 * tenant's) link is 404 `not_found` here, as for any object out of reach; joining with it is the spec's
 * 400 `teaching_class_not_found`.
 */
export const previewInvitation = (
  deps: Pick<Deps, 'db'>,
  ctx: Ctx & { token: string },
): Promise<ClassInvitationPreview> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await selectClassByInviteToken(tx, ctx.token);
    if (!row) throw new AppError('not_found');
    const teachers = await selectTeachersOf(tx, [row.id]);
    const membership = await selectMembership(tx, row.id, ctx.actor.id);
    return {
      id: row.id,
      name: row.name,
      teachers: teachers.map((t) => [t.firstName, t.lastName].filter(Boolean).join(' ') || t.username || t.email),
      already_member: membership.inRoster || membership.teacherRole !== null,
    };
  });

/**
 * A student joins by the class code or the invitation link's token. Wrong, disabled or reset → 400
 * `teaching_class_not_found`; a full class → 409 `class_full`; joining again changes nothing. Students
 * and teachers join (403 `forbidden` for anyone else). Returns the class as its students see it.
 * A teacher joins as one of the class's teachers (spec §6, issue 17): see joinClassAsTeacher.
 */
export const joinClass = (deps: Pick<Deps, 'db'>, ctx: LinkCtx & { input: JoinClassInput }): Promise<ClassDetail> => {
  if (!canJoinClass(ctx.actor)) throw new AppError('forbidden');
  if (joinsAsTeacher(ctx.actor)) return joinClassAsTeacher(deps, ctx);
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await classOfInvitation(tx, ctx.input);
    await lockClass(tx, row.id);
    const { inRoster } = await selectMembership(tx, row.id, ctx.actor.id);
    if (!inRoster) {
      if (row.capacity !== null && (await countStudents(tx, row.id)) >= row.capacity) throw new AppError('class_full');
      await insertStudents(tx, row.id, [ctx.actor.id], 'code' in ctx.input ? 'code' : 'link');
      await inviteNewStudentsToClassTests(tx, row.id, [ctx.actor.id]);
      await logActivity(tx, ctx.actor.id, 'class_joined', row.name.slice(0, 120));
    }
    return detailOf(tx, ctx.tenant, row, 'student', ctx.origin);
  });
};

/**
 * A teacher joins a class by its code (or link) as a co-teacher (class_teachers role `teacher`), with a
 * manager's view of it; the class's capacity counts students only. A teacher of the class already (the
 * owner too) changes nothing. Same refusals as a student's join.
 */
const joinClassAsTeacher = (deps: Pick<Deps, 'db'>, ctx: LinkCtx & { input: JoinClassInput }): Promise<ClassDetail> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await classOfInvitation(tx, ctx.input);
    await lockClass(tx, row.id);
    const { teacherRole } = await selectMembership(tx, row.id, ctx.actor.id);
    if (!teacherRole) {
      await insertTeacher(tx, row.id, ctx.actor.id, 'teacher');
      await logActivity(tx, ctx.actor.id, 'class_joined', row.name.slice(0, 120));
    }
    return detailOf(tx, ctx.tenant, row, teacherRole ?? 'teacher', ctx.origin);
  });
