import type { z } from 'zod';
import type { BindParentRequest, BindStudentRequest, BindTeacherRequest } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  addRole,
  insertParentLink,
  selectTeacherProfile,
  upsertParentProfile,
  upsertStudentProfile,
  upsertTeacherProfile,
} from '../users/users.repository.ts';
import { getUserWithRoles, isBindingComplete, logActivity } from '../users/users.service.ts';
import { findLinkableStudent } from './parent.service.ts';
import { studentValues, teacherValues, type ActorContext } from './profile.service.ts';

const finished = async (tx: TenantTx, userId: string) => ({ finishBind: await isBindingComplete(tx, await getUserWithRoles(tx, userId)) });

/** `POST /finish-bind`: whether the role-specific part of registration is done. */
export const getFinishBind = (deps: Deps, ctx: ActorContext) => withTenant(deps.db, ctx.tenant.id, (tx) => finished(tx, ctx.actor.id));

export const bindStudent = (deps: Deps, ctx: ActorContext & { input: z.output<typeof BindStudentRequest> }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    await upsertStudentProfile(tx, ctx.actor.id, studentValues(ctx.input));
    await logActivity(tx, ctx.actor.id, 'bind', 'student');
    return finished(tx, ctx.actor.id);
  });

/** A teacher's details; the tenant's instructor code makes the account a teacher. */
export const bindTeacher = (deps: Deps, ctx: ActorContext & { input: z.output<typeof BindTeacherRequest> }) => {
  const { instructor_code, ...profile } = ctx.input;
  const code = ctx.tenant.settings.instructorCode;
  if (!code || code !== instructor_code) throw new AppError('instructor_code_invalid', { details: { field: 'instructor_code' } });
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const current = await selectTeacherProfile(tx, ctx.actor.id);
    await upsertTeacherProfile(tx, ctx.actor.id, teacherValues(profile, current?.billing));
    await addRole(tx, ctx.actor.id, 'teacher');
    await logActivity(tx, ctx.actor.id, 'bind', 'teacher');
    return finished(tx, ctx.actor.id);
  });
};

/** A parent's phone and children (existing students of the tenant, not linked to another parent). */
export const bindParent = (deps: Deps, ctx: ActorContext & { input: z.output<typeof BindParentRequest> }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const students = [];
    for (const [i, email] of ctx.input.student_emails.entries())
      students.push(await findLinkableStudent(tx, { parentId: ctx.actor.id, email, field: `student_emails.${i}` }));
    await upsertParentProfile(tx, ctx.actor.id, ctx.input.phone);
    await addRole(tx, ctx.actor.id, 'parent');
    for (const student of students) await insertParentLink(tx, ctx.actor.id, student.id);
    await logActivity(tx, ctx.actor.id, 'bind', 'parent');
    return finished(tx, ctx.actor.id);
  });
