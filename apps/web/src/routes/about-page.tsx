import { useLocation } from 'react-router';
import { AboutScreen } from '../features/public-pages/about-screen.tsx';

/** `/student/about`, `/educator/about` and `/about`: the Contact link stays in the same area. */
export function AboutPage() {
  const { pathname } = useLocation();
  const area = pathname.startsWith('/educator/') ? '/educator' : pathname.startsWith('/student/') ? '/student' : '';
  return <AboutScreen contactPath={`${area}/contact`} />;
}
