// The organisation's coins (the company's "points") for every module: the company wallet and one wallet
// per class, each balance a projection of its append-only moves (migration 0011).
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  ensureClassWalletRow,
  ensureCompanyWalletRow,
  insertWalletMoves,
  lockWalletBalance,
  selectClassBalances,
  selectCompanyBalance,
  type WalletMoveInsert,
  type WalletRow,
} from './wallets.repository.ts';

export type { WalletRow };

/** The company wallet of the transaction's tenant (created at 0 on first use). */
export const getCompanyWallet = (tx: TenantTx): Promise<WalletRow> => ensureCompanyWalletRow(tx);

/** A class's wallet (created at 0 on first use); a class not in this tenant → 404 `not_found`. */
export const getClassWallet = async (tx: TenantTx, classId: string): Promise<WalletRow> => {
  const wallet = await ensureClassWalletRow(tx, classId);
  if (!wallet) throw new AppError('not_found');
  return wallet;
};

export type WalletMove = WalletMoveInsert;

/**
 * Moves a wallet's coins inside the caller's withTenant transaction: the wallet row locked (concurrent
 * moves of one wallet queue there, so the check stays true until commit), an overdraft refused with
 * 400 `insufficient_balance` {balance, needed} before anything is written, then the move appended (the
 * trigger moves the balance; its CHECK is the last wall). Returns the balance after the move.
 */
export const moveWallet = async (
  tx: TenantTx,
  move: WalletMove,
): Promise<{ moveId: string; balance: number; createdAt: Date }> => {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0)
    throw new Error(`moveWallet: the amount must be a non-zero whole number (got ${move.amount})`);
  const balance = await lockWalletBalance(tx, move.walletId);
  if (balance === undefined) throw new AppError('not_found');
  if (balance + move.amount < 0)
    throw new AppError('insufficient_balance', { details: { balance, needed: -move.amount } });
  const [row] = await insertWalletMoves(tx, [move]);
  return { moveId: row!.id, balance: balance + move.amount, createdAt: row!.createdAt };
};

/**
 * The company gives a class `amount` coins: the company wallet −amount `to_class` and the class wallet
 * +amount `from_company`, each naming the other. The company wallet is locked first, then the class's
 * (every transfer takes them in that order, so two transfers never wait on each other crosswise).
 */
export const transferToClass = async (
  tx: TenantTx,
  options: { classId: string; amount: number; actorId?: string | null; notes?: string | null },
): Promise<{ companyBalance: number; classBalance: number }> => {
  if (!Number.isSafeInteger(options.amount) || options.amount <= 0)
    throw new Error(`transferToClass: the amount must be a positive whole number (got ${options.amount})`);
  const company = await getCompanyWallet(tx);
  const cls = await getClassWallet(tx, options.classId);
  const common = {
    actorId: options.actorId ?? null,
    notes: options.notes ?? null,
    reference: { class_id: options.classId },
  };
  const out = await moveWallet(tx, {
    ...common,
    walletId: company.id,
    amount: -options.amount,
    type: 'to_class',
    counterpartWalletId: cls.id,
  });
  const classBalance = (await lockWalletBalance(tx, cls.id))!;
  await insertWalletMoves(tx, [
    { ...common, walletId: cls.id, amount: options.amount, type: 'from_company', counterpartWalletId: company.id },
  ]);
  return { companyBalance: out.balance, classBalance: classBalance + options.amount };
};

/** The company wallet's balance (0 before its first move). */
export const getCompanyBalance = (tx: TenantTx): Promise<number> => selectCompanyBalance(tx);

/** The coins of each class asked for (0 for a class never given any). */
export const findClassCoins = (tx: TenantTx, classIds: string[]): Promise<Map<string, number>> =>
  selectClassBalances(tx, classIds);
