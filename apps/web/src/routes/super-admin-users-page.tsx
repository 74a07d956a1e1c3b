import { UsersScreen } from '../features/admin/users-screen.tsx';

/** /super-admin/users. */
export function SuperAdminUsersPage() {
  return <UsersScreen />;
}
