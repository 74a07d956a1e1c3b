import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CoinRefundInput,
  CoinRefundResult,
  IdParams,
  PointAdjustment,
  PointAdjustmentResult,
  Refundables,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { findRefundables, refundCoins, rewardPoints } from './coin-refunds.service.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { callerOf, tenantAdmins } from '../../http/route-helpers.ts';

const tags = ['coins'];

/** Issue 20: admins' T-Coin Rewards and refunds (decision 0043); Idempotency-Key required on both writes. */
export const coinRefundRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/user/:id/reward-point',
    {
      config: tenantAdmins,
      schema: { tags, params: IdParams, body: PointAdjustment, response: { 200: PointAdjustmentResult } },
    },
    (req) =>
      rewardPoints(deps, {
        actor: req.user,
        tenant: req.tenant,
        userId: req.params.id,
        input: req.body,
        key: idempotencyKeyOf(req),
      }),
  );
  app.get(
    '/api/admin/user/:id/refundables',
    { config: tenantAdmins, schema: { tags, params: IdParams, response: { 200: Refundables } } },
    (req) => findRefundables(deps, { ...callerOf(req), userId: req.params.id }),
  );
  app.post(
    '/api/admin/refunds',
    { config: tenantAdmins, schema: { tags, body: CoinRefundInput, response: { 200: CoinRefundResult } } },
    (req) => refundCoins(deps, { ...callerOf(req), input: req.body, key: idempotencyKeyOf(req) }),
  );
};
