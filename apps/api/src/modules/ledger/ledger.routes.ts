import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CoinBalance,
  CoinTransactionPage,
  CoinTransactionQuery,
  IdParams,
  PointAdjustment,
  PointAdjustmentResult,
  TransactionLogPage,
  TransactionLogQuery,
  TransactionLogUserQuery,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import {
  adjustPoints,
  findOwnTransactions,
  findTransactionLog,
  findUserTransactionLog,
  getOwnBalance,
} from './coins.service.ts';
import { callerOf, tenantAdmins } from '../../http/route-helpers.ts';

const tags = ['coins'];

/**
 * The T-Coin ledger (issue 4, decision 0012): a user's balance and transactions; an admin's coin
 * adjustments (Idempotency-Key required) and transaction logs. Super admins reach every tenant's users,
 * organization admins their own company's (ledger.service.ts).
 */
export const ledgerRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/coins', { config: { access: 'user' }, schema: { tags, response: { 200: CoinBalance } } }, (req) =>
    getOwnBalance(deps, { ...callerOf(req) }),
  );
  app.get(
    '/api/coins/transactions',
    {
      config: { access: 'user' },
      schema: { tags, querystring: CoinTransactionQuery, response: { 200: CoinTransactionPage } },
    },
    (req) => findOwnTransactions(deps, { ...callerOf(req), query: req.query }),
  );
  for (const direction of ['give', 'deduct'] as const)
    app.post(
      `/api/admin/user/:id/${direction}-point`,
      {
        config: tenantAdmins,
        schema: { tags, params: IdParams, body: PointAdjustment, response: { 200: PointAdjustmentResult } },
      },
      (req) =>
        adjustPoints(deps, {
          actor: req.user,
          tenant: req.tenant,
          userId: req.params.id,
          direction,
          input: req.body,
          key: () => idempotencyKeyOf(req),
        }),
    );
  app.get(
    '/api/admin/transactions-logs',
    { config: tenantAdmins, schema: { tags, querystring: TransactionLogQuery, response: { 200: TransactionLogPage } } },
    (req) => findTransactionLog(deps, { ...callerOf(req), query: req.query }),
  );
  app.get(
    '/api/admin/transactions-logs/users',
    {
      config: tenantAdmins,
      schema: { tags, querystring: TransactionLogUserQuery, response: { 200: TransactionLogPage } },
    },
    (req) => findUserTransactionLog(deps, { ...callerOf(req), query: req.query }),
  );
};
