import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MailView, TenantBrand } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { devMailboxEnabled } from '../mail/dev-mailbox.policy.ts';
import { findMailbox } from '../mail/mail.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { tenantBrandOf } from './tenants.service.ts';

export const tenantRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tenant',
    { config: { access: 'public' }, schema: { tags: ['tenant'], response: { 200: TenantBrand } } },
    async (req) => tenantBrandOf(deps, req.tenant),
  );

  app.get(
    '/api/dev/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tenant'],
        querystring: z.object({ to: z.string().trim().max(254).optional() }),
        response: { 200: z.array(MailView) },
      },
    },
    async (req) => {
      if (!devMailboxEnabled(deps)) throw new AppError('not_found');
      return findMailbox(deps, {
        tenant: req.tenant,
        caller: { ip: req.ip, email: req.user?.email },
        to: req.query.to || undefined,
      });
    },
  );
};
