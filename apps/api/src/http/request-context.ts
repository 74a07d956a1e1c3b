import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TENANT_HEADER, pickLang, type Lang } from '@prepwell/contracts';
import type { Deps } from '../deps.ts';
import { authenticateToken } from '../modules/auth/auth.service.ts';
import { resolveTenant, type TenantContext } from '../modules/tenants/tenants.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantContext;
    // `user` (AuthUser | null, set below) is declared in access.ts: its type follows the route's declared access.
    lang: Lang;
  }
}

const bearer = (req: FastifyRequest) => {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token && token.length <= 200 ? token : null;
};

/** The origin links in e-mails point at: PUBLIC_URL, else the address the request came to. */
export const originOf = (deps: Pick<Deps, 'config'>, req: FastifyRequest) =>
  deps.config.publicUrl ?? `${req.protocol}://${req.host}`;

/**
 * Every /api request learns its tenant (X-Tenant, host, main) and, with a bearer token, its user —
 * looked up inside that tenant only, so a token of another tenant is simply unknown (401 where needed).
 * Both come from short in-process caches most of the time (tenants 10 s, tokens 5 s: decision 0011), so
 * a request such as an autosave sends no statement before its handler.
 */
export const registerRequestContext = (app: FastifyInstance, deps: Deps) => {
  app.decorateRequest('tenant', null as unknown as TenantContext);
  app.decorateRequest('user', null);
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (req) => {
    req.lang = pickLang(req.headers['accept-language']);
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return;
    const slug = req.headers[TENANT_HEADER];
    req.tenant = await resolveTenant(deps.db, {
      slug: typeof slug === 'string' && slug ? slug : undefined,
      host: req.host,
    });
    const token = bearer(req);
    if (token) req.user = await authenticateToken(deps, req.tenant, token);
  });
};
