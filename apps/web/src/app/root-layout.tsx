import { Box } from '@mantine/core';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AfterFirstCommit } from '../components/after-first-commit.tsx';
import { FullScreenLoader, RequestLoader } from '../components/full-screen-loader.tsx';
import { setLastPath } from '../lib/storage.ts';
import { loadedShellChrome, loadShellChrome } from './shell/chrome-loader.ts';
import AppBanners from '../features/banners/app-banners.tsx';
import { useContentBlocked } from '../features/banners/content-gate.ts';
import classes from './shell/shell.module.css';
import { useRouteMeta } from './use-route-meta.ts';

// The chrome is its own chunk: full-screen pages (test runners, flashcards) never download it. A part of it
// is rendered at once when the chunk is already there (a painted page's first render waits for it, app-main),
// else lazily; which of the two is decided once per mount, so the part is never mounted twice.
type Chrome = NonNullable<ReturnType<typeof loadedShellChrome>>;
const chromePart = (pick: (chrome: Chrome) => ComponentType) => {
  const Lazy = lazy(() => loadShellChrome().then((chrome) => ({ default: pick(chrome) })));
  return function ChromePart() {
    const [chrome] = useState(loadedShellChrome);
    const Part = chrome ? pick(chrome) : Lazy;
    return <Part />;
  };
};
const ShellChrome = chromePart((chrome) => chrome.default);
const ShellHeader = chromePart((chrome) => chrome.ShellHeader);
const ShellFooter = chromePart((chrome) => chrome.ShellFooter);
// Issue 17: the ad-block wall (its own chunk). The banners above the page (network, account, ad-block,
// promotion) come with the shell, so they are in place with the page's first render (issue 21: a banner
// appearing later pushed the whole page down).
const AdBlockWall = lazy(() => import('../features/banners/ad-block-notice.tsx'));

/** The shell around every page: header, main, footer, floating buttons and the request loader. */
export function RootLayout() {
  const { t } = useTranslation('shell');
  const meta = useRouteMeta();
  const location = useLocation();
  const path = location.pathname + location.search;
  const contentBlocked = useContentBlocked();

  useEffect(() => {
    if (meta.rememberPath) setLastPath(path); // spec §4: last visited path, except auth pages
  }, [path, meta.rememberPath]);

  return (
    <div className={classes.layout}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      {meta.showHeader && (
        <Suspense fallback={<div className={classes.headerPlaceholder} />}>
          <ShellHeader />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <AppBanners chrome={meta.showHeader} />
      </Suspense>
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<FullScreenLoader visible />}>{contentBlocked ? <AdBlockWall /> : <Outlet />}</Suspense>
      </Box>
      {meta.showFooter && (
        <Suspense fallback={null}>
          <ShellFooter />
        </Suspense>
      )}
      {meta.showHeader && (
        <AfterFirstCommit>
          <Suspense fallback={null}>
            <ShellChrome />
          </Suspense>
        </AfterFirstCommit>
      )}
      <RequestLoader />
      <ScrollRestoration />
    </div>
  );
}
