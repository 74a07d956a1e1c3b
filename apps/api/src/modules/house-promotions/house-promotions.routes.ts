import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActivePromotionList,
  HousePromotionInput,
  HousePromotionList,
  HousePromotionPatch,
  HousePromotionView,
  IdParams,
  Ok,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf } from '../../http/route-helpers.ts';
import {
  createPromotion,
  deletePromotion,
  findActivePromotions,
  findPromotions,
  updatePromotion,
} from './house-promotions.service.ts';

const tags = ['promotions'];
/** The tenant's admins: its company admins, and super admins (on main); the service checks the tenant too. */
const MANAGERS = ['company_admin', 'super_admin'] as const;

/**
 * The tenant's house promotions (issue 17; spec §7 names no call for them): admins manage them under
 * `/api/house-promotions`, and every signed-in user asks `/api/promotions/active` what to show (nothing
 * for Pro: the server decides).
 */
export const housePromotionRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/promotions/active',
    { config: { access: 'user' }, schema: { tags, response: { 200: ActivePromotionList } } },
    (req) => findActivePromotions(deps, callerOf(req)),
  );

  app.get(
    '/api/house-promotions',
    { config: { access: MANAGERS }, schema: { tags, response: { 200: HousePromotionList } } },
    (req) => findPromotions(deps, callerOf(req)),
  );
  app.post(
    '/api/house-promotions',
    {
      config: { access: MANAGERS },
      schema: { tags, body: HousePromotionInput, response: { 200: HousePromotionView } },
    },
    (req) => createPromotion(deps, { ...callerOf(req), input: req.body }),
  );
  app.patch(
    '/api/house-promotions/:id',
    {
      config: { access: MANAGERS },
      schema: { tags, params: IdParams, body: HousePromotionPatch, response: { 200: HousePromotionView } },
    },
    (req) => updatePromotion(deps, { ...callerOf(req), id: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/house-promotions/:id',
    { config: { access: MANAGERS }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => deletePromotion(deps, { ...callerOf(req), id: req.params.id }),
  );
};
