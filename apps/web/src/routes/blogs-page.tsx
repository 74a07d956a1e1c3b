import { BlogsRedirect } from '../features/public-pages/blogs-redirect.tsx';
import { useSession } from '../features/session/use-session.ts';
import { NotFoundPage } from './status-pages.tsx';

/** `/blogs`: the tenant's blog (external), or the not-found page when the tenant has none (issue 17). */
export function BlogsPage() {
  const { tenant } = useSession();
  return tenant.blog_url ? <BlogsRedirect url={tenant.blog_url} /> : <NotFoundPage />;
}
