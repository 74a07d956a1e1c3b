import {
  isStudent,
  proposeCategory,
  type BestScores,
  type CollegeListView,
  type CollegeTargetInput,
  type CollegeTargetPatch,
  type CollegeTargetView,
  type CounselingStudentList,
  type OfficialScoresInput,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLinkedChildren, isLinkedParentOf } from '../parent-links/parent-access.service.ts';
import { findStudentRowsMatching, lookupUserById, lookupUserWithRoles } from '../users/user-rows.service.ts';
import { fullName } from '../users/users.presenter.ts';
import { bestScoresOf } from './college-rules.ts';
import { canEditList, canManageDirectory, isCounselor, listRelationOf, type Actor } from './colleges.policy.ts';
import { presentCollegeScores, presentTarget } from './colleges.presenter.ts';
import {
  deleteTarget,
  insertTarget,
  selectCollege,
  selectFinishedSatActScores,
  selectOfficialScores,
  selectTarget,
  selectTargetOfCollege,
  selectTargetsOf,
  updateTarget,
  upsertOfficialScores,
} from './colleges.repository.ts';
import type { CollegeCtx } from './colleges.service.ts';

/**
 * Each student's target list (issue 20, decision 0047): colleges with a category (proposed from the
 * student's best SAT or ACT against the college's middle 50 %, or chosen by a person), application status,
 * round, deadline (the college's of the round, or a custom date) and notes. Counselors and the student
 * change it; linked parents read it.
 */

/** The student as the list shows them; unknown, not a student, or not the caller's to read → 404. */
export const readableStudent = async (tx: TenantTx, actor: Actor, studentId: string) => {
  const student = await lookupUserWithRoles(tx, studentId);
  if (!student || !isStudent({ roles: student.roles.map((name) => ({ name })) })) throw new AppError('not_found');
  const linked =
    actor.id !== studentId && !isCounselor(actor) ? await isLinkedParentOf(tx, actor.id, studentId) : false;
  const relation = listRelationOf(actor, studentId, linked);
  if (!relation) throw new AppError('not_found');
  return {
    relation,
    brief: {
      id: student.id,
      name: fullName(student) ?? student.username ?? student.email,
      email: student.email,
    },
  };
};

export const studentBestScores = async (tx: TenantTx, studentId: string): Promise<BestScores> =>
  bestScoresOf(await selectOfficialScores(tx, studentId), await selectFinishedSatActScores(tx, studentId));

const scoresOf = (best: BestScores) => ({ sat: best.sat?.score ?? null, act: best.act?.score ?? null });

/** The list's rows as views, with the proposals for the student's best scores (the caller's transaction). */
export const collegeListOn = async (tx: TenantTx, ctx: CollegeCtx, studentId: string) => {
  const best = await studentBestScores(tx, studentId);
  const scores = scoresOf(best);
  const canManage = canManageDirectory(ctx.actor);
  const items = (await selectTargetsOf(tx, studentId)).map(({ target, college }) =>
    presentTarget(target, college, {
      tenantId: ctx.tenant.id,
      canManage,
      proposed: proposeCategory(presentCollegeScores(college), scores),
    }),
  );
  return { best, items };
};

/** `GET /api/students/:studentId/college-list`. */
export const getCollegeList = (deps: Pick<Deps, 'db'>, ctx: CollegeCtx & { studentId: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx): Promise<CollegeListView> => {
    const { relation, brief } = await readableStudent(tx, ctx.actor, ctx.studentId);
    const { best, items } = await collegeListOn(tx, ctx, ctx.studentId);
    const official = await selectOfficialScores(tx, ctx.studentId);
    return {
      student: brief,
      best,
      official: { sat_total: official?.satTotal ?? null, act_composite: official?.actComposite ?? null },
      items,
      can_edit: canEditList(relation),
      is_counselor: relation === 'counselor',
    };
  });

const editableStudent = async (tx: TenantTx, actor: Actor, studentId: string) => {
  const { relation } = await readableStudent(tx, actor, studentId);
  if (!canEditList(relation)) throw new AppError('forbidden');
};

