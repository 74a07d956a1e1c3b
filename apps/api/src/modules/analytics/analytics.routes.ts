import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnalysisQuery,
  AnalysisTodayQuery,
  OrderAnalysis,
  OrderAnalysisList,
  TransactionAnalysis,
  TransactionAnalysisList,
  UserExamAnalysis,
  UserExamAnalysisList,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import {
  unsafeFindOrderAnalysis,
  unsafeFindTransactionAnalysis,
  unsafeFindUserExamAnalysis,
} from './analytics.service.ts';

const tags = ['analytics'];
const superAdmin = { access: 'super_admin' } as const;
const only = <T>(list: { analyses: T[] }) => list.analyses[0]!;

/** Platform analytics (spec §7 "Transactions and analytics"): per day over a range, and today alone. Super admins. */
export const analyticsRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/user-exams/analysis',
    { config: superAdmin, schema: { tags, querystring: AnalysisQuery, response: { 200: UserExamAnalysisList } } },
    (req) => unsafeFindUserExamAnalysis(deps, { query: req.query }),
  );
  app.get(
    '/api/user-exams/analysis/today',
    { config: superAdmin, schema: { tags, querystring: AnalysisTodayQuery, response: { 200: UserExamAnalysis } } },
    async (req) => only(await unsafeFindUserExamAnalysis(deps, { query: req.query, today: true })),
  );
  app.get(
    '/api/transaction-logs/analysis',
    { config: superAdmin, schema: { tags, querystring: AnalysisQuery, response: { 200: TransactionAnalysisList } } },
    (req) => unsafeFindTransactionAnalysis(deps, { query: req.query }),
  );
  app.get(
    '/api/transaction-logs/analysis/today',
    { config: superAdmin, schema: { tags, querystring: AnalysisTodayQuery, response: { 200: TransactionAnalysis } } },
    async (req) => only(await unsafeFindTransactionAnalysis(deps, { query: req.query, today: true })),
  );
  app.get(
    '/api/order/analysis',
    { config: superAdmin, schema: { tags, querystring: AnalysisQuery, response: { 200: OrderAnalysisList } } },
    (req) => unsafeFindOrderAnalysis(deps, { query: req.query }),
  );
  app.get(
    '/api/order/analysis/today',
    { config: superAdmin, schema: { tags, querystring: AnalysisTodayQuery, response: { 200: OrderAnalysis } } },
    async (req) => only(await unsafeFindOrderAnalysis(deps, { query: req.query, today: true })),
  );
};
