import { TenantSettingsScreen } from '../features/educator-admin/tenant-settings-screen.tsx';

/** /educator/company/settings — a company admin's own brand and settings (issue 17). */
export function TenantSettingsPage() {
  return <TenantSettingsScreen />;
}
