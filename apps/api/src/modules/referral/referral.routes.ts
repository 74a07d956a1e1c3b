import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ReferralCheckRequest,
  ReferralCheckResult,
  ReferralCodeView,
  ReferralExchangeResult,
  ReferralUseList,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { idempotencyKeyOf } from '../ledger/idempotency.ts';
import { checkReferralCode, exchangeReferralCoins, findReferralUses, getReferralCode } from './referral.service.ts';

const tags = ['referral'];

export const referralRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/referral-code',
    { config: { access: 'user' }, schema: { tags, response: { 200: ReferralCodeView } } },
    (req) => getReferralCode(deps, { tenant: req.tenant, userId: req.user.id }),
  );

  // Public (the register form checks a code before there is an account), so it is rate limited: codes are not to be guessed.
  app.post(
    '/api/referral-code/check',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, body: ReferralCheckRequest, response: { 200: ReferralCheckResult } },
    },
    (req) => checkReferralCode(deps, { tenant: req.tenant, code: req.body.code, userId: req.user?.id ?? null }),
  );

  app.get(
    '/api/referral-code/used',
    { config: { access: 'user' }, schema: { tags, response: { 200: ReferralUseList } } },
    (req) => findReferralUses(deps, { tenant: req.tenant, userId: req.user.id }),
  );

  app.post(
    '/api/referral-code/exchange-point',
    { config: { access: 'user' }, schema: { tags, response: { 200: ReferralExchangeResult } } },
    (req) => exchangeReferralCoins(deps, { tenant: req.tenant, userId: req.user.id, key: idempotencyKeyOf(req) }),
  );
};
