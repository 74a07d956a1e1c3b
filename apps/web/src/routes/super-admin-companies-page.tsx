import { PlannedPage } from '../components/planned-page.tsx';

/** Placeholder: the admin engineer replaces this with the tenant (company) list and editor. */
export function SuperAdminCompaniesPage() {
  return <PlannedPage plannedKey="superAdminCompanies" homePath="/super-admin/dashboard" />;
}
