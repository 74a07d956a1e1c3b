import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps.ts';

/** Feature modules' routes. Each module exports `(deps) => plugin`; add new ones here. */
export const featureRoutes = (deps: Deps) => async (app: FastifyInstance) => {
  void deps;
  void app;
};
