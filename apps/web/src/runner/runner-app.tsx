import { lazy, Suspense, useEffect, useState } from 'react';
import { TestPage } from './phases/test-page.tsx';
import { parseRunnerPath, runnerPath, type RunnerRoute } from './runner-route.ts';
import { Loading } from './shell/loading.tsx';

/** The start pages (settings and system check) load on their own: the test page needs none of it. */
const StartPage = lazy(() => import('./start/start-page.tsx').then((m) => ({ default: m.StartPage })));

/** The runner's two pages, switched without a router: the start page pushes the test page's path. */
export function RunnerApp({ route: initial }: { route: RunnerRoute }) {
  const [route, setRoute] = useState(initial);
  useEffect(() => {
    const onPop = () => {
      const next = parseRunnerPath(window.location.pathname);
      if (next) setRoute(next);
      else window.location.reload();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (next: RunnerRoute) => {
    window.history.pushState(null, '', runnerPath(next));
    setRoute(next);
  };
  return (
    <Suspense fallback={<Loading />}>
      {route.page === 'start' ? (
        <StartPage route={route} onStart={() => go({ ...route, page: 'test' })} />
      ) : (
        <TestPage key={route.userExamId} route={route} />
      )}
    </Suspense>
  );
}
