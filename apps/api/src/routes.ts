import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { attemptRoutes } from './modules/exams/attempts/attempts.routes.ts';
import { catalogueRoutes } from './modules/exams/catalogue/catalogue.routes.ts';
import { resultRoutes } from './modules/exams/results/results.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { imageRoutes } from './modules/profile/images.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { referralRoutes } from './modules/referral/referral.routes.ts';
import { unlockRoutes } from './modules/unlocks/unlocks.routes.ts';

/** Feature modules' routes. Each module exports `(deps) => plugin`; add new ones here. */
export const featureRoutes = (deps: Deps) => async (app: FastifyInstance) => {
  await app.register(profileRoutes(deps));
  await app.register(imageRoutes(deps));
  await app.register(dashboardRoutes(deps));
  await app.register(feedbackRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(catalogueRoutes(deps));
  await app.register(attemptRoutes(deps));
  await app.register(resultRoutes(deps));
  await app.register(ledgerRoutes(deps));
  await app.register(unlockRoutes(deps));
  await app.register(analyticsRoutes(deps));
  await app.register(planRoutes(deps));
  await app.register(paymentRoutes(deps));
  await app.register(referralRoutes(deps));
};
