import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, PricingView, ProExpiryUpdate, ProStatus, SubscriptionList } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { idempotencyKeyOf } from '../ledger/idempotency.ts';
import { getPricing } from './plans.service.ts';
import { findSubscriptions, removePro, setProExpiry } from './pro.service.ts';
import { callerOf, tenantAdmins } from '../../http/route-helpers.ts';

const tags = ['plans'];

/** Pricing (public), and Pro granted or removed by admins with its history (issue 4). */
export const planRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/plans', { config: { access: 'public' }, schema: { tags, response: { 200: PricingView } } }, (req) =>
    getPricing(deps, req.tenant),
  );

  app.patch(
    '/api/admin/user/:id/pro',
    { config: tenantAdmins, schema: { tags, params: IdParams, body: ProExpiryUpdate, response: { 200: ProStatus } } },
    (req) =>
      setProExpiry(deps, {
        actor: req.user,
        tenant: req.tenant,
        userId: req.params.id,
        key: () => idempotencyKeyOf(req),
        input: req.body,
      }),
  );
  app.delete(
    '/api/admin/user/:id/pro',
    { config: tenantAdmins, schema: { tags, params: IdParams, response: { 200: ProStatus } } },
    (req) => removePro(deps, { ...callerOf(req), userId: req.params.id, key: () => idempotencyKeyOf(req) }),
  );
  app.get(
    '/api/users/:id/subscriptions',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: SubscriptionList } } },
    (req) => findSubscriptions(deps, { ...callerOf(req), userId: req.params.id }),
  );
};
