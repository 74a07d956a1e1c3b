import type { HomeArea } from '@prepwell/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { examQueries } from '../exams/exams.api.ts';
import { flashcardQueries } from '../flashcards/flashcards.api.ts';
import { lessonQueries } from '../lessons/lessons.api.ts';
import { parentLinkQueries } from '../parent-links/parent-links.api.ts';
import { dashboardQueries } from './dashboard.api.ts';

/**
 * What a dashboard shows, fetched together before its first render (issue 21): the figures and, for a
 * student or a parent, the sections that used to appear one by one as their own requests came back (the
 * parent requests notice, the next lesson, the latest results, the review figures), pushing the page down
 * on a phone (layout shift 0.47). Cached data is used as it is; a section whose request fails shows what it
 * shows on failure, as before. (The sections' strings are the route's `ns`, loaded alongside.)
 */
export const prefetchDashboard = async (client: QueryClient, area: HomeArea): Promise<void> => {
  const fetches: Promise<unknown>[] = [client.ensureQueryData(dashboardQueries.mine())];
  if (area === 'student')
    fetches.push(
      client.ensureQueryData(parentLinkQueries.mine()),
      client.ensureQueryData(lessonQueries.next()),
      client.ensureQueryData(examQueries.attempts({ kind: null, status: 'completed', page: 1 })),
      client.ensureQueryData(flashcardQueries.stats(undefined)),
    );
  if (area === 'parent')
    fetches.push(client.ensureQueryData(lessonQueries.next()), client.ensureQueryData(parentLinkQueries.mine()));
  await Promise.allSettled(fetches);
};
