import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams,
  Ok,
  PromotionCodeInput,
  PromotionCodePage,
  PromotionCodeQuery,
  PromotionCodeUpdate,
  PromotionCodeUsePage,
  PromotionCodeView,
  PromotionQuote,
  PromotionQuoteRequest,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import {
  createPromotionCode,
  deletePromotionCode,
  findPromotionCodes,
  findPromotionCodeUses,
  getPromotionCode,
  updatePromotionCode,
} from './promotion-codes.service.ts';
import { quotePromotionCode } from './promotion-quote.service.ts';
import { callerOf, tenantAdmins } from '../../http/route-helpers.ts';

const tags = ['promotion-codes'];

/**
 * Promotion codes (issue 17): the tenant's admins (a super admin on main, an organization admin on their
 * own tenant) manage the codes of the tenant they call; a signed-in buyer asks what a code gives.
 */
export const promotionCodeRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/promotion-codes',
    { config: tenantAdmins, schema: { tags, querystring: PromotionCodeQuery, response: { 200: PromotionCodePage } } },
    (req) => findPromotionCodes(deps, { tenant: req.tenant, query: req.query }),
  );
  app.post(
    '/api/admin/promotion-codes',
    { config: tenantAdmins, schema: { tags, body: PromotionCodeInput, response: { 200: PromotionCodeView } } },
    (req) => createPromotionCode(deps, { ...callerOf(req), input: req.body }),
  );
  app.get(
    '/api/admin/promotion-codes/:id',
    { config: tenantAdmins, schema: { tags, params: IdParams, response: { 200: PromotionCodeView } } },
    (req) => getPromotionCode(deps, { tenant: req.tenant, id: req.params.id }),
  );
  app.patch(
    '/api/admin/promotion-codes/:id',
    {
      config: tenantAdmins,
      schema: { tags, params: IdParams, body: PromotionCodeUpdate, response: { 200: PromotionCodeView } },
    },
    (req) => updatePromotionCode(deps, { tenant: req.tenant, id: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/admin/promotion-codes/:id',
    { config: tenantAdmins, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => deletePromotionCode(deps, { tenant: req.tenant, id: req.params.id }),
  );
  app.get(
    '/api/admin/promotion-codes/:id/uses',
    {
      config: tenantAdmins,
      schema: { tags, params: IdParams, querystring: PromotionCodeQuery, response: { 200: PromotionCodeUsePage } },
    },
    (req) => findPromotionCodeUses(deps, { tenant: req.tenant, id: req.params.id, query: req.query }),
  );
  app.post(
    '/api/promotion-codes/quote',
    {
      // Its own, tighter limit: codes are not to be guessed by trying many.
      config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, body: PromotionQuoteRequest, response: { 200: PromotionQuote } },
    },
    (req) => quotePromotionCode(deps, { ...callerOf(req), input: req.body }),
  );
};
