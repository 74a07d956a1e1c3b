import type { z } from 'zod';
import type {
  ActivePromotionList,
  HousePromotionInput,
  HousePromotionList,
  HousePromotionPatch,
  HousePromotionView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/clock.ts';
import type { Caller } from '../auth/caller.ts';
import { findUserRoles, lookupUserById } from '../users/user-rows.service.ts';
import { canManagePromotions, promotionProblems, seesPromotions } from './house-promotions.policy.ts';
import { presentActivePromotion, presentPromotion } from './house-promotions.presenter.ts';
import {
  deletePromotionRow,
  insertPromotion,
  selectActivePromotions,
  selectPromotionById,
  selectPromotions,
  updatePromotionRow,
  type HousePromotionValues,
} from './house-promotions.repository.ts';

type Ctx = Caller;

const toDate = (value: string | null) => (value === null ? null : new Date(value));

const assertManager = (ctx: Ctx) => {
  if (!canManagePromotions(ctx.actor, ctx.tenant)) throw new AppError('forbidden');
};

const assertValid = (values: { linkUrl: string | null; startsAt: Date | null; endsAt: Date | null }) => {
  const problems = promotionProblems({ link_url: values.linkUrl, starts_at: values.startsAt, ends_at: values.endsAt });
  if (problems.length) throw new AppError('validation_failed', { fieldMessages: problems });
};

/** The tenant's promotions, for its admins. */
export const findPromotions = async (deps: Deps, ctx: Ctx): Promise<HousePromotionList> => {
  assertManager(ctx);
  const rows = await withTenant(deps.db, ctx.tenant.id, (tx) => selectPromotions(tx));
  return { data: rows.map(presentPromotion) };
};

export const createPromotion = async (
  deps: Deps,
  ctx: Ctx & { input: z.output<typeof HousePromotionInput> },
): Promise<HousePromotionView> => {
  assertManager(ctx);
  const { input } = ctx;
  const values: HousePromotionValues = {
    kind: input.kind,
    title: input.title,
    body: input.body,
    linkUrl: input.link_url || null,
    active: input.active,
    startsAt: toDate(input.starts_at),
    endsAt: toDate(input.ends_at),
    sort: input.sort,
    createdBy: ctx.actor.id,
  };
  assertValid({ linkUrl: values.linkUrl ?? null, startsAt: values.startsAt ?? null, endsAt: values.endsAt ?? null });
  return presentPromotion(await withTenant(deps.db, ctx.tenant.id, (tx) => insertPromotion(tx, values)));
};

/** A partial edit; the rules are checked on the promotion as it will be (a new end against the kept start). */
export const updatePromotion = async (
  deps: Deps,
  ctx: Ctx & { id: string; input: z.output<typeof HousePromotionPatch> },
): Promise<HousePromotionView> => {
  assertManager(ctx);
  const { input } = ctx;
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const current = await selectPromotionById(tx, ctx.id);
    if (!current) throw new AppError('not_found');
    const changes: Partial<HousePromotionValues> = {
      ...(input.kind !== undefined ? { kind: input.kind } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
      ...(input.link_url !== undefined ? { linkUrl: input.link_url || null } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(input.starts_at !== undefined ? { startsAt: toDate(input.starts_at) } : {}),
      ...(input.ends_at !== undefined ? { endsAt: toDate(input.ends_at) } : {}),
      ...(input.sort !== undefined ? { sort: input.sort } : {}),
    };
    assertValid({
      linkUrl: changes.linkUrl !== undefined ? changes.linkUrl : current.linkUrl,
      startsAt: changes.startsAt !== undefined ? changes.startsAt : current.startsAt,
      endsAt: changes.endsAt !== undefined ? changes.endsAt : current.endsAt,
    });
    const updated = await updatePromotionRow(tx, ctx.id, changes);
    if (!updated) throw new AppError('not_found');
    return presentPromotion(updated);
  });
};

export const deletePromotion = async (deps: Deps, ctx: Ctx & { id: string }): Promise<{ ok: true }> => {
  assertManager(ctx);
  const deleted = await withTenant(deps.db, ctx.tenant.id, (tx) => deletePromotionRow(tx, ctx.id));
  if (!deleted) throw new AppError('not_found');
  return { ok: true };
};

/**
 * The promotions the signed-in user sees now: the active ones in their dates for a Free member, none for a
 * Pro member or a super admin. Standing is read from the database in this transaction (not from the
 * session cache), in the tenant's business time zone, so the server alone decides.
 */
export const findActivePromotions = async (deps: Deps, ctx: Ctx & { now?: Date }): Promise<ActivePromotionList> => {
  const now = ctx.now ?? new Date();
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const user = await lookupUserById(tx, ctx.actor.id);
    if (!user) return { data: [] };
    const roles = (await findUserRoles(tx, user.id)).map((name) => ({ name }));
    const member = { roles, pro_expired_at: user.proExpiredAt };
    if (!seesPromotions(member, todayIn(ctx.tenant.settings.businessTimeZone, now))) return { data: [] };
    return { data: (await selectActivePromotions(tx, now)).map(presentActivePromotion) };
  });
};
