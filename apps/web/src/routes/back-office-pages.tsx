import { ShortUrlsScreen } from '../features/back-office/short-urls-screen.tsx';
import { UserMergeScreen } from '../features/back-office/user-merge-screen.tsx';

/** `/educator/short-urls`: the tenant's short URLs (issue 20). */
export function ShortUrlsPage() {
  return <ShortUrlsScreen />;
}

/** `/educator/merge-users`: merge a duplicate account into another (issue 20). */
export function MergeUsersPage() {
  return <UserMergeScreen />;
}
