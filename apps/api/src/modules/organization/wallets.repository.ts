import { desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WalletMoveType } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { classes, orgWalletMoves, orgWallets, users } from '../../db/schema/index.ts';

// Row-level security scopes every query to the transaction's tenant. The wallet's rules live in the
// database (migration 0011): moves are append-only, a trigger moves the balance, a CHECK keeps it ≥ 0.

export type WalletRow = typeof orgWallets.$inferSelect;

/** The company wallet (class_id null) of the transaction's tenant, created at 0 when missing. */
export const ensureCompanyWalletRow = async (tx: TenantTx): Promise<WalletRow> => {
  // A concurrent creator wins quietly on the partial unique index; the select then finds its row.
  await tx.insert(orgWallets).values({ classId: null }).onConflictDoNothing();
  const [row] = await tx.select().from(orgWallets).where(isNull(orgWallets.classId)).limit(1);
  return row!;
};

/** A class's wallet, created at 0 when missing. Undefined: no such class in this tenant. */
export const ensureClassWalletRow = async (tx: TenantTx, classId: string): Promise<WalletRow | undefined> => {
  const [existing] = await tx.select().from(orgWallets).where(eq(orgWallets.classId, classId)).limit(1);
  if (existing) return existing;
  const [cls] = await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).limit(1);
  if (!cls) return undefined;
  await tx.insert(orgWallets).values({ classId }).onConflictDoNothing();
  return (await tx.select().from(orgWallets).where(eq(orgWallets.classId, classId)).limit(1))[0];
};

/** The wallet's balance, its row locked for the rest of the transaction (concurrent moves queue here). */
export const lockWalletBalance = async (tx: TenantTx, walletId: string): Promise<number | undefined> => {
  const [row] = await tx
    .select({ balance: orgWallets.balance })
    .from(orgWallets)
    .where(eq(orgWallets.id, walletId))
    .for('update');
  return row?.balance;
};

/** One move of a wallet's coins (wallets.service.ts moveWallet checks it before it is appended). */
export interface WalletMoveInsert {
  walletId: string;
  /** Signed: + credit, - debit, never 0. */
  amount: number;
  type: WalletMoveType;
  /** The other wallet of a transfer (company ↔ class). */
  counterpartWalletId?: string | null;
  /** The teacher who received T-Coins, or the student whose class-test start was paid. */
  userId?: string | null;
  actorId?: string | null;
  notes?: string | null;
  reference?: Record<string, string>;
}

/** Inserts moves; the trigger moves each wallet's balance. */
export const insertWalletMoves = (tx: TenantTx, moves: WalletMoveInsert[]) =>
  tx
    .insert(orgWalletMoves)
    .values(
      moves.map((m) => ({
        walletId: m.walletId,
        amount: m.amount,
        type: m.type,
        counterpartWalletId: m.counterpartWalletId ?? null,
        userId: m.userId ?? null,
        actorId: m.actorId ?? null,
        notes: m.notes ?? null,
        reference: m.reference ?? {},
      })),
    )
    .returning({ id: orgWalletMoves.id, walletId: orgWalletMoves.walletId, createdAt: orgWalletMoves.createdAt });

export const selectCompanyBalance = async (tx: TenantTx): Promise<number> =>
  (await tx.select({ balance: orgWallets.balance }).from(orgWallets).where(isNull(orgWallets.classId)).limit(1))[0]
    ?.balance ?? 0;

/** Coins of each class asked for (a class without a wallet has 0). */
export const selectClassBalances = async (tx: TenantTx, classIds: string[]) => {
  if (classIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ classId: orgWallets.classId, balance: orgWallets.balance })
    .from(orgWallets)
    .where(inArray(orgWallets.classId, classIds));
  return new Map(rows.map((r) => [r.classId!, r.balance]));
};

const counterpart = alias(orgWallets, 'counterpart');
const person = alias(users, 'person');
const actor = alias(users, 'actor');
const ownWallet = alias(orgWallets, 'own_wallet');

/**
 * One page of a wallet's moves, newest first, with the class on the other side (the counterpart wallet's
 * class, or the wallet's own class), the person and the actor. A super admin's name stays unknown here:
 * they live on `main`, which row-level security hides from this tenant.
 */
export const selectWalletMovePage = async (tx: TenantTx, walletId: string, page: { offset: number; limit: number }) => {
  const where = eq(orgWalletMoves.walletId, walletId);
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        id: orgWalletMoves.id,
        amount: orgWalletMoves.amount,
        type: orgWalletMoves.type,
        notes: orgWalletMoves.notes,
        createdAt: orgWalletMoves.createdAt,
        className: sql<
          string | null
        >`coalesce(${classes.name}, (select c.name from ${classes} c where c.id = ${ownWallet.classId}))`,
        personFirst: person.firstName,
        personLast: person.lastName,
        personEmail: person.email,
        actorFirst: actor.firstName,
        actorLast: actor.lastName,
        actorEmail: actor.email,
      })
      .from(orgWalletMoves)
      .innerJoin(ownWallet, eq(ownWallet.id, orgWalletMoves.walletId))
      .leftJoin(counterpart, eq(counterpart.id, orgWalletMoves.counterpartWalletId))
      .leftJoin(classes, eq(classes.id, counterpart.classId))
      .leftJoin(person, eq(person.id, orgWalletMoves.userId))
      .leftJoin(actor, eq(actor.id, orgWalletMoves.actorId))
      .where(where)
      .orderBy(desc(orgWalletMoves.createdAt), desc(orgWalletMoves.id))
      .limit(page.limit)
      .offset(page.offset),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orgWalletMoves)
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
};

export type WalletMoveLine = Awaited<ReturnType<typeof selectWalletMovePage>>['rows'][number];

/** The company wallet if it exists (reads never create it). */
export const selectCompanyWalletRow = async (tx: TenantTx): Promise<WalletRow | undefined> =>
  (await tx.select().from(orgWallets).where(isNull(orgWallets.classId)).limit(1))[0];
