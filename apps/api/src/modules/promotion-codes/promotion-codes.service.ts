import type { z } from 'zod';
import type {
  PromotionCodeInput,
  PromotionCodePage,
  PromotionCodeQuery,
  PromotionCodeUpdate,
  PromotionCodeUsePage,
  PromotionCodeView,
  ServerMessageKey,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../profile/profile.policy.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { presentCode, presentUse } from './promotion-codes.presenter.ts';
import {
  codeExists,
  countHoldingUses,
  deleteCode,
  hasPaidOrder,
  insertCode,
  insertUse,
  lockCodeByText,
  selectCodeByText,
  selectCodePage,
  selectCodeWithUses,
  selectUsePage,
  settleUse,
  updateCode,
  type PromotionCodeRow,
} from './promotion-codes.repository.ts';
import { appliedOf, refusalOf, type Applied } from './promotion-rules.ts';

interface Ctx {
  tenant: TenantContext;
}

export const PROMOTION_PAGE_SIZE = 20;
const pageOf = (page: number) => ({ offset: (page - 1) * PROMOTION_PAGE_SIZE, limit: PROMOTION_PAGE_SIZE });

type CheckedFields = {
  discountKind: string;
  amount: number;
  appliesTo: string;
  validFrom: Date | null;
  validTo: Date | null;
};

/** The rules between fields (a zod schema stays sampleable without them): each a 422 on its field. */
const checkFields = (c: CheckedFields) => {
  const problems: { path: string; key: ServerMessageKey }[] = [];
  if (c.discountKind === 'percent' && c.amount > 99)
    problems.push({ path: 'amount', key: 'promotion_codes.percent_max' });
  if (c.discountKind === 'coins' && c.appliesTo !== 'coin_pack')
    problems.push({ path: 'applies_to', key: 'promotion_codes.coins_for_packs' });
  if (c.validFrom && c.validTo && c.validTo.getTime() <= c.validFrom.getTime())
    problems.push({ path: 'valid_to', key: 'promotion_codes.ends_before_start' });
  if (problems.length) throw new AppError('validation_failed', { fieldMessages: problems });
};

const dateOf = (value: string | null | undefined) => (value ? new Date(value) : null);

/** `GET /api/admin/promotion-codes`: the tenant's codes, newest first, 20 a page (`q` finds by text). */
export const findPromotionCodes = (
  deps: Deps,
  ctx: Ctx & { query: z.output<typeof PromotionCodeQuery> },
): Promise<PromotionCodePage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { rows, total } = await selectCodePage(tx, { q: ctx.query.q || undefined }, pageOf(ctx.query.page));
    return {
      data: rows.map((r) => presentCode(r.code, r.uses)),
      current_page: ctx.query.page,
      per_page: PROMOTION_PAGE_SIZE,
      total,
    };
  });

const codeOrNotFound = async (tx: TenantTx, id: string) => {
  const found = await selectCodeWithUses(tx, id);
  if (!found) throw new AppError('not_found');
  return found;
};

/** `GET /api/admin/promotion-codes/:id`. Another tenant's code is not found (RLS). */
export const getPromotionCode = (deps: Deps, ctx: Ctx & { id: string }): Promise<PromotionCodeView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const found = await codeOrNotFound(tx, ctx.id);
    return presentCode(found.code, found.uses);
  });

/** `POST /api/admin/promotion-codes`: a new code of the caller's tenant (text unique whatever the case). */
export const createPromotionCode = (
  deps: Deps,
  ctx: Ctx & { actor: Actor; input: z.output<typeof PromotionCodeInput> },
): Promise<PromotionCodeView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const input = ctx.input;
    const fields = {
      discountKind: input.discount_kind,
      amount: input.amount,
      appliesTo: input.applies_to,
      validFrom: dateOf(input.valid_from),
      validTo: dateOf(input.valid_to),
    };
    checkFields(fields);
    if (await codeExists(tx, input.code)) throw fieldError('promotion_code_exists', 'code');
    const row = await insertCode(tx, {
      ...fields,
      code: input.code,
      description: input.description,
      audience: input.audience,
      perUserLimit: input.per_user_limit,
      totalLimit: input.total_limit,
      createdBy: ctx.actor.id,
    });
    // Two admins creating the same text at once: the unique index decides, the second hears it exists.
    if (!row) throw fieldError('promotion_code_exists', 'code');
    return presentCode(row, 0);
  });

