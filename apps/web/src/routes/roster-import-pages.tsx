import { RosterImportScreen } from '../features/roster-import/roster-import-screen.tsx';

/** `/educator/roster-import`: roster import for the tenant's admins (issue 19). */
export function RosterImportPage() {
  return <RosterImportScreen />;
}
