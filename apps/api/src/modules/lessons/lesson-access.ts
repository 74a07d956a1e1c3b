import { isParent, isStudent, type LessonMaterialInput, type LessonPerson } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { getClassAccess, resolveClassTenant } from '../classes/class-access.service.ts';
import type { ClassActor } from '../classes/classes.policy.ts';
import { findLinkedChildren, isLinkedParentOf } from '../parent-links/parent-access.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { fullName } from '../users/users.presenter.ts';
import { checkLink, managesPrivateLesson, seesAllLessons } from './lesson-rules.ts';
import type { StoredMaterial } from './lessons.presenter.ts';
import {
  isInClassRoster,
  selectClassMaterialsByIds,
  selectClassTeacherPeople,
  selectUserPerson,
  type LessonRow,
} from './lessons.repository.ts';

/** Who asks: the request's tenant and user. */
export interface LessonCtx {
  tenant: TenantContext;
  actor: ClassActor;
}

const personOf = (u: {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}): LessonPerson => ({
  id: u.id,
  name: fullName(u) ?? u.email,
});

/**
 * Runs a class's lesson work in the class's tenant: the request's, or for a super admin (who lives on
 * main) the class's own, as the classes module reaches it; `ctx.tenant` is that tenant inside `fn`.
 */
export const inClassTenant = async <C extends LessonCtx & { classId: string }, T>(
  deps: Pick<Deps, 'db'>,
  ctx: C,
  fn: (tx: TenantTx, ctx: C) => Promise<T>,
): Promise<T> => {
  const tenant = await resolveClassTenant(deps, ctx);
  return withTenant(deps.db, tenant.id, (tx) => fn(tx, { ...ctx, tenant }));
};

/** The caller's access to a class lesson's class: managers only, else 404 (403 for a co-teacher's owner-only action). */
export const requireClassManager = (tx: TenantTx, ctx: LessonCtx, classId: string) =>
  getClassAccess(tx, { tenant: ctx.tenant, actor: ctx.actor, classId, action: 'manage' });

/**
 * How the caller relates to a lesson: its managers (the class's teachers and admins; a private lesson's
 * teacher and admins) manage it; the class's students, a private lesson's student, their linked parents and
 * the lesson's own teacher read it; anyone else gets 404. `students`: for a parent, whose lesson it is.
 */
export const lessonAccessFor = async (
  tx: TenantTx,
  ctx: LessonCtx,
  lesson: LessonRow,
): Promise<{ manage: boolean; students: LessonPerson[] }> => {
  const { actor } = ctx;
  if (lesson.kind === 'class' && lesson.classId) {
    if (isParent(actor)) {
      const children = await findLinkedChildren(tx, actor.id);
      const inClass: LessonPerson[] = [];
      for (const child of children)
        if (await isInClassRoster(tx, lesson.classId, child.id)) inClass.push(personOf(child));
      if (inClass.length > 0) return { manage: false, students: inClass };
      throw new AppError('not_found');
    }
    try {
      const access = await getClassAccess(tx, { tenant: ctx.tenant, actor, classId: lesson.classId });
      return { manage: access.relation === 'manager', students: [] };
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found' && lesson.teacherId === actor.id)
        return { manage: false, students: [] };
      throw error;
    }
  }
  if (managesPrivateLesson(actor, lesson)) return { manage: true, students: [] };
  if (lesson.studentId) {
    if (isStudent(actor) && lesson.studentId === actor.id) return { manage: false, students: [] };
    if (isParent(actor) && (await isLinkedParentOf(tx, actor.id, lesson.studentId))) {
      const student = await selectUserPerson(tx, lesson.studentId);
      return { manage: false, students: student ? [{ id: student.id, name: student.name }] : [] };
    }
  }
  throw new AppError('not_found');
};

/** Whether the caller manages the lesson (else 404 or 403 as `lessonAccessFor`/the class decide). */
export const requireLessonManager = async (tx: TenantTx, ctx: LessonCtx, lesson: LessonRow) => {
  if (lesson.kind === 'class' && lesson.classId) {
    await requireClassManager(tx, ctx, lesson.classId);
    return;
  }
  if (managesPrivateLesson(ctx.actor, lesson)) return;
  await lessonAccessFor(tx, ctx, lesson); // 404 for strangers
  throw new AppError('forbidden');
};

/**
 * The teacher of a class's new lesson: the one named (who must teach the class, else 422 on `teacher_id`),
 * none when null, else the caller when they teach it, else the class's owner.
 */
export const pickClassTeacher = async (
  tx: TenantTx,
  ctx: LessonCtx,
  classId: string,
  requested: string | null | undefined,
): Promise<string | null> => {
  const teachers = await selectClassTeacherPeople(tx, classId);
  if (requested === null) return null;
  if (requested !== undefined) {
    if (!teachers.some((t) => t.id === requested))
      throw new AppError('validation_failed', { fields: [{ path: 'teacher_id', key: 'invalid_value' }] });
    return requested;
  }
  return (teachers.find((t) => t.id === ctx.actor.id) ?? teachers[0])?.id ?? null;
};

/** A lesson's materials as stored: links checked (`invalid_link`), class materials of this class only. */
export const resolveMaterials = async (
  tx: TenantTx,
  classId: string | null,
  input: LessonMaterialInput[],
): Promise<StoredMaterial[]> => {
  const ids = input.map((m) => m.material_id).filter((id): id is string => !!id);
  const found = classId ? await selectClassMaterialsByIds(tx, classId, ids) : [];
  return input.map((m, i) => {
    if (m.material_id) {
      const material = found.find((f) => f.id === m.material_id);
      if (!material)
        throw new AppError('validation_failed', {
          fields: [{ path: `materials.${i}.material_id`, key: 'invalid_value' }],
        });
      return { title: m.title, url: null, uploadId: null, materialId: material.id };
    }
    const url = checkLink(m.url ?? null, `materials.${i}.url`);
    if (!url) throw new AppError('validation_failed', { fields: [{ path: `materials.${i}.url`, key: 'required' }] });
    return { title: m.title, url, uploadId: null, materialId: null };
  });
};

export { seesAllLessons };
