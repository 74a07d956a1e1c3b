import { PaymentMethod } from '@prepwell/contracts';

/**
 * Issue 17: notes the server writes on a ledger line (a coin purchase: "120 T-Coins, card") are read as
 * a code with parameters and shown in the reader's language; rows written before keep working because
 * the stored English form is the code's. Notes a person wrote (an admin's deposit note, a class test's
 * title) are shown as written.
 */
export type TransactionNote =
  { code: 'coin_purchase'; coins: number; method: PaymentMethod } | { code: 'text'; text: string };

const PURCHASE = /^(\d+) T-Coins, ([a-z]+)$/;

export const parseTransactionNote = (notes: string): TransactionNote => {
  const purchase = PURCHASE.exec(notes.trim());
  const method = purchase ? PaymentMethod.safeParse(purchase[2]) : undefined;
  if (purchase && method?.success) return { code: 'coin_purchase', coins: Number(purchase[1]), method: method.data };
  return { code: 'text', text: notes };
};
