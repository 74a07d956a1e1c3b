import { TransactionsScreen } from '../features/admin/transactions-screen.tsx';

/** /super-admin/transactions. */
export function SuperAdminTransactionsPage() {
  return <TransactionsScreen />;
}
