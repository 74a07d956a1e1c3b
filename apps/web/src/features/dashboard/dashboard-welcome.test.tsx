import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/storage.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderPage, testUser } from '../../test/render.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

// Issue 17 (defect 7): "Welcome back" greeted a user on their first visit.

const teacher = testUser({ first_name: 'Tess', roles: [{ name: 'teacher' }], finish_bind: true });
const open = (signIns: number) => {
  setToken('token-1');
  stubFetch({
    'GET /api/me': { body: teacher },
    'GET /api/dashboard': {
      body: { role: 'educator', stats: [{ key: 'students', value: 3 }], checklist: [], recent: [], sign_ins: signIns },
    },
  });
  renderPage(
    <Suspense fallback={<p>Loading</p>}>
      <DashboardScreen area="educator" />
    </Suspense>,
    { path: '/educator/dashboard' },
  );
};

describe('the dashboard greeting', () => {
  it('says Welcome on the first sign-in', async () => {
    open(1);
    expect(await screen.findByText('Welcome, Tess.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('says Welcome back from the second sign-in on', async () => {
    open(2);
    expect(await screen.findByText('Welcome back, Tess.')).toBeInTheDocument();
  });
});