const oneTarget = async (tx: TenantTx, ctx: CollegeCtx, targetId: string): Promise<CollegeTargetView> => {
  const found = await selectTarget(tx, targetId);
  if (!found) throw new AppError('not_found');
  const scores = scoresOf(await studentBestScores(tx, found.target.studentId));
  return presentTarget(found.target, found.college, {
    tenantId: ctx.tenant.id,
    canManage: canManageDirectory(ctx.actor),
    proposed: proposeCategory(presentCollegeScores(found.college), scores),
  });
};

/** `POST /api/students/:studentId/college-list`: adds a college (once) to the list. */
export const addCollegeTarget = (
  deps: Pick<Deps, 'db'>,
  ctx: CollegeCtx & { studentId: string; input: CollegeTargetInput },
) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    await editableStudent(tx, ctx.actor, ctx.studentId);
    const college = await selectCollege(tx, ctx.input.college_id);
    if (!college) throw new AppError('not_found');
    if (await selectTargetOfCollege(tx, ctx.studentId, college.id)) throw new AppError('college_already_listed');
    const chosen = ctx.input.category !== undefined && ctx.input.category !== null;
    const proposed = proposeCategory(
      presentCollegeScores(college),
      scoresOf(await studentBestScores(tx, ctx.studentId)),
    );
    const row = await insertTarget(tx, {
      studentId: ctx.studentId,
      collegeId: college.id,
      category: chosen ? ctx.input.category : proposed,
      categoryOverridden: chosen,
      status: ctx.input.status,
      round: ctx.input.round,
      deadline: ctx.input.deadline,
      notes: ctx.input.notes,
      createdBy: ctx.actor.id,
    });
    return oneTarget(tx, ctx, row.id);
  });

/** `PATCH /api/college-targets/:id`: a category set by hand (null: back to the proposal), status, round … */
export const updateCollegeTarget = (
  deps: Pick<Deps, 'db'>,
  ctx: CollegeCtx & { id: string; input: CollegeTargetPatch },
) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const found = await selectTarget(tx, ctx.id);
    if (!found) throw new AppError('not_found');
    await editableStudent(tx, ctx.actor, found.target.studentId);
    const { input } = ctx;
    await updateTarget(tx, found.target.id, {
      ...(input.category !== undefined
        ? { category: input.category, categoryOverridden: input.category !== null }
        : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.round !== undefined ? { round: input.round } : {}),
      ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    });
    return oneTarget(tx, ctx, found.target.id);
  });

export const removeCollegeTarget = (deps: Pick<Deps, 'db'>, ctx: CollegeCtx & { id: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const found = await selectTarget(tx, ctx.id);
    if (!found) throw new AppError('not_found');
    await editableStudent(tx, ctx.actor, found.target.studentId);
    await deleteTarget(tx, found.target.id);
    return { ok: true as const };
  });

/** `PUT /api/students/:studentId/college-scores` (counselors): the official SAT total and ACT composite. */
export const saveOfficialScores = (
  deps: Pick<Deps, 'db'>,
  ctx: CollegeCtx & { studentId: string; input: OfficialScoresInput },
) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { relation } = await readableStudent(tx, ctx.actor, ctx.studentId);
    if (relation !== 'counselor') throw new AppError('forbidden');
    await upsertOfficialScores(tx, {
      studentId: ctx.studentId,
      satTotal: ctx.input.sat_total,
      actComposite: ctx.input.act_composite,
      updatedBy: ctx.actor.id,
    });
    return studentBestScores(tx, ctx.studentId);
  });

const briefOf = (u: {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
}) => ({
  id: u.id,
  name: fullName(u) ?? u.username ?? u.email,
  email: u.email,
});

/** `GET /api/college-list/students`: counselors search the tenant's students; a parent gets their children; a student themselves. */
export const findCounselingStudents = (deps: Pick<Deps, 'db'>, ctx: CollegeCtx & { q: string | undefined }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx): Promise<CounselingStudentList> => {
    if (isCounselor(ctx.actor)) return { data: (await findStudentRowsMatching(tx, ctx.q, 50)).map(briefOf) };
    const children = await findLinkedChildren(tx, ctx.actor.id);
    if (children.length) return { data: children.map(briefOf) };
    const self = await readableStudent(tx, ctx.actor, ctx.actor.id).catch(() => null);
    const row = self ? await lookupUserById(tx, ctx.actor.id) : undefined;
    return { data: row ? [briefOf(row)] : [] };
  });
