import { useParams } from 'react-router';
import { CompanyDetailScreen } from '../features/company/company-detail-screen.tsx';
import { CompanyListScreen } from '../features/company/company-list-screen.tsx';

/** /educator/company/list — the companies the company admin administers. */
export function CompanyListPage() {
  return <CompanyListScreen />;
}

/** /educator/company/detail/:id/:tab — one company (info, classes, users, points). */
export function CompanyDetailPage() {
  const { id = '', tab } = useParams();
  return <CompanyDetailScreen key={id} companyId={id} tab={tab} />;
}
