// The ledger's core for every module (decision 0012); the routes' services are in coins.service.ts.
import { type CoinAccount, type CoinTransactionType } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertMoveRows, lockBalanceRow, selectBalance } from './ledger.repository.ts';

/** The system account a transaction type moves coins from or to (the other side of the user's entry). */
export const SYSTEM_ACCOUNT: Record<CoinTransactionType, Exclude<CoinAccount, 'user'>> = {
  deposit: 'system:deposits',
  email_verification: 'system:rewards',
  reward: 'system:rewards',
  referral_bonus: 'system:rewards',
  purchase: 'system:spending',
  test: 'system:spending',
  report_unlock: 'system:spending',
  admin_deposit: 'system:admin',
  admin_deduction: 'system:admin',
  refund: 'system:refunds',
};

export interface CoinMove {
  userId: string;
  type: CoinTransactionType;
  /** Signed: + credit, - debit, never 0. */
  amount: number;
  notes?: string | null;
  reference?: Record<string, string>;
  actorId?: string | null;
  /** The other side of the user's entry when it is not the type's usual one (a company's points: `system:organization`). */
  account?: Exclude<CoinAccount, 'user'>;
}

/** moveCoins, also telling when the transaction was written (for presenting it at once). */
export const applyMove = async (tx: TenantTx, move: CoinMove) => {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0)
    throw new Error(`moveCoins: the amount must be a non-zero whole number (got ${move.amount})`);
  // The balance row locked: concurrent moves of this user wait here, so the check below stays true until commit.
  const balance = await lockBalanceRow(tx, move.userId);
  if (balance === undefined) throw new AppError('not_found');
  if (balance + move.amount < 0)
    throw new AppError('insufficient_balance', { details: { balance, needed: -move.amount } });
  const row = await insertMoveRows(tx, {
    userId: move.userId,
    type: move.type,
    amount: move.amount,
    notes: move.notes ?? null,
    actorId: move.actorId ?? null,
    reference: move.reference ?? {},
    account: move.account ?? SYSTEM_ACCOUNT[move.type],
  });
  return { transactionId: row.id, createdAt: row.createdAt, balance: balance + move.amount };
};

/**
 * Moves coins between a user and the type's system account, inside the caller's withTenant transaction
 * (decision 0012). Two statements: the user's balance row locked (created at 0 when missing), then the
 * transaction and its two entries; the database's triggers move the balance and check the entries at
 * commit. A debit beyond the balance throws `insufficient_balance` {balance, needed} before anything is
 * written, so the transaction stays usable. A user not in the tenant → `not_found`.
 */
export const moveCoins = async (tx: TenantTx, move: CoinMove): Promise<{ transactionId: string; balance: number }> => {
  const { transactionId, balance } = await applyMove(tx, move);
  return { transactionId, balance };
};

/** A user's balance (0 before their first movement). */
export const getBalance = (tx: TenantTx, userId: string): Promise<number> => selectBalance(tx, userId);
