import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { addressOf, renderPage } from '../../test/render.tsx';
import { TestListPage } from '../../routes/test-builder-pages.tsx';
import { summary, TEST_ID, uuid, written } from './builder-fixtures.ts';

const DRAFT = uuid(102);
const page = (data: unknown[]) => ({ body: { data, current_page: 1, per_page: 20, total: data.length } });

const rowOf = (title: string) =>
  screen.getAllByTestId('test-row').find((row) => within(row).queryByRole('link', { name: title }))!;

describe('the tests list', () => {
  it('lists the authoring scope with status, version and the filters in the address', async () => {
    const api = stubFetch({
      'GET /api/tests': page([
        summary(),
        summary({ id: DRAFT, title: 'Drill B', status: 'draft', revision: 1, type: 'drill' }),
      ]),
    });
    const { user, router } = renderPage(<TestListPage />, { path: '/tests/:type/list', at: '/tests/sat/list' });
    const row = await screen.findAllByTestId('test-row');
    expect(row).toHaveLength(2);
    expect(within(rowOf('Centre mock A')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Centre mock A')).getByText('v2')).toBeInTheDocument();
    expect(within(rowOf('Drill B')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Drill B')).getByRole('link', { name: 'Drill B' })).toHaveAttribute(
      'href',
      `/tests/sat/edit/${DRAFT}`,
    );
    const query = api.to('GET /api/tests')[0]?.query;
    expect(query?.get('scope')).toBe('authoring');
    expect(query?.get('kind')).toBe('sat');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Draft' }));
    await waitFor(() => expect(addressOf(router)).toBe('/tests/sat/list?status=draft'));
    await waitFor(() => expect(api.to('GET /api/tests').at(-1)?.query.get('status')).toBe('draft'));
  });

  it('shows the server’s reason when moving a test students are taking to drafts', async () => {
    const api = stubFetch({
      'GET /api/tests': page([summary()]),
      [`POST /api/tests/${TEST_ID}/draft`]: errorReply(400, 'exam_attempt'),
    });
    const { user } = renderPage(<TestListPage />, { path: '/tests/:type/list', at: '/tests/sat/list' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Centre mock A' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to drafts' }));
    expect(await screen.findByText('Server message for exam_attempt')).toBeInTheDocument();
    expect(api.to(`POST /api/tests/${TEST_ID}/draft`)).toHaveLength(1);
  });

  it('deletes a test after the confirmation, and refuses one with attempts', async () => {
    let deleted = false;
    const api = stubFetch({
      'GET /api/tests': () =>
        deleted ? page([]) : page([summary(), summary({ id: DRAFT, title: 'Drill B', status: 'draft' })]),
      [`DELETE /api/tests/${TEST_ID}`]: errorReply(400, 'practice_exam_has_taken'),
      [`DELETE /api/tests/${DRAFT}`]: () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const { user } = renderPage(<TestListPage />, { path: '/tests/:type/list', at: '/tests/sat/list' });

    await user.click(await screen.findByRole('button', { name: 'Actions for Centre mock A' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Server message for practice_exam_has_taken')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Drill B' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this test?' });
    expect(dialog).toHaveTextContent('“Drill B” and its sections');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Drill B” was deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No tests here yet')).toBeInTheDocument();
    expect(api.to(`DELETE /api/tests/${DRAFT}`)).toHaveLength(1);
  });

  it('duplicates a test and opens the copy in the builder', async () => {
    const COPY = uuid(103);
    stubFetch({
      'GET /api/tests': page([summary()]),
      [`POST /api/tests/${TEST_ID}/duplicate`]: { body: written({ id: COPY, title: 'Centre mock A (copy)' }) },
    });
    const { user, router } = renderPage(<TestListPage />, { path: '/tests/:type/list', at: '/tests/sat/list' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Centre mock A' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Copied as “Centre mock A (copy)”.')).toBeInTheDocument();
    await waitFor(() => expect(addressOf(router)).toBe(`/tests/sat/edit/${COPY}`));
  });
});
