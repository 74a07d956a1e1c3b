import type { SsnRevealed, TeacherBillingInput, TeacherBillingView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { lookupUserById } from '../users/user-rows.service.ts';
import { openBilling, sealBilling, type BillingSecret } from './billing-crypto.ts';
import { centsOfDecimal, formatSsn, maskSsn, secretOfProfileBilling, ssnComplete, ssnDigits } from './salary-rules.ts';
import type { SalaryCtx } from './salary-bills.service.ts';
import { personOf } from './salary.presenter.ts';
import { isSalaryAdmin } from './salary.policy.ts';
import {
  clearProfileBilling,
  insertReveal,
  selectBilling,
  selectProfileBillingForUpdate,
  unsafeSelectTenantsWithProfileBilling,
  selectHourlySalaries,
  selectPeople,
  selectReveals,
  upsertBilling,
} from './salary.repository.ts';

/**
 * A teacher's billing details (issue 20, decision 0045): sealed with AES-256-GCM under BILLING_KEY, shown
 * with the SSN masked; only an admin reveals the full SSN, and each reveal is written to
 * `teacher_billing_reveals` in the same transaction as the answer.
 */
type BillingDeps = Pick<Deps, 'db' | 'config'>;

const secretOf = async (deps: BillingDeps, tx: TenantTx, tenantId: string, userId: string) => {
  const row = await selectBilling(tx, userId);
  return row
    ? { secret: openBilling(deps.config.billingKey, { tenantId, userId }, row.ciphertext), updatedAt: row.updatedAt }
    : undefined;
};

const viewOf = async (
  deps: BillingDeps,
  tx: TenantTx,
  ctx: SalaryCtx,
  userId: string,
  withReveals: boolean,
): Promise<TeacherBillingView> => {
  const user = await lookupUserById(tx, userId);
  if (!user) throw new AppError('not_found');
  const stored = await secretOf(deps, tx, ctx.tenant.id, userId);
  const salary = (await selectHourlySalaries(tx, [userId])).get(userId);
  const reveals = withReveals ? await selectReveals(tx, userId) : [];
  const names = await selectPeople(tx, [userId, ...reveals.flatMap((r) => (r.revealedBy ? [r.revealedBy] : []))]);
  const s = stored?.secret;
  return {
    teacher: { id: userId, name: names.get(userId) ?? null },
    on_file: s !== undefined,
    official_name: s?.officialName || null,
    ssn_masked: s?.ssn ? maskSsn(s.ssn) : null,
    ssn_complete: s !== undefined && ssnComplete(s.ssn),
    date_of_birth: s?.dateOfBirth || null,
    payment_method: (s?.paymentMethod as TeacherBillingView['payment_method'] | undefined) || null,
    payment_details: s?.paymentDetails || null,
    mailing_address: s?.mailingAddress || null,
    updated_at: stored?.updatedAt.toISOString() ?? null,
    hourly_rate_cents: salary === undefined ? null : centsOfDecimal(salary),
    currency: ctx.tenant.settings.currency,
    reveals: reveals.map((r) => ({
      teacher_id: userId,
      by: personOf(r.revealedBy, names),
      at: r.createdAt.toISOString(),
    })),
  };
};

/** `GET /api/teacher-billing` (teachers): the caller's own details, SSN masked. */
export const getOwnBilling = (deps: BillingDeps, ctx: SalaryCtx) =>
  withTenant(deps.db, ctx.tenant.id, (tx) => viewOf(deps, tx, ctx, ctx.actor.id, false));

/**
 * `PUT /api/teacher-billing` (teachers): the caller's own details. The SSN is required until a full one is
 * on file and kept when left out later (the form never receives the full number back).
 */
export const saveOwnBilling = (deps: BillingDeps, ctx: SalaryCtx & { input: TeacherBillingInput }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const owner = { tenantId: ctx.tenant.id, userId: ctx.actor.id };
    const current = await secretOf(deps, tx, ctx.tenant.id, ctx.actor.id);
    const kept = current && ssnComplete(current.secret.ssn) ? current.secret.ssn : undefined;
    const ssn = ctx.input.ssn ? ssnDigits(ctx.input.ssn) : kept;
    if (!ssn) throw new AppError('validation_failed', { fields: [{ path: 'ssn', key: 'required' }] });
    const secret: BillingSecret = {
      officialName: ctx.input.official_name,
      ssn,
      dateOfBirth: ctx.input.date_of_birth,
      paymentMethod: ctx.input.payment_method,
      paymentDetails: ctx.input.payment_details ?? current?.secret.paymentDetails ?? '',
      mailingAddress: ctx.input.mailing_address,
    };
    await upsertBilling(tx, ctx.actor.id, sealBilling(deps.config.billingKey, owner, secret), ctx.actor.id);
    return viewOf(deps, tx, ctx, ctx.actor.id, false);
  });

/** `GET /api/teachers/:id/billing` (admins): a teacher's details, SSN masked, with the reveals so far. */
export const getTeacherBilling = (deps: BillingDeps, ctx: SalaryCtx & { teacherId: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    if (!isSalaryAdmin(ctx.actor)) throw new AppError('forbidden');
    return viewOf(deps, tx, ctx, ctx.teacherId, true);
  });

/** `POST /api/teachers/:id/billing/reveal-ssn` (admins): the full SSN, the reveal logged with who and when. */
export const revealTeacherSsn = (deps: BillingDeps, ctx: SalaryCtx & { teacherId: string }): Promise<SsnRevealed> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    if (!isSalaryAdmin(ctx.actor)) throw new AppError('forbidden');
    const stored = await secretOf(deps, tx, ctx.tenant.id, ctx.teacherId);
    // Nothing to reveal until the full number is on file (details moved with only the last four digits).
    if (!stored || !ssnComplete(stored.secret.ssn)) throw new AppError('not_found');
    const reveal = await insertReveal(tx, ctx.teacherId, ctx.actor.id);
    return { ssn: formatSsn(stored.secret.ssn), revealed_at: reveal.createdAt.toISOString() };
  });

/**
 * The one-time move of the earlier profile form's plain-text billing (`teacher_profiles.billing`) into the
 * sealed store (decision 0049). It needs BILLING_KEY, which a SQL migration does not have, so the server
 * runs it at start (buildApp) and again harmlessly: each tenant's rows are locked, sealed where the
 * teacher has no sealed details yet (sealed details are newer, so they win), and emptied, in one
 * transaction. Reading which tenants hold any crosses tenants, hence `unsafe`. Returns how many it moved.
 */
export const unsafeSealProfileBilling = async (deps: Pick<Deps, 'db' | 'config'>) => {
  const tenantIds = await unsafeAcrossTenants(deps.db, (tx) => unsafeSelectTenantsWithProfileBilling(tx));
  let moved = 0;
  for (const tenantId of tenantIds)
    moved += await withTenant(deps.db, tenantId, async (tx) => {
      let sealed = 0;
      for (const row of await selectProfileBillingForUpdate(tx)) {
        if (row.billing && !(await selectBilling(tx, row.userId))) {
          const secret = secretOfProfileBilling(row.billing);
          const owner = { tenantId, userId: row.userId };
          await upsertBilling(tx, row.userId, sealBilling(deps.config.billingKey, owner, secret), row.userId);
          sealed++;
        }
        await clearProfileBilling(tx, row.userId);
      }
      return sealed;
    });
  return moved;
};
