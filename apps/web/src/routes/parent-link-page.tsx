import { useParams } from 'react-router';
import { ParentLinkRequestScreen } from '../features/parent-links/parent-link-request-screen.tsx';

/** /student/parent-links/:id — the page the parent-link e-mail opens. */
export function ParentLinkPage() {
  const { id = '' } = useParams();
  return <ParentLinkRequestScreen key={id} linkId={id} />;
}
