import type { CoinTransactionView, TransactionLogView } from '@prepwell/contracts';
import type { LogRow, TransactionRow } from './ledger.repository.ts';

/** A name as the log shows it; null = an unfinished registration (no first name yet), which the web app says so. */
export const logNameOf = (u: { firstName: string | null; lastName: string | null }) =>
  u.firstName ? [u.firstName, u.lastName].filter(Boolean).join(' ') : null;

/** One transaction as its user sees it (spec §3: date, type, amount, notes); the category follows the sign. */
export const presentTransaction = (row: TransactionRow): CoinTransactionView => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  type: row.type,
  category: row.amount > 0 ? 'income' : 'expense',
  amount: row.amount,
  notes: row.notes,
  ...(row.balanceAfter !== undefined ? { balance_after: row.balanceAfter } : {}),
});

/** One line of the admin's transaction log: the transaction, its user, the unit and the admin who made it. */
export const presentLogLine = (row: LogRow): TransactionLogView => ({
  ...presentTransaction(row),
  user: {
    id: row.user.id,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    name: logNameOf(row.user),
    email: row.user.email,
  },
  unit: 'point',
  actor: row.actor ? [row.actor.firstName, row.actor.lastName].filter(Boolean).join(' ') || null : null,
});
