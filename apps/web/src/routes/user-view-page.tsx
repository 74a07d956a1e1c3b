import { PlannedPage } from '../components/planned-page.tsx';

/** Placeholder: the admin engineer replaces this with one user's profile as a super admin sees it. */
export function UserViewPage() {
  return <PlannedPage plannedKey="userView" homePath="/super-admin/users" />;
}
