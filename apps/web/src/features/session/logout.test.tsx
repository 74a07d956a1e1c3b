import { useSuspenseQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { AppHeader } from '../../app/shell/app-header.tsx';
import { dashboardQueries } from '../dashboard/dashboard.api.ts';
import { errorReply, stubFetch, type SentRequest } from '../../test/fetch-stub.ts';
import { addressOf, renderPage, testUser } from '../../test/render.tsx';
import { getToken, setToken } from '../../lib/storage.ts';
import { useSession } from './use-session.ts';

// Issue 17, defect 2: logging out from the dashboard fired GET /api/dashboard, which answered 401.

/** As the dashboard screen: the session's user and the dashboard's figures. */
function Dashboard() {
  const { user } = useSession();
  const { data } = useSuspenseQuery(dashboardQueries.mine());
  return <p>{`${user?.first_name ?? ''} sign-ins: ${String(data.stats.find((s) => s.key === 'logins')?.value)}`}</p>;
}

describe('logging out', () => {
  it('cancels and forgets the pages’ queries without asking the server again: no request answers 401', async () => {
    setToken('token-1');
    const refused: string[] = [];
    /** The server: the session's token is valid until POST /api/logout revokes it. */
    let revoked = false;
    const authed = (answer: unknown) => (req: SentRequest) => {
      if (req.headers.get('authorization') === 'Bearer token-1' && !revoked) return { body: answer };
      refused.push(`${req.method} ${req.path}`);
      return errorReply(401, 'unauthenticated');
    };
    const api = stubFetch({
      'GET /api/me': authed(testUser()),
      'GET /api/dashboard': authed({
        role: 'student',
        stats: [{ key: 'logins', value: 3 }],
        checklist: [],
        recent: [],
      }),
      'POST /api/logout': (req) => {
        const answer = authed({ ok: true })(req);
        revoked = true;
        return answer;
      },
    });
    const page = renderPage(
      <>
        <AppHeader />
        <Suspense fallback={<p>Loading</p>}>
          <Dashboard />
        </Suspense>
      </>,
      { path: '/student/dashboard' },
    );
    await screen.findByText('Stella sign-ins: 3');

    await page.user.click(screen.getByRole('button', { name: 'Account menu for Stella' }));
    await page.user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(addressOf(page.router)).toBe('/login'));
    await screen.findByText('You have logged out.');
    expect(api.to('POST /api/logout')).toHaveLength(1); // revoked with the session's own token
    expect(getToken()).toBeNull();
    expect(api.to('GET /api/dashboard')).toHaveLength(1); // the page's first load only
    expect(api.unexpected).toEqual([]);
    expect(refused).toEqual([]);
    expect(page.client.getQueryData(dashboardQueries.mine().queryKey)).toBeUndefined();
  });
});
