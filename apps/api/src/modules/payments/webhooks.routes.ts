import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WebhookAck, type PaymentProviderName } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertSandboxEnabled } from './sandbox.service.ts';
import { handlePaymentWebhook } from './settle.service.ts';

const tags = ['payments'];
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * The providers' webhooks. A signature covers the exact bytes sent, so this encapsulated plugin reads
 * every body as a raw Buffer; the rest of the API keeps its JSON parser.
 */
export const webhookRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const deliver = async (req: FastifyRequest, provider: PaymentProviderName) => {
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new AppError('payment_signature_invalid');
    const settlement = await handlePaymentWebhook(deps, { provider, rawBody: req.body, headers: req.headers });
    req.log.info({ provider, ...settlement }, 'payment webhook');
    return { received: true as const };
  };

  app.post(
    '/api/payments/webhooks/stripe',
    { config: { access: 'public' }, schema: { tags, response: { 200: WebhookAck } } },
    (req) => deliver(req, 'stripe'),
  );
  app.post(
    '/api/payments/webhooks/sandbox',
    { config: { access: 'public' }, schema: { tags, response: { 200: WebhookAck } } },
    (req) => {
      assertSandboxEnabled(deps);
      return deliver(req, 'sandbox');
    },
  );
};
