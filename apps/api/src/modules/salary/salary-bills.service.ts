import type { z } from 'zod';
import type {
  GenerateSalaryBillsResult,
  PaySalaryBill,
  SalaryAdjustmentInput,
  SalaryBillDetail,
  SalaryBillList,
  SalaryBillListQuery,
  SalaryBillSummary,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../auth/caller.ts';
import { findTeacherRows } from '../users/user-rows.service.ts';
import { allowedIn, billAmounts, centsOfDecimal, monthSpan, type SalaryAction } from './salary-rules.ts';
import { presentBillDetail, presentBillSummary } from './salary.presenter.ts';
import { canReadBill, isSalaryAdmin } from './salary.policy.ts';
import {
  deleteAdjustment,
  insertAdjustment,
  insertBillIfAbsent,
  replaceBillLessons,
  selectAdjustments,
  selectBillById,
  selectBillLessons,
  selectBillOfTeacher,
  selectBills,
  selectCountedLessons,
  selectHourlySalaries,
  selectPeople,
  selectTeachersWithTaughtLessons,
  updateBill,
  type SalaryBillRow,
} from './salary.repository.ts';

/** Salary bills (issue 20, decision 0045): generate a month, recompute, adjust, approve, pay; read. */
export type SalaryCtx = Caller;

const rateCentsOf = (salary: string | undefined) => (salary === undefined ? 0 : centsOfDecimal(salary));

/** Recomputes a draft from the teacher's counted lessons of its month and the profile's current rate. */
const computeDraft = async (tx: TenantTx, ctx: SalaryCtx, bill: SalaryBillRow) => {
  const span = monthSpan(bill.period, ctx.tenant.settings.businessTimeZone);
  const counted = await selectCountedLessons(tx, bill.teacherId, span.from, span.to);
  const rate = rateCentsOf((await selectHourlySalaries(tx, [bill.teacherId])).get(bill.teacherId));
  const adjustments = await selectAdjustments(tx, bill.id);
  const sums = billAmounts(
    counted,
    rate,
    adjustments.map((a) => a.amountCents),
  );
  await replaceBillLessons(
    tx,
    bill.id,
    counted.map((l, i) => ({
      lessonId: l.id,
      title: l.title,
      startsAt: l.startsAt,
      endsAt: l.endsAt,
      minutes: l.minutes,
      attended: l.attended,
      amountCents: sums.amounts[i]!,
    })),
  );
  return updateBill(tx, bill.id, {
    currency: ctx.tenant.settings.currency,
    hourlyRateCents: rate,
    lessonCount: sums.lessonCount,
    minutes: sums.minutes,
    lessonsCents: sums.lessonsCents,
    adjustmentsCents: sums.adjustmentsCents,
    totalCents: sums.totalCents,
    computedAt: new Date(),
  });
};

/** Only the adjustments change: the lesson lines stay as computed. */
const retotal = async (tx: TenantTx, bill: SalaryBillRow) => {
  const adjustmentsCents = (await selectAdjustments(tx, bill.id)).reduce((a, r) => a + r.amountCents, 0);
  return updateBill(tx, bill.id, { adjustmentsCents, totalCents: bill.lessonsCents + adjustmentsCents });
};

const detailOf = async (tx: TenantTx, ctx: SalaryCtx, bill: SalaryBillRow): Promise<SalaryBillDetail> => {
  const [lessons, adjustments] = [await selectBillLessons(tx, bill.id), await selectAdjustments(tx, bill.id)];
  const names = await selectPeople(tx, [
    bill.teacherId,
    ...[bill.createdBy, bill.approvedBy, bill.paidBy, ...adjustments.map((a) => a.createdBy)].filter(
      (id): id is string => id !== null,
    ),
  ]);
  return presentBillDetail(bill, { names, lessons, adjustments, canManage: isSalaryAdmin(ctx.actor) });
};

const requireAdmin = (ctx: SalaryCtx) => {
  if (!isSalaryAdmin(ctx.actor)) throw new AppError('forbidden');
};

/** The bill for an admin's change, locked, in a state that allows the action (else 409). */
const billFor = async (tx: TenantTx, ctx: SalaryCtx, billId: string, action: SalaryAction) => {
  requireAdmin(ctx);
  const bill = await selectBillById(tx, billId, true);
  if (!bill) throw new AppError('not_found');
  if (!allowedIn(bill.status, action))
    throw new AppError('salary_bill_state_invalid', { details: { status: bill.status } });
  return bill;
};

const summaries = async (tx: TenantTx, filter: Parameters<typeof selectBills>[1]): Promise<SalaryBillSummary[]> =>
  (await selectBills(tx, filter)).map((r) => presentBillSummary(r.bill, r.teacherName));

/** `GET /api/salary-bills` (admins): every teacher's bills, by month, teacher and state. */
export const findSalaryBills = (
  deps: Pick<Deps, 'db'>,
  ctx: SalaryCtx & { query: SalaryBillListQuery },
): Promise<SalaryBillList> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    requireAdmin(ctx);
    const { period, teacher_id: teacherId, status } = ctx.query;
    return { items: await summaries(tx, { period, teacherId, status }) };
  });

