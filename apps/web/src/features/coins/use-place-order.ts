import type { CreateOrderRequest, OrderView } from '@prepwell/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { notifyUnhandled } from '../../lib/notify.ts';
import { coinMutations } from './coins.api.ts';
import { purchaseCompletePath } from './coin-paths.ts';
import { handleCommerceError } from './commerce-dialogs.tsx';
import { IdempotentAction } from './idempotency.ts';

/** Where a placed order goes next: the provider's checkout (in the app for the sandbox), else its status page. */
export const nextStepOf = (
  order: OrderView,
  origin: string,
): { kind: 'app'; path: string } | { kind: 'external'; url: string } => {
  // ATM / convenience store: the account or code first (the sandbox's "Simulate payment" is on that page too)
  if (order.instructions && Object.keys(order.instructions).length > 0)
    return { kind: 'app', path: purchaseCompletePath(order.id) };
  if (order.checkout_url) {
    const url = new URL(order.checkout_url, origin);
    return url.origin === origin
      ? { kind: 'app', path: url.pathname + url.search }
      : { kind: 'external', url: url.href };
  }
  return { kind: 'app', path: purchaseCompletePath(order.id) };
};

/**
 * POST /api/orders with an `Idempotency-Key` that is kept across retries of the same order (a lost
 * answer never makes a second order), then on to checkout.
 */
export const usePlaceOrder = () => {
  const navigate = useNavigate();
  const action = useRef(new IdempotentAction());
  const mutation = useMutation(coinMutations.createOrder());
  const place = (request: CreateOrderRequest) =>
    mutation.mutate(
      { request, key: action.current.keyFor(request) },
      {
        onSuccess: (order) => {
          action.current.settle();
          const next = nextStepOf(order, window.location.origin);
          if (next.kind === 'external') window.location.assign(next.url);
          else void navigate(next.path);
        },
        onError: (error) => {
          if (!handleCommerceError(error, navigate)) notifyUnhandled(error);
        },
      },
    );
  return { place, placing: mutation.isPending, variables: mutation.variables };
};
