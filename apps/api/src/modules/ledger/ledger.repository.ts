import { and, count, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CoinAccount, CoinCategory, CoinTransactionType } from '@prepwell/contracts';
import { compileStatement, encode } from '../../db/compiled-statement.ts';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import { coinBalances, coinTransactions, users } from '../../db/schema/index.ts';
import { containsLike } from '../../db/like.ts';

// Row-level security scopes every query to the transaction's tenant (withTenant): a balance, a transaction
// or a user of another tenant is simply not there. The ledger's rules live in the database (migrations 0008,
// 0009): entries sum to zero per transaction (checked at commit), nothing is updated, and the balance row
// follows the user's entries by trigger with a CHECK that it is never negative.

const p = sql.placeholder;

/**
 * The balance row of a user, locked for the rest of the transaction (concurrent moves of one user queue
 * here). Compiled once: it runs on every coin move (db/compiled-statement.ts).
 */
const lockBalance = compileStatement<{ userId: string }, number>(
  'ledger_lock_balance',
  sql`select balance from coin_balances where user_id = ${p('userId')} for update`,
  (row) => Number(row[0]),
);

/**
 * Creates the balance row at 0 for a user of the transaction's tenant (RLS on `users`: a user of another
 * tenant inserts nothing). A concurrent creator wins quietly (DO NOTHING); the lock that follows waits for it.
 */
const createBalance = compileStatement<{ userId: string }, string>(
  'ledger_create_balance',
  sql`insert into coin_balances (tenant_id, user_id, balance) select tenant_id, id, 0 from users where id = ${p('userId')}
    on conflict (tenant_id, user_id) do nothing returning user_id`,
  (row) => row[0] as string,
);

/** Locks the user's balance row, creating it at 0 when missing. Undefined: no such user in this tenant. */
export const lockBalanceRow = async (tx: TenantTx, userId: string): Promise<number | undefined> => {
  const [balance] = await lockBalance(tx, { userId });
  if (balance !== undefined) return balance;
  await createBalance(tx, { userId });
  return (await lockBalance(tx, { userId }))[0];
};

/**
 * One movement in one statement: the transaction row and its two entries (the user's account and the
 * system account, opposite amounts). The entries' trigger moves the balance; the deferred trigger checks
 * at commit that they sum to zero and match `amount`.
 */
const insertMove = compileStatement<
  {
    userId: string;
    type: string;
    amount: number;
    notes: string | null;
    actorId: string | null;
    reference: unknown;
    account: string;
  },
  { id: string; createdAt: Date }
>(
  'ledger_insert_move',
  sql`with t as (
      insert into coin_transactions (user_id, type, amount, notes, actor_id, reference)
      values (${p('userId')}, ${p('type')}, ${p('amount')}::integer, ${p('notes')}, ${p('actorId')}::uuid, ${p('reference')}::jsonb)
      returning id, tenant_id, user_id, amount, created_at
    ), e as (
      insert into coin_entries (tenant_id, transaction_id, account, user_id, amount)
      select tenant_id, id, 'user'::text, user_id, amount from t
      union all
      select tenant_id, id, ${p('account')}::text, null::uuid, -amount from t
    )
    select id, created_at from t`,
  (row) => ({ id: row[0] as string, createdAt: new Date(row[1] as string | Date) }),
);

export interface MoveRow {
  userId: string;
  type: CoinTransactionType;
  amount: number;
  notes: string | null;
  actorId: string | null;
  reference: Record<string, string>;
  account: Exclude<CoinAccount, 'user'>;
}

export const insertMoveRows = async (tx: TenantTx, move: MoveRow) => {
  const [row] = await insertMove(tx, { ...move, reference: encode(coinTransactions.reference, move.reference) });
  return row!;
};

export const selectBalance = async (tx: TenantTx, userId: string): Promise<number> => {
  const [row] = await tx
    .select({ balance: coinBalances.balance })
    .from(coinBalances)
    .where(eq(coinBalances.userId, userId));
  return row?.balance ?? 0;
};

export interface TransactionFilter {
  userId?: string | undefined;
  tenantId?: string | undefined;
  category?: CoinCategory | undefined;
  type?: CoinTransactionType | undefined;
  /** Searches the user's first name, last name and e-mail. */
  q?: string | undefined;
}

const whereOf = (f: TransactionFilter): SQL | undefined => {
  const where: SQL[] = [];
  if (f.userId) where.push(eq(coinTransactions.userId, f.userId));
  if (f.tenantId) where.push(eq(coinTransactions.tenantId, f.tenantId));
  if (f.category === 'income') where.push(gt(coinTransactions.amount, 0));
  if (f.category === 'expense') where.push(lt(coinTransactions.amount, 0));
  if (f.type) where.push(eq(coinTransactions.type, f.type));
  if (f.q) {
    const like = containsLike(f.q);
    where.push(or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like))!);
  }
  return where.length ? and(...where) : undefined;
};

