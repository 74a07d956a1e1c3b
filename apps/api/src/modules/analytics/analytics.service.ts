import type { z } from 'zod';
import {
  MAIN_TENANT,
  type AnalysisQuery,
  type OrderAnalysis,
  type OrderAnalysisList,
  type TransactionAnalysis,
  type TransactionAnalysisList,
  type UserExamAnalysis,
  type UserExamAnalysisList,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant, type CrossTenantTx, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/clock.ts';
import { findAllTenants } from '../tenants/tenants.service.ts';
import { eachDay, resolveRange } from './analysis-range.ts';
import {
  selectAttemptsCompletedByDay,
  selectAttemptsStartedByDay,
  selectOrdersCreatedByDay,
  selectOrdersPaidByDay,
  selectTransactionsByDay,
  type DayRange,
} from './analytics.repository.ts';

type Query = z.output<typeof AnalysisQuery>;
interface Options {
  query: Query;
  /** Only today (the `/today` calls): from and to are ignored. */
  today?: boolean;
  now?: Date;
}

/**
 * Runs `read` over the asked range: in one tenant's transaction (its business time zone) when `tenant`
 * names one, else across every tenant in main's time zone. Crosses tenants on purpose: these are the super
 * admin's platform analytics.
 */
const unsafeInScope = async <T>(
  deps: Deps,
  options: Options,
  read: (tx: TenantTx | CrossTenantTx, range: DayRange) => Promise<T>,
) => {
  const tenants = (await findAllTenants(deps.db)).map(({ tenant }) => tenant);
  const slug = options.query.tenant?.toLowerCase();
  const tenant = tenants.find((t) => t.slug === (slug || MAIN_TENANT));
  if (!tenant) throw new AppError('validation_failed', { fields: [{ path: 'tenant', key: 'invalid_value' }] });
  const timeZone = tenant.settings.businessTimeZone;
  const today = todayIn(timeZone, options.now);
  const days = options.today ? { from: today, to: today } : resolveRange(options.query, today);
  const range = { ...days, timeZone };
  // Counts by day, which nobody reads back right after a write: the replica may answer (decision 0048).
  const result = await deps.reads.run(deps.db, (db) =>
    slug ? withTenant(db, tenant.id, (tx) => read(tx, range)) : unsafeAcrossTenants(db, (tx) => read(tx, range)),
  );
  return { from: range.from, to: range.to, time_zone: timeZone, analyses: result };
};

/** One entry per day of the range, the rows' values where a day has one, else `empty`. */
const fill = <T>(range: DayRange, rows: Map<string, T>, empty: (date: string) => T) =>
  eachDay(range.from, range.to).map((date) => rows.get(date) ?? empty(date));

export const unsafeFindUserExamAnalysis = (deps: Deps, options: Options): Promise<UserExamAnalysisList> =>
  unsafeInScope(deps, options, async (tx, range) => {
    const started = await selectAttemptsStartedByDay(tx, range);
    const completed = await selectAttemptsCompletedByDay(tx, range);
    const days = new Map<string, UserExamAnalysis>();
    const at = (date: string) =>
      days.get(date) ?? days.set(date, { date, started: 0, completed: 0, students: 0 }).get(date)!;
    for (const row of started) Object.assign(at(row.day), { started: row.started, students: row.students });
    for (const row of completed) at(row.day).completed = row.completed;
    return fill(range, days, (date) => ({ date, started: 0, completed: 0, students: 0 }));
  });

export const unsafeFindTransactionAnalysis = (deps: Deps, options: Options): Promise<TransactionAnalysisList> =>
  unsafeInScope(deps, options, async (tx, range) => {
    const rows = await selectTransactionsByDay(tx, range);
    const days = new Map<string, TransactionAnalysis>(
      rows.map((r) => [r.day, { date: r.day, income: r.income, expense: r.expense, count: r.count }]),
    );
    return fill(range, days, (date) => ({ date, income: 0, expense: 0, count: 0 }));
  });

/** Minor units (cents) to major units with two decimals, exactly for any sum a day can hold. */
const toMajor = (minor: string) => Number(BigInt(minor)) / 100;

export const unsafeFindOrderAnalysis = (deps: Deps, options: Options): Promise<OrderAnalysisList> =>
  unsafeInScope(deps, options, async (tx, range) => {
    const created = await selectOrdersCreatedByDay(tx, range);
    const paid = await selectOrdersPaidByDay(tx, range);
    const days = new Map<string, OrderAnalysis>();
    const at = (date: string) => days.get(date) ?? days.set(date, { date, orders: 0, paid: 0, revenue: {} }).get(date)!;
    for (const row of created) at(row.day).orders = row.orders;
    for (const row of paid) {
      const day = at(row.day);
      day.paid += row.paid;
      day.revenue[row.currency] = toMajor(row.totalMinor);
    }
    return fill(range, days, (date) => ({ date, orders: 0, paid: 0, revenue: {} }));
  });
