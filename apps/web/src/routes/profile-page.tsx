import { ProfileScreen } from '../features/profile/profile-screen.tsx';

/** /student/profile, /educator/profile, /parent/profile, /super-admin/profile. */
export function ProfilePage() {
  return <ProfileScreen />;
}
