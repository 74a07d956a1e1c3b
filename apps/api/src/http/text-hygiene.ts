import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { assertStorableText } from '../lib/text-hygiene.ts';

const checkRequest = async (req: FastifyRequest) => {
  assertStorableText(req.params, ['params']);
  assertStorableText(req.query, ['query']);
  assertStorableText(req.body);
};

/**
 * Every /api route refuses a NUL or a lone surrogate in its body, query or path before its schema runs
 * (issue 11): one place, so no route can reach the database with text it cannot store and answer 500.
 * Registered before `registerAccess`, whose guard is put in front, so a caller without access still gets
 * 401/403 first. Multipart fields are checked by the readers with `assertStorableText`.
 */
export const registerTextHygiene = (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const previous = route.preValidation;
    const own: preValidationHookHandler[] = previous ? (Array.isArray(previous) ? previous : [previous]) : [];
    route.preValidation = [checkRequest, ...own];
  });
};
