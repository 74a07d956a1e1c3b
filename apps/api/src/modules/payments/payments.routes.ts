import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateOrderRequest,
  OrderList,
  OrderParams,
  OrderView,
  SandboxOrderParams,
  SandboxOutcomeRequest,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { originOf } from '../../http/request-context.ts';
import { idempotencyKeyOf } from '../ledger/idempotency.ts';
import { createOrder, findOwnOrders, getOrder } from './orders.service.ts';
import { completeSandboxPayment } from './sandbox.service.ts';
import { webhookRoutes } from './webhooks.routes.ts';
import { callerOf } from '../../http/route-helpers.ts';

const tags = ['payments'];

/** Orders of coin packs and Pro plans, the sandbox's outcome, and the providers' webhooks (issue 4). */
export const paymentRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  app.post(
    '/api/orders',
    { config: user, schema: { tags, body: CreateOrderRequest, response: { 200: OrderView } } },
    (req) =>
      createOrder(deps, {
        actor: req.user,
        tenant: req.tenant,
        key: idempotencyKeyOf(req),
        input: req.body,
        origin: originOf(deps, req),
      }),
  );
  app.get('/api/orders', { config: user, schema: { tags, response: { 200: OrderList } } }, (req) =>
    findOwnOrders(deps, { ...callerOf(req) }),
  );
  app.get(
    '/api/orders/:id',
    { config: user, schema: { tags, params: OrderParams, response: { 200: OrderView } } },
    (req) => getOrder(deps, { ...callerOf(req), orderId: req.params.id }),
  );
  app.post(
    '/api/payments/sandbox/:orderId',
    {
      config: user,
      schema: { tags, params: SandboxOrderParams, body: SandboxOutcomeRequest, response: { 200: OrderView } },
    },
    (req) =>
      completeSandboxPayment(deps, {
        actor: req.user,
        tenant: req.tenant,
        orderId: req.params.orderId,
        input: req.body,
      }),
  );

  await app.register(webhookRoutes(deps));
};
