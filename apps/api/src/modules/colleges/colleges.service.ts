import {
  COLLEGE_PAGE_SIZE,
  proposeCategory,
  type CollegeInput,
  type CollegePage,
  type CollegePatch,
  type CollegeQuery,
  type CollegeView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import {
  unsafeAcrossTenants,
  unsafeLeaveCrossTenantScope,
  withTenantSavepoint,
  withTenant,
  type TenantTx,
} from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { mergedRanges, percentToDecimal, rangeProblems, rateToDecimal } from './college-rules.ts';
import { canManageDirectory, type Actor } from './colleges.policy.ts';
import { presentCollege } from './colleges.presenter.ts';
import {
  deleteCollege,
  unsafeDeleteTargetsOfCollege,
  insertCollege,
  selectCollege,
  selectColleges,
  updateCollege,
  type CollegeInsert,
} from './colleges.repository.ts';
import { readableStudent, studentBestScores } from './college-list.service.ts';

export interface CollegeCtx {
  tenant: TenantContext;
  actor: Actor;
}

const checkRanges = (ranges: Parameters<typeof rangeProblems>[0]) => {
  const problems = rangeProblems(ranges);
  if (problems.length) throw new AppError('college_range_invalid', { fieldMessages: problems });
};

const valuesOf = (input: CollegePatch): Partial<CollegeInsert> => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.country !== undefined ? { country: input.country } : {}),
  ...(input.state !== undefined ? { state: input.state } : {}),
  ...(input.city !== undefined ? { city: input.city } : {}),
  ...(input.sat_25 !== undefined ? { sat25: input.sat_25 } : {}),
  ...(input.sat_75 !== undefined ? { sat75: input.sat_75 } : {}),
  ...(input.act_25 !== undefined ? { act25: input.act_25 } : {}),
  ...(input.act_75 !== undefined ? { act75: input.act_75 } : {}),
  ...(input.admission_rate !== undefined ? { admissionRate: rateToDecimal(input.admission_rate) } : {}),
  ...(input.ed_deadline !== undefined ? { edDeadline: input.ed_deadline } : {}),
  ...(input.ea_deadline !== undefined ? { eaDeadline: input.ea_deadline } : {}),
  ...(input.rd_deadline !== undefined ? { rdDeadline: input.rd_deadline } : {}),
  ...(input.website !== undefined ? { website: input.website } : {}),
});

/** Writes a college of the tenant on the caller's transaction (the seed's path too). */
export const createCollegeOn = async (tx: TenantTx, input: CollegeInput, seedKey?: string) => {
  checkRanges(input);
  return insertCollege(tx, { ...(valuesOf(input) as CollegeInsert), ...(seedKey ? { seedKey } : {}) });
};

/**
 * `GET /api/colleges`: the directory (the tenant's own colleges and main's shared catalogue), by name; `q`
 * searches the name, `state` is the state or province (any case), `rate_min`/`rate_max` bound the admission
 * rate in percent. With `student_id` (a student the caller may read) each college carries the category
 * proposed for that student, and `category` keeps only that fit.
 */
export const findColleges = (deps: Pick<Deps, 'db'>, ctx: CollegeCtx & { query: CollegeQuery }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx): Promise<CollegePage> => {
    const { query } = ctx;
    const rows = await selectColleges(tx, {
      q: query.q,
      state: query.state,
      rateMin: percentToDecimal(query.rate_min),
      rateMax: percentToDecimal(query.rate_max),
    });
    const canManage = canManageDirectory(ctx.actor);
    let views: CollegeView[];
    if (query.student_id) {
      await readableStudent(tx, ctx.actor, query.student_id);
      const best = await studentBestScores(tx, query.student_id);
      const scores = { sat: best.sat?.score ?? null, act: best.act?.score ?? null };
      views = rows
        .map((row) => {
          const view = presentCollege(row, { tenantId: ctx.tenant.id, canManage });
          return { ...view, proposed_category: proposeCategory(view, scores) };
        })
        .filter((v) => !query.category || v.proposed_category === query.category);
    } else views = rows.map((row) => presentCollege(row, { tenantId: ctx.tenant.id, canManage }));
    const start = (query.page - 1) * COLLEGE_PAGE_SIZE;
    return {
      data: views.slice(start, start + COLLEGE_PAGE_SIZE),
      current_page: query.page,
      per_page: COLLEGE_PAGE_SIZE,
      total: views.length,
    };
  });

export const getCollege = (deps: Pick<Deps, 'db'>, ctx: CollegeCtx & { id: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await selectCollege(tx, ctx.id);
    if (!row) throw new AppError('not_found');
    return presentCollege(row, { tenantId: ctx.tenant.id, canManage: canManageDirectory(ctx.actor) });
  });

/** `POST /api/colleges` (company admins; a super admin on main adds to the shared catalogue). */
export const createCollege = (deps: Pick<Deps, 'db'>, ctx: CollegeCtx & { input: CollegeInput }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    if (!canManageDirectory(ctx.actor)) throw new AppError('forbidden');
    const row = await createCollegeOn(tx, ctx.input);
    return presentCollege(row, { tenantId: ctx.tenant.id, canManage: true });
  });

/** The tenant's own college for a change: unknown → 404, main's shared one → 403 `college_shared`. */
const ownCollege = async (tx: TenantTx, ctx: CollegeCtx, id: string) => {
  if (!canManageDirectory(ctx.actor)) throw new AppError('forbidden');
  const row = await selectCollege(tx, id);
  if (!row) throw new AppError('not_found');
  if (row.tenantId !== ctx.tenant.id) throw new AppError('college_shared');
  return row;
};

export const updateCollegeEntry = (deps: Pick<Deps, 'db'>, ctx: CollegeCtx & { id: string; input: CollegePatch }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await ownCollege(tx, ctx, ctx.id);
    checkRanges(
      mergedRanges({ sat_25: row.sat25, sat_75: row.sat75, act_25: row.act25, act_75: row.act75 }, ctx.input),
    );
    const updated = await updateCollege(tx, ctx.tenant.id, row.id, valuesOf(ctx.input));
    if (!updated) throw new AppError('not_found');
    return presentCollege(updated, { tenantId: ctx.tenant.id, canManage: true });
  });

/**
 * Deletes one of the tenant's own colleges, and it leaves the target lists it was on: main's college may be
 * on any tenant's lists, which no foreign key reaches (decision 0050), so one transaction removes them across
 * tenants (`unsafe`: by this college's id only), then checks and deletes the college in the caller's tenant.
 */
export const deleteCollegeEntry = (deps: Pick<Deps, 'db'>, ctx: CollegeCtx & { id: string }) =>
  unsafeAcrossTenants(deps.db, async (cross) => {
    await unsafeDeleteTargetsOfCollege(cross, ctx.id);
    await unsafeLeaveCrossTenantScope(cross);
    return withTenantSavepoint(cross, ctx.tenant.id, async (tx) => {
      const row = await ownCollege(tx, ctx, ctx.id);
      await deleteCollege(tx, ctx.tenant.id, row.id);
      return { ok: true as const };
    });
  });