const transactionColumns = {
  id: coinTransactions.id,
  tenantId: coinTransactions.tenantId,
  userId: coinTransactions.userId,
  type: coinTransactions.type,
  amount: coinTransactions.amount,
  notes: coinTransactions.notes,
  createdAt: coinTransactions.createdAt,
};

export interface TransactionRow {
  id: string;
  tenantId: string;
  userId: string;
  type: CoinTransactionType;
  amount: number;
  notes: string | null;
  createdAt: Date;
  /** The balance right after it (one user's list only). */
  balanceAfter?: number;
}

const actors = alias(users, 'actor');

/**
 * One user's transactions, newest first, with the balance right after each: the running sum of the
 * user's amounts (a transaction's amount is its user entries' sum, so the running sum is the balance),
 * and the admin who made it (visible in this tenant).
 */
export const selectUserTransactionPage = async (
  tx: TenantTx,
  filter: TransactionFilter & { userId: string },
  page: { offset: number; limit: number },
): Promise<{ rows: (TransactionRow & { balanceAfter: number; actor: ActorName | null })[]; total: number }> => {
  const running = tx
    .select({
      ...transactionColumns,
      actorId: coinTransactions.actorId,
      balanceAfter:
        sql<number>`(sum(${coinTransactions.amount}) over (order by ${coinTransactions.createdAt}, ${coinTransactions.id}))::integer`.as(
          'balance_after',
        ),
    })
    .from(coinTransactions)
    .where(eq(coinTransactions.userId, filter.userId))
    .as('running');
  const where: SQL[] = [];
  if (filter.category === 'income') where.push(gt(running.amount, 0));
  if (filter.category === 'expense') where.push(lt(running.amount, 0));
  if (filter.type) where.push(eq(running.type, filter.type));
  const condition = where.length ? and(...where) : undefined;
  // One connection per transaction: the page and its count run one after the other.
  const rows = await tx
    .select({
      row: {
        id: running.id,
        tenantId: running.tenantId,
        userId: running.userId,
        type: running.type,
        amount: running.amount,
        notes: running.notes,
        createdAt: running.createdAt,
        balanceAfter: running.balanceAfter,
      },
      actorFirstName: actors.firstName,
      actorLastName: actors.lastName,
      actorId: actors.id,
    })
    .from(running)
    .leftJoin(actors, eq(actors.id, running.actorId))
    .where(condition)
    .orderBy(desc(running.createdAt), desc(running.id))
    .offset(page.offset)
    .limit(page.limit);
  const [totalRow] = await tx.select({ n: count() }).from(running).where(condition);
  return {
    rows: rows.map(({ row, actorFirstName, actorLastName, actorId }) => ({
      ...row,
      balanceAfter: Number(row.balanceAfter),
      actor: actorId ? { firstName: actorFirstName, lastName: actorLastName } : null,
    })),
    total: totalRow?.n ?? 0,
  };
};

export interface ActorName {
  firstName: string | null;
  lastName: string | null;
}

export interface LogRow extends TransactionRow {
  user: { id: string; firstName: string | null; lastName: string | null; email: string };
  actor: ActorName | null;
}

/**
 * A page of the transaction log (newest first) with each transaction's user and the admin who made it.
 * On a TenantTx it is the tenant's log; the super admin's log of every tenant passes a CrossTenantTx.
 */
export const selectTransactionLogPage = async (
  tx: TenantTx | CrossTenantTx,
  filter: TransactionFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: LogRow[]; total: number }> => {
  const condition = whereOf(filter);
  const rows = await tx
    .select({
      ...transactionColumns,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      actorFirstName: actors.firstName,
      actorLastName: actors.lastName,
      actorId: actors.id,
    })
    .from(coinTransactions)
    .innerJoin(users, eq(users.id, coinTransactions.userId))
    .leftJoin(actors, eq(actors.id, coinTransactions.actorId))
    .where(condition)
    .orderBy(desc(coinTransactions.createdAt), desc(coinTransactions.id))
    .offset(page.offset)
    .limit(page.limit);
  const [totalRow] = await (filter.q
    ? tx
        .select({ n: count() })
        .from(coinTransactions)
        .innerJoin(users, eq(users.id, coinTransactions.userId))
        .where(condition)
    : tx.select({ n: count() }).from(coinTransactions).where(condition));
  return {
    rows: rows.map(({ actorFirstName, actorLastName, actorId, ...r }) => ({
      ...r,
      actor: actorId ? { firstName: actorFirstName, lastName: actorLastName } : null,
    })),
    total: totalRow?.n ?? 0,
  };
};
