import { PlannedPage } from '../components/planned-page.tsx';

/** Placeholder: the admin engineer replaces this with the user list (roles, Pro, coins). */
export function SuperAdminUsersPage() {
  return <PlannedPage plannedKey="superAdminUsers" homePath="/super-admin/dashboard" />;
}
