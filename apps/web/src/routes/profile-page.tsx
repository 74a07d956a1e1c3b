import { PlannedPage } from '../components/planned-page.tsx';
import { useHomePath } from '../features/session/use-home-path.ts';

/** Placeholder: the profile engineer replaces this with the profile screens (basic, student, teacher, settings). */
export function ProfilePage() {
  return <PlannedPage plannedKey="profile" homePath={useHomePath()} />;
}
