import type { OrderView } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import { toMajor } from '../plans/pricing.ts';
import type { OrderRow } from './orders.repository.ts';

/**
 * `payment_instructions` keeps what the provider gave at checkout: the checkout address under
 * `checkout_url` and, for ATM and convenience-store payments, the account or code and the due date.
 */
export const CHECKOUT_URL_KEY = 'checkout_url';

const instructionsOf = (stored: Record<string, string> | null) => {
  const rest = Object.entries(stored ?? {}).filter(([k]) => k !== CHECKOUT_URL_KEY);
  return rest.length ? Object.fromEntries(rest) : null;
};

export const presentOrder = (row: OrderRow): OrderView => {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    kind: row.kind,
    coins: row.coins,
    plan_months: row.planMonths,
    currency: row.currency,
    price: toMajor(row.priceMinor, row.currency),
    // total = price − discount + fee (orders without a promotion code: 0).
    discount: toMajor(row.priceMinor + row.feeMinor - row.totalMinor, row.currency),
    fee: toMajor(row.feeMinor, row.currency),
    total: toMajor(row.totalMinor, row.currency),
    method: row.method,
    provider: row.provider,
    status: row.status,
    checkout_url: pending ? (row.paymentInstructions?.[CHECKOUT_URL_KEY] ?? null) : null,
    instructions: pending ? instructionsOf(row.paymentInstructions) : null,
    failure_reason: row.failureReason,
    created_at: iso(row.createdAt)!,
    paid_at: iso(row.paidAt),
  };
};
