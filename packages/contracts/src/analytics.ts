import { z } from 'zod';
import { IsoDate } from './common.ts';

/**
 * Issue 4: analytics for super admins (spec §3 Analytics: a list of analyses, date plus metric fields, and
 * a today entry). Owned by apps/api/src/modules/analytics. Days are in the tenant's business time zone
 * (or main's when across tenants).
 */
export const AnalysisQuery = z.object({
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  /** One tenant (slug); all tenants when absent. */
  tenant: z.string().max(64).optional(),
});

export const UserExamAnalysis = z.object({ date: IsoDate, started: z.number().int(), completed: z.number().int(), students: z.number().int() });
export const TransactionAnalysis = z.object({ date: IsoDate, income: z.number().int(), expense: z.number().int(), count: z.number().int() });
export const OrderAnalysis = z.object({ date: IsoDate, orders: z.number().int(), paid: z.number().int(), revenue: z.number(), currency: z.string().nullable() });
export type UserExamAnalysis = z.infer<typeof UserExamAnalysis>;
export type TransactionAnalysis = z.infer<typeof TransactionAnalysis>;
export type OrderAnalysis = z.infer<typeof OrderAnalysis>;

export const UserExamAnalysisList = z.object({ analyses: z.array(UserExamAnalysis) });
export const TransactionAnalysisList = z.object({ analyses: z.array(TransactionAnalysis) });
export const OrderAnalysisList = z.object({ analyses: z.array(OrderAnalysis) });
