import type { OrderView, SandboxOutcomeRequest } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../profile/profile.policy.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { getOrder } from './orders.service.ts';
import { selectOwnOrder } from './orders.repository.ts';
import { signSandboxEvent } from './providers/sandbox.provider.ts';
import { handlePaymentWebhook } from './settle.service.ts';

interface Ctx {
  actor: Actor;
  tenant: TenantContext;
}

/** The sandbox takes payments only while it is the configured provider (never in production unless allowed). */
export const assertSandboxEnabled = (deps: Pick<Deps, 'config'>) => {
  if (deps.config.payments.provider !== 'sandbox') throw new AppError('not_found');
};

/**
 * `POST /payments/sandbox/:orderId`: the owner of a pending sandbox order chooses its outcome. The server
 * signs the event as the sandbox provider and delivers it through the webhook path a real provider uses.
 */
export const completeSandboxPayment = async (
  deps: Deps,
  ctx: Ctx & { orderId: string; input: SandboxOutcomeRequest },
): Promise<OrderView> => {
  assertSandboxEnabled(deps);
  const order = await withTenant(deps.db, ctx.tenant.id, (tx) => selectOwnOrder(tx, ctx.actor.id, ctx.orderId));
  if (!order) throw new AppError('not_found');
  if (order.provider !== 'sandbox' || order.status !== 'pending' || !order.providerRef)
    throw new AppError('order_not_payable');
  const paid = ctx.input.outcome === 'paid';
  const delivery = signSandboxEvent(deps.config.payments.sandboxSecret, {
    type: paid ? 'payment.paid' : 'payment.failed',
    data: {
      order_id: order.id,
      tenant_id: ctx.tenant.id,
      provider_ref: order.providerRef,
      amount_minor: order.totalMinor,
      currency: order.currency,
      reason: paid ? null : 'declined_in_sandbox',
    },
  });
  await handlePaymentWebhook(deps, { provider: 'sandbox', ...delivery });
  return getOrder(deps, ctx);
};
