import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactCreated,
  ContactMessagePage,
  ContactMessageParams,
  ContactMessageQuery,
  ContactMessageUpdate,
  ContactMessageView,
  ContactRequest,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { tenantAdmins } from '../../http/route-helpers.ts';
import { createContactMessage, findContactMessages, updateContactMessage } from './contact.service.ts';

const tags = ['contact'];

/** The public Contact page (issue 17) and its messages for the tenant's admins. */
export const contactRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Public, signed in or not; the per-address limit is in the service (after the captcha).
  app.post(
    '/api/contact',
    { config: { access: 'public' }, schema: { tags, body: ContactRequest, response: { 200: ContactCreated } } },
    (req) =>
      createContactMessage(deps, {
        tenant: req.tenant,
        userId: req.user?.id ?? null,
        ip: req.ip,
        lang: req.lang,
        input: req.body,
      }),
  );

  app.get(
    '/api/contact-messages',
    { config: tenantAdmins, schema: { tags, querystring: ContactMessageQuery, response: { 200: ContactMessagePage } } },
    (req) => findContactMessages(deps, { tenant: req.tenant, query: req.query }),
  );

  app.patch(
    '/api/contact-messages/:id',
    {
      config: tenantAdmins,
      schema: { tags, params: ContactMessageParams, body: ContactMessageUpdate, response: { 200: ContactMessageView } },
    },
    (req) => updateContactMessage(deps, { tenant: req.tenant, id: req.params.id, read: req.body.read }),
  );
};
