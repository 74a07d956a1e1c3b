import { useParams } from 'react-router';
import { ChildProfileScreen } from '../features/profile/child-profile-screen.tsx';

/** /parent/children/:id — a parent views and edits a linked child's profile. */
export function ParentChildPage() {
  const { id = '' } = useParams();
  return <ChildProfileScreen key={id} childId={id} />;
}
