import { ActivitiesScreen } from '../features/company/activities-screen.tsx';

/** /activities — activity logs for super admins and company admins; others see the forbidden page. */
export function ActivitiesPage() {
  return <ActivitiesScreen />;
}
