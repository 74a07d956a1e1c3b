import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParams,
  MAIN_TENANT,
  ShortCodeParams,
  ShortUrlInput,
  ShortUrlPage,
  ShortUrlQuery,
  ShortUrlView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { resolveTenant } from '../tenants/tenants.service.ts';
import { createShortUrl, findShortUrls, followShortUrl, setShortUrlDisabled } from './short-urls.service.ts';
import { callerOf, tenantAdmins } from '../../http/route-helpers.ts';

const tags = ['short-urls'];

/** Where an unknown or disabled code goes: the web app's own "page not found" (a path of the same site). */
export const SHORT_URL_MISS = '/404';

/**
 * Short URLs (issue 20, decision 0043): the admins' list, create and disable under /api/admin/short-urls,
 * and `/s/{code}` itself, served before the web app: a 302 to a path of the code's own tenant (found by
 * host, or by `?tenant=` as the web shell does), never to another host.
 */
export const shortUrlRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/short-urls',
    { config: tenantAdmins, schema: { tags, querystring: ShortUrlQuery, response: { 200: ShortUrlPage } } },
    (req) => findShortUrls(deps, { ...callerOf(req), page: req.query.page, q: req.query.q }),
  );
  app.post(
    '/api/admin/short-urls',
    { config: tenantAdmins, schema: { tags, body: ShortUrlInput, response: { 200: ShortUrlView } } },
    (req) => createShortUrl(deps, { ...callerOf(req), input: req.body }),
  );
  app.patch(
    '/api/admin/short-urls/:id',
    {
      config: tenantAdmins,
      schema: { tags, params: IdParams, body: z.object({ disabled: z.boolean() }), response: { 200: ShortUrlView } },
    },
    (req) =>
      setShortUrlDisabled(deps, {
        actor: req.user,
        tenant: req.tenant,
        id: req.params.id,
        disabled: req.body.disabled,
      }),
  );

  app.get(
    '/s/:code',
    {
      config: { access: 'public' },
      schema: { hide: true, params: ShortCodeParams, querystring: z.object({ tenant: z.string().max(64).optional() }) },
    },
    async (req, reply) => {
      let path: string | null = null;
      try {
        // A tenant's own host decides; `?tenant=` only names one on the platform's host (local set-ups).
        const byHost = await resolveTenant(deps.db, { host: req.host });
        const tenant =
          byHost.slug === MAIN_TENANT && req.query.tenant
            ? await resolveTenant(deps.db, { slug: req.query.tenant })
            : byHost;
        path = await followShortUrl(deps, tenant, req.params.code);
      } catch {
        path = null;
      }
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(path ?? SHORT_URL_MISS, 302);
    },
  );
};
