import { Box } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { FullScreenLoader, RequestLoader } from '../components/full-screen-loader.tsx';
import { setLastPath } from '../lib/storage.ts';
import { AppFooter } from './shell/app-footer.tsx';
import { AppHeader } from './shell/app-header.tsx';
import { BackToTop } from './shell/back-to-top.tsx';
import { FeedbackButton } from './shell/feedback-button.tsx';
import { VerifyEmailBanner } from './shell/verify-email-banner.tsx';
import classes from './shell/shell.module.css';
import { useRouteMeta } from './use-route-meta.ts';

/** The shell around every page: header, main, footer, floating buttons and the request loader. */
export function RootLayout() {
  const { t } = useTranslation('shell');
  const meta = useRouteMeta();
  const location = useLocation();
  const path = location.pathname + location.search;

  useEffect(() => {
    if (meta.rememberPath) setLastPath(path); // spec §4: last visited path, except auth pages
  }, [path, meta.rememberPath]);

  return (
    <div className={classes.layout}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      {meta.showHeader && <AppHeader />}
      {meta.showHeader && <VerifyEmailBanner />}
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<FullScreenLoader visible />}>
          <Outlet />
        </Suspense>
      </Box>
      {meta.showFooter && <AppFooter />}
      {meta.showHeader && <BackToTop />}
      {meta.showHeader && <FeedbackButton />}
      <RequestLoader />
      <ScrollRestoration />
    </div>
  );
}
