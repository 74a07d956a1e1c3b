import type { HomeArea } from '@prepwell/contracts';
import { PlannedPage } from '../components/planned-page.tsx';

const KEYS = {
  student: 'dashboardStudent',
  educator: 'dashboardEducator',
  parent: 'dashboardParent',
  super_admin: 'dashboardSuperAdmin',
} as const satisfies Record<HomeArea, string>;

/** Placeholder: the dashboard engineer replaces this with `GET /api/dashboard` (DashboardView) per area. */
export function DashboardPage({ area }: { area: HomeArea }) {
  return <PlannedPage plannedKey={KEYS[area]} homePath="/" />;
}
