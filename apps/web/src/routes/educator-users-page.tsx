import { UsersSearchScreen } from '../features/educator-admin/users-search-screen.tsx';

/** /educator/users — user search (issue 17). */
export function EducatorUsersPage() {
  return <UsersSearchScreen />;
}
