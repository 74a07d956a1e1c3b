import { Button, MantineProvider } from '@mantine/core';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiGet, apiPatch } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { errorReply, stubFetch } from '../test/fetch-stub.ts';
import { registerApiHandlers } from './api-handlers.ts';
import type { AppRouter } from './router.tsx';

// Issue 17: a 404 from any call, not only a GET, reaches the not-found page where the page itself is gone.

const ID = '0b4c6a52-2f57-4c3e-9a43-7d3a1f2b9c10';
const asClass = { parse: (data: unknown) => data as { name: string } };

function ClassPage() {
  const query = useQuery({
    queryKey: ['class', ID],
    queryFn: ({ signal }) => apiGet(`classes/${ID}`, asClass, { signal }),
  });
  const save = useMutation({
    mutationFn: () => apiPatch(`classes/${ID}`, { name: 'x' }, asClass),
    meta: { customErrorHandling: true },
  });
  return (
    <>
      <h1>{query.data?.name ?? '…'}</h1>
      <Button onClick={() => save.mutate()}>Save</Button>
      {save.isError && <p>Not saved</p>}
    </>
  );
}

const open = () => {
  const router = createMemoryRouter(
    [
      { path: '/classes/:id', element: <ClassPage /> },
      { path: '/404', element: <p>Page not found</p> },
    ],
    { initialEntries: [`/classes/${ID}`] },
  );
  registerApiHandlers(router as unknown as AppRouter);
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
};

afterEach(() => queryClient.clear());

describe('a 404 from a call that is not a GET', () => {
  it('reaches the not-found page when the page’s own record is gone', async () => {
    let gone = false;
    stubFetch({
      [`GET /api/classes/${ID}`]: () => (gone ? errorReply(404, 'not_found') : { body: { name: 'SAT Spring' } }),
      [`PATCH /api/classes/${ID}`]: () => {
        gone = true; // deleted meanwhile, by someone else
        return errorReply(404, 'not_found');
      },
    });
    const page = open();
    await screen.findByRole('heading', { name: 'SAT Spring' });
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Page not found');
    expect(page.router.state.location.pathname).toBe('/404');
  });

  it('stays with the caller when the page’s record is still there', async () => {
    const api = stubFetch({
      [`GET /api/classes/${ID}`]: { body: { name: 'SAT Spring' } },
      [`PATCH /api/classes/${ID}`]: errorReply(404, 'not_found'),
    });
    const page = open();
    await screen.findByRole('heading', { name: 'SAT Spring' });
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Not saved');
    await waitFor(() => expect(api.to(`GET /api/classes/${ID}`)).toHaveLength(2)); // the page was checked
    expect(page.router.state.location.pathname).toBe(`/classes/${ID}`);
  });
});
