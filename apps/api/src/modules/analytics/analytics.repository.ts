import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { coinTransactions, paymentOrders } from '../../db/schema/commerce.ts';
import { userExams } from '../../db/schema/attempts.ts';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';

/**
 * Daily counts for the super admin's analytics. Each query groups by the calendar day of a timestamp in
 * the business time zone and returns only days that have rows; the service fills the others with zeros.
 * The tenant is the transaction's: a TenantTx sees one tenant (RLS); a CrossTenantTx (only `unsafe…`
 * callers get one) sees every tenant.
 */
type AnalyticsTx = TenantTx | CrossTenantTx;

export interface DayRange {
  /** First and last day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  timeZone: string;
}

const dayOf = (column: PgColumn, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
/** `column` falls on one of the range's days: from the start of `from` to the start of the day after `to`, in the zone. */
const within = (column: PgColumn, range: DayRange): SQL =>
  and(
    gte(column, sql`(${range.from}::date)::timestamp at time zone ${range.timeZone}`),
    lt(column, sql`((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`),
  )!;
// The day expression carries the zone as a parameter; GROUP BY 1 groups by the selected expression itself.
const byFirstColumn = sql`1`;
const int = (expression: SQL) => sql<number>`(${expression})::int`;

export const selectAttemptsStartedByDay = (tx: AnalyticsTx, range: DayRange) =>
  tx
    .select({
      day: dayOf(userExams.startedAt, range.timeZone),
      started: int(sql`count(*)`),
      students: int(sql`count(distinct ${userExams.userId})`),
    })
    .from(userExams)
    .where(within(userExams.startedAt, range))
    .groupBy(byFirstColumn);

export const selectAttemptsCompletedByDay = (tx: AnalyticsTx, range: DayRange) =>
  tx
    .select({ day: dayOf(userExams.completedAt, range.timeZone), completed: int(sql`count(*)`) })
    .from(userExams)
    .where(and(eq(userExams.status, 'completed'), within(userExams.completedAt, range)))
    .groupBy(byFirstColumn);

export const selectTransactionsByDay = (tx: AnalyticsTx, range: DayRange) =>
  tx
    .select({
      day: dayOf(coinTransactions.createdAt, range.timeZone),
      income: int(sql`coalesce(sum(${coinTransactions.amount}) filter (where ${coinTransactions.amount} > 0), 0)`),
      expense: int(sql`coalesce(-sum(${coinTransactions.amount}) filter (where ${coinTransactions.amount} < 0), 0)`),
      count: int(sql`count(*)`),
    })
    .from(coinTransactions)
    .where(within(coinTransactions.createdAt, range))
    .groupBy(byFirstColumn);

export const selectOrdersCreatedByDay = (tx: AnalyticsTx, range: DayRange) =>
  tx
    .select({ day: dayOf(paymentOrders.createdAt, range.timeZone), orders: int(sql`count(*)`) })
    .from(paymentOrders)
    .where(within(paymentOrders.createdAt, range))
    .groupBy(byFirstColumn);

/** Paid orders by the day they were paid and their currency: how many, and their totals in minor units. */
export const selectOrdersPaidByDay = (tx: AnalyticsTx, range: DayRange) =>
  tx
    .select({
      day: dayOf(paymentOrders.paidAt, range.timeZone),
      currency: paymentOrders.currency,
      paid: int(sql`count(*)`),
      totalMinor: sql<string>`sum(${paymentOrders.totalMinor})::text`,
    })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'paid'), within(paymentOrders.paidAt, range)))
    .groupBy(byFirstColumn, paymentOrders.currency);