/** `PATCH /api/admin/promotion-codes/:id`: description, active (deactivate / reactivate), dates and limits. */
export const updatePromotionCode = (
  deps: Deps,
  ctx: Ctx & { id: string; input: PromotionCodeUpdate },
): Promise<PromotionCodeView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { code: current } = await codeOrNotFound(tx, ctx.id);
    const input = ctx.input;
    const validFrom = input.valid_from === undefined ? current.validFrom : dateOf(input.valid_from);
    const validTo = input.valid_to === undefined ? current.validTo : dateOf(input.valid_to);
    checkFields({ ...current, validFrom, validTo });
    await updateCode(tx, ctx.id, {
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(input.per_user_limit !== undefined ? { perUserLimit: input.per_user_limit } : {}),
      ...(input.total_limit !== undefined ? { totalLimit: input.total_limit } : {}),
      validFrom,
      validTo,
    });
    const saved = await codeOrNotFound(tx, ctx.id);
    return presentCode(saved.code, saved.uses);
  });

/** `DELETE /api/admin/promotion-codes/:id`: only a code never used (uses are history: deactivate instead, 409). */
export const deletePromotionCode = (deps: Deps, ctx: Ctx & { id: string }): Promise<{ ok: true }> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    await codeOrNotFound(tx, ctx.id);
    const { total } = await selectUsePage(tx, ctx.id, { offset: 0, limit: 1 });
    if (total > 0) throw new AppError('promotion_code_in_use');
    await deleteCode(tx, ctx.id);
    return { ok: true as const };
  });

/** `GET /api/admin/promotion-codes/:id/uses`: every use of a code (reserved, used, released), newest first. */
export const findPromotionCodeUses = (
  deps: Deps,
  ctx: Ctx & { id: string; query: z.output<typeof PromotionCodeQuery> },
): Promise<PromotionCodeUsePage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    await codeOrNotFound(tx, ctx.id);
    const { rows, total } = await selectUsePage(tx, ctx.id, pageOf(ctx.query.page));
    return { data: rows.map(presentUse), current_page: ctx.query.page, per_page: PROMOTION_PAGE_SIZE, total };
  });

export interface AppliedCode extends Applied {
  codeId: string;
  code: string;
  discountKind: 'percent' | 'coins';
  amount: number;
}

interface ApplyInput {
  userId: string;
  /** As typed; compared without case. */
  text: string;
  item: { kind: 'coins' | 'pro'; priceMinor: number };
  now: Date;
}

/** Every rule of promotion-rules.ts on one code; the refusal is a 422 on `promotion_code`. */
const checkCode = async (tx: TenantTx, code: PromotionCodeRow | undefined, input: ApplyInput): Promise<AppliedCode> => {
  if (!code) throw fieldError('promotion_code_unknown', 'promotion_code');
  const uses = await countHoldingUses(tx, code.id, input.userId);
  const refusal = refusalOf(code, {
    now: input.now,
    item: input.item,
    usesTotal: uses.total,
    usesMine: uses.mine,
    hasPaidOrder: code.audience === 'new' ? await hasPaidOrder(tx, input.userId) : false,
  });
  if (refusal) throw fieldError(refusal, 'promotion_code');
  return {
    codeId: code.id,
    code: code.code,
    discountKind: code.discountKind === 'coins' ? 'coins' : 'percent',
    amount: code.amount,
    ...appliedOf(code, input.item.priceMinor),
  };
};

/** What a code would give on an item now, without holding anything (the checkout's quote). */
export const previewPromotionCode = (tx: TenantTx, input: ApplyInput) =>
  selectCodeByText(tx, input.text).then((code) => checkCode(tx, code, input));

/**
 * Applies a code to an order being created, on the order's own transaction: the code row is locked first,
 * so concurrent orders with the same code queue and each counts the uses committed before it; the use is
 * then recorded `reserved` by `reservePromotionUse` once the order row exists.
 */
export const applyPromotionCode = (tx: TenantTx, input: ApplyInput) =>
  lockCodeByText(tx, input.text).then((code) => checkCode(tx, code, input));

export const reservePromotionUse = (
  tx: TenantTx,
  applied: AppliedCode,
  use: { userId: string; orderId: string; priceMinor: number },
) =>
  insertUse(tx, {
    codeId: applied.codeId,
    userId: use.userId,
    orderId: use.orderId,
    discountMinor: applied.discountMinor,
    bonusCoins: applied.bonusCoins,
    details: {
      code: applied.code,
      discount_kind: applied.discountKind,
      amount: applied.amount,
      price_minor: use.priceMinor,
    },
  });

/**
 * The order's use follows its settlement (in the settlement's transaction): paid → `used`, failed or
 * expired → `released` (its place is free again). Answers the bonus T-Coins of a use that became used.
 */
export const settlePromotionUse = async (tx: TenantTx, orderId: string, outcome: 'paid' | 'failed') => {
  const use = await settleUse(tx, orderId, outcome === 'paid' ? 'used' : 'released');
  return { bonusCoins: outcome === 'paid' && use ? use.bonusCoins : 0 };
};
