/** The pages of the coins feature (spec §2 /student/balance, /student/plans; issue 4 deposit and checkout). */
export const BALANCE_PATH = '/student/balance';
export const PLANS_PATH = '/student/plans';
export const EDUCATOR_PLANS_PATH = '/educator/plans';
export const DEPOSIT_PATH = '/deposit';

/** `/deposit`, with a pack of at least `coins` preselected (the `t-coins` query of spec "ToeflProfileBalance"). */
export const depositPath = (coins?: number | null): string =>
  coins && coins > 0
    ? `${DEPOSIT_PATH}?${new URLSearchParams({ 't-coins': String(Math.ceil(coins)) }).toString()}`
    : DEPOSIT_PATH;
export const sandboxCheckoutPath = (orderId: string) => `/checkout/sandbox/${encodeURIComponent(orderId)}`;
export const purchaseCompletePath = (orderId: string) => `/purchase-complete/${encodeURIComponent(orderId)}`;

/**
 * What an `insufficient_balance` error asks for: the ledger sends { balance, needed } (the price of the
 * action); the shortfall is what a deposit must at least bring. Null parts when the error lacks them.
 */
export const shortfallOf = (
  details: Record<string, unknown>,
): { needed: number | null; balance: number | null; missing: number | null } => {
  const num = (v: unknown) =>
    typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : null;
  const needed = num(details.needed);
  const balance = num(details.balance);
  const missing = needed !== null && balance !== null ? Math.max(needed - balance, 0) || null : needed;
  return { needed, balance, missing };
};
