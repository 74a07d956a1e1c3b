import { Container } from '@mantine/core';
import { isSuperAdmin } from '@prepwell/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { adminQueries } from '../features/admin/admin.api.ts';
import { UserViewScreen } from '../features/admin/user-view-screen.tsx';
import { ProfileEditSection, UserManageScreen } from '../features/educator-admin/user-manage-screen.tsx';
import { useSession } from '../features/session/use-session.ts';

/** A super admin's edit of the profile, under their view of the user. */
function SuperAdminProfileEdit({ userId }: { userId: string }) {
  const { data: profile } = useSuspenseQuery(adminQueries.user(userId));
  return (
    <Container size="md" pb="xl">
      <ProfileEditSection profile={profile} />
    </Container>
  );
}

/** /user/:uid — a super admin views and edits any user; a company admin a user of their company (issue 17). */
export function UserViewPage() {
  const { uid = '' } = useParams();
  const { user } = useSession();
  if (user && isSuperAdmin(user))
    return (
      <>
        <UserViewScreen key={uid} userId={uid} />
        <SuperAdminProfileEdit key={`edit-${uid}`} userId={uid} />
      </>
    );
  return <UserManageScreen key={uid} userId={uid} />;
}