/** `GET /api/salary-bills/mine` (teachers): the caller's own bills, never anyone else's. */
export const findMySalaryBills = (deps: Pick<Deps, 'db'>, ctx: SalaryCtx): Promise<SalaryBillList> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => ({ items: await summaries(tx, { teacherId: ctx.actor.id }) }));

/** `GET /api/salary-bills/:id`: an admin, or the bill's own teacher; anyone else 404. */
export const getSalaryBill = (deps: Pick<Deps, 'db'>, ctx: SalaryCtx & { billId: string }): Promise<SalaryBillDetail> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await selectBillById(tx, ctx.billId);
    if (!bill || !canReadBill(ctx.actor, bill)) throw new AppError('not_found');
    return detailOf(tx, ctx, bill);
  });

/**
 * `POST /api/salary-bills/generate` (admins): the month's bill of every teacher who has an hourly salary or
 * taught a lesson in it. A new teacher gets a draft; an existing draft is recomputed; an approved or paid
 * bill is kept as it is. Idempotent: generating twice writes one bill per teacher and month.
 */
export const generateSalaryBills = (
  deps: Pick<Deps, 'db'>,
  ctx: SalaryCtx & { period: string },
): Promise<GenerateSalaryBillsResult> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    requireAdmin(ctx);
    const span = monthSpan(ctx.period, ctx.tenant.settings.businessTimeZone);
    const teacherIds = (await findTeacherRows(tx)).map((t) => t.id);
    const rates = await selectHourlySalaries(tx, teacherIds);
    const taught = new Set(await selectTeachersWithTaughtLessons(tx, span.from, span.to));
    const wanted = teacherIds.filter((id) => rates.has(id) || taught.has(id));
    const result = { created: 0, recomputed: 0, kept: 0 };
    for (const teacherId of wanted) {
      const fresh = await insertBillIfAbsent(tx, {
        teacherId,
        period: ctx.period,
        currency: ctx.tenant.settings.currency,
        createdBy: ctx.actor.id,
      });
      const bill = fresh ?? (await selectBillOfTeacher(tx, teacherId, ctx.period))!;
      if (!fresh && bill.status !== 'draft') {
        result.kept += 1;
        continue;
      }
      await computeDraft(tx, ctx, bill);
      if (fresh) result.created += 1;
      else result.recomputed += 1;
    }
    return { period: ctx.period, ...result, items: await summaries(tx, { period: ctx.period }) };
  });

/** `POST /api/salary-bills/:id/recompute` (admins, drafts only). */
export const recomputeSalaryBill = (deps: Pick<Deps, 'db'>, ctx: SalaryCtx & { billId: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await billFor(tx, ctx, ctx.billId, 'recompute');
    return detailOf(tx, ctx, await computeDraft(tx, ctx, bill));
  });

/** `POST /api/salary-bills/:id/adjustments` (admins, drafts only): a signed line with its reason. */
export const addSalaryAdjustment = (
  deps: Pick<Deps, 'db'>,
  ctx: SalaryCtx & { billId: string; input: SalaryAdjustmentInput },
) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await billFor(tx, ctx, ctx.billId, 'adjust');
    const amountCents = centsOfDecimal(ctx.input.amount);
    if (amountCents === 0)
      throw new AppError('validation_failed', { fields: [{ path: 'amount', key: 'invalid_value' }] });
    await insertAdjustment(tx, { billId: bill.id, amountCents, comment: ctx.input.comment, createdBy: ctx.actor.id });
    return detailOf(tx, ctx, await retotal(tx, bill));
  });

/** `DELETE /api/salary-bills/:id/adjustments/:adjustmentId` (admins, drafts only). */
export const removeSalaryAdjustment = (
  deps: Pick<Deps, 'db'>,
  ctx: SalaryCtx & { billId: string; adjustmentId: string },
) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await billFor(tx, ctx, ctx.billId, 'adjust');
    if (!(await deleteAdjustment(tx, bill.id, ctx.adjustmentId))) throw new AppError('not_found');
    return detailOf(tx, ctx, await retotal(tx, bill));
  });

/** `POST /api/salary-bills/:id/approve` (admins): a draft whose total is not below zero. */
export const approveSalaryBill = (deps: Pick<Deps, 'db'>, ctx: SalaryCtx & { billId: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await billFor(tx, ctx, ctx.billId, 'approve');
    if (bill.totalCents < 0) throw new AppError('salary_total_negative');
    const approved = await updateBill(tx, bill.id, {
      status: 'approved',
      approvedBy: ctx.actor.id,
      approvedAt: new Date(),
    });
    return detailOf(tx, ctx, approved);
  });

/** `POST /api/salary-bills/:id/pay` (admins): an approved bill, paid outside (transfer, cheque), with a note. */
export const paySalaryBill = (
  deps: Pick<Deps, 'db'>,
  ctx: SalaryCtx & { billId: string; input: z.output<typeof PaySalaryBill> },
) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const bill = await billFor(tx, ctx, ctx.billId, 'pay');
    const paid = await updateBill(tx, bill.id, {
      status: 'paid',
      paidBy: ctx.actor.id,
      paidAt: new Date(),
      paidNote: ctx.input.note,
    });
    return detailOf(tx, ctx, paid);
  });
