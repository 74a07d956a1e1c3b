import { z } from 'zod';
import { IsoDate } from './common.ts';

/**
 * Issue 4: analytics for super admins (spec §3 Analytics: a list of analyses, date plus metric fields, and
 * a today entry). Owned by apps/api/src/modules/analytics. Days are calendar days in the tenant's business
 * time zone (main's when across tenants); every day of the range is present (zeros on a quiet day).
 */

/** The longest range one call may ask for (days, both ends included). */
export const ANALYSIS_MAX_DAYS = 366;
/** The range when `from`/`to` are absent: the last 30 days, today included. */
export const ANALYSIS_DEFAULT_DAYS = 30;

export const AnalysisQuery = z.object({
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  /** One tenant (slug); all tenants when absent. */
  tenant: z.string().trim().max(64).optional(),
});
export type AnalysisQuery = z.infer<typeof AnalysisQuery>;
export const AnalysisTodayQuery = AnalysisQuery.pick({ tenant: true });

/** Attempts started that day, attempts completed that day, distinct students who started one. */
export const UserExamAnalysis = z.object({
  date: IsoDate,
  started: z.number().int(),
  completed: z.number().int(),
  students: z.number().int(),
});
/** Coins credited to users (income), coins debited (expense, a positive number) and transactions that day. */
export const TransactionAnalysis = z.object({
  date: IsoDate,
  income: z.number().int(),
  expense: z.number().int(),
  count: z.number().int(),
});
/**
 * Orders created that day, orders paid that day, and what those paid orders brought in (major units) per
 * currency (tenants may sell in different currencies; amounts of two currencies are never added).
 */
export const OrderAnalysis = z.object({
  date: IsoDate,
  orders: z.number().int(),
  paid: z.number().int(),
  revenue: z.record(z.string(), z.number()),
});
export type UserExamAnalysis = z.infer<typeof UserExamAnalysis>;
export type TransactionAnalysis = z.infer<typeof TransactionAnalysis>;
export type OrderAnalysis = z.infer<typeof OrderAnalysis>;

/** The range answered, its time zone, and one entry per day, oldest first. */
const AnalysisList = <T extends z.ZodType>(entry: T) =>
  z.object({ from: IsoDate, to: IsoDate, time_zone: z.string(), analyses: z.array(entry) });
export const UserExamAnalysisList = AnalysisList(UserExamAnalysis);
export const TransactionAnalysisList = AnalysisList(TransactionAnalysis);
export const OrderAnalysisList = AnalysisList(OrderAnalysis);
export type UserExamAnalysisList = z.infer<typeof UserExamAnalysisList>;
export type TransactionAnalysisList = z.infer<typeof TransactionAnalysisList>;
export type OrderAnalysisList = z.infer<typeof OrderAnalysisList>;
