import { useParams } from 'react-router';
import { UserViewScreen } from '../features/admin/user-view-screen.tsx';

/** /user/:uid — a super admin views one user. */
export function UserViewPage() {
  const { uid = '' } = useParams();
  return <UserViewScreen key={uid} userId={uid} />;
}
