import type { HomeArea } from '@prepwell/contracts';
import { DashboardScreen } from '../features/dashboard/dashboard-screen.tsx';

/** /student, /educator, /parent and /super-admin dashboards. */
export function DashboardPage({ area }: { area: HomeArea }) {
  return <DashboardScreen area={area} />;
}
