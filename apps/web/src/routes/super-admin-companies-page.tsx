import { CompaniesScreen } from '../features/admin/companies-screen.tsx';

/** /super-admin/companies. */
export function SuperAdminCompaniesPage() {
  return <CompaniesScreen />;
}
