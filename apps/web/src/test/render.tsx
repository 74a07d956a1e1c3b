import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { SessionUser, TenantBrand } from '@prepwell/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { sessionQueries } from '../features/session/session.api.ts';

export const testTenant = (overrides: Partial<TenantBrand> = {}): TenantBrand => ({
  slug: 'main',
  name: 'Prepwell',
  logo: null,
  icon: null,
  contact_email: null,
  exam_name: 'SAT',
  theme_color: '#224488',
  tab_name: 'Prepwell',
  isCompany: false,
  languages: ['en', 'cn', 'tw'],
  default_lang: 'en',
  captcha: { provider: 'off', site_key: null },
  dev_mailbox: false,
  blog_url: null,
  ad_block_hides_content: false,
  ...overrides,
});

export const testUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  first_name: 'Stella',
  last_name: 'Student',
  name: 'Stella Student',
  username: 'stella',
  email: 'stella@example.test',
  lang: 'en',
  email_verified_at: null,
  roles: [{ name: 'student' }],
  pro_expired_at: null,
  is_pro: false,
  timezone: 'America/Denver',
  avatar: null,
  finish_bind: true,
  tenant: 'main',
  ...overrides,
});

/** Where the page went: every other path renders this, so a test can read the address a person would see. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders `ui` as the app does — query client (with the tenant already loaded), Mantine, modals,
 * notifications and a data router at `path` — and returns Testing Library's queries with a user-event
 * session and the router (for the address the page navigated to).
 */
export function renderPage(ui: ReactNode, options: { path?: string; at?: string; tenant?: TenantBrand } = {}) {
  const path = options.path ?? '/';
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  client.setQueryData(sessionQueries.tenant().queryKey, options.tenant ?? testTenant());
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [options.at ?? path] },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <Notifications />
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router, client };
}

/** The address the page is at now (path and query). */
export const addressOf = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;
