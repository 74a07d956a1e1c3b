import type { z } from 'zod';
import type { BindParentRequest, BindStudentRequest, BindTeacherRequest } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestParentLinks } from '../parent-links/link-requests.service.ts';
import {
  addUserRole,
  lookupUserById,
  saveParentProfile,
  saveStudentProfile,
  saveTeacherProfile,
} from '../users/user-rows.service.ts';
import { getUserWithRoles, isBindingComplete, logActivity } from '../users/users.service.ts';
import { studentValues, teacherValues, type ActorContext } from './profile.service.ts';

const finished = async (tx: TenantTx, userId: string) => ({
  finishBind: await isBindingComplete(tx, await getUserWithRoles(tx, userId)),
});

/** `POST /finish-bind`: whether the role-specific part of registration is done. */
export const getFinishBind = (deps: Deps, ctx: ActorContext) =>
  withTenant(deps.db, ctx.tenant.id, (tx) => finished(tx, ctx.actor.id));

export const bindStudent = (deps: Deps, ctx: ActorContext & { input: z.output<typeof BindStudentRequest> }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    await saveStudentProfile(tx, ctx.actor.id, studentValues(ctx.input));
    await logActivity(tx, ctx.actor.id, 'bind', 'student');
    return finished(tx, ctx.actor.id);
  });

/** A teacher's details; the tenant's instructor code makes the account a teacher. */
export const bindTeacher = (deps: Deps, ctx: ActorContext & { input: z.output<typeof BindTeacherRequest> }) => {
  const { instructor_code, ...profile } = ctx.input;
  const code = ctx.tenant.settings.instructorCode;
  if (!code || code !== instructor_code)
    throw new AppError('instructor_code_invalid', { details: { field: 'instructor_code' } });
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    await saveTeacherProfile(tx, ctx.actor.id, teacherValues(profile, { setsSalary: false }));
    await addUserRole(tx, ctx.actor.id, 'teacher');
    await logActivity(tx, ctx.actor.id, 'bind', 'teacher');
    return finished(tx, ctx.actor.id);
  });
};

/**
 * A parent's phone and the students they ask for (existing students of the tenant, not linked to another
 * parent). Parents only (config.access): asking never makes anyone a parent. Each new link is pending until
 * the student accepts (decision 0018).
 */
export const bindParent = async (
  deps: Deps,
  ctx: ActorContext & { input: z.output<typeof BindParentRequest>; origin: string },
) => {
  const result = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const parent = await lookupUserById(tx, ctx.actor.id);
    if (!parent) throw new AppError('not_found');
    await requestParentLinks(deps, tx, {
      tenant: ctx.tenant,
      parent,
      emails: ctx.input.student_emails,
      field: 'student_emails',
      origin: ctx.origin,
    });
    await saveParentProfile(tx, ctx.actor.id, ctx.input.phone);
    await logActivity(tx, ctx.actor.id, 'bind', 'parent');
    return finished(tx, ctx.actor.id);
  });
  deps.mailQueue.nudge();
  return result;
};
