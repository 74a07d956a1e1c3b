import type { RosterImportView, RosterRowView } from '@prepwell/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../lib/storage.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderPage, testUser } from '../../test/render.tsx';
import { sessionQueries } from '../session/session.api.ts';
import { RosterImportScreen } from './roster-import-screen.tsx';

const admin = testUser({ roles: [{ name: 'organization_admin' }] });

const rowOf = (row: number, email: string, problems: RosterRowView['problems'] = []): RosterRowView => ({
  row,
  student: {
    first_name: 'Amy',
    last_name: 'Wang',
    email,
    school: '',
    graduation_year: null,
    action: problems.length ? null : 'create',
    invite: problems.length === 0,
  },
  parent: null,
  class: { id: '00000000-0000-4000-8000-0000000000c1', name: 'SAT Weekend', action: 'seat' },
  session: null,
  language: 'en',
  problems,
});

const viewOf = (rows: RosterRowView[], extra: Partial<RosterImportView> = {}): RosterImportView => {
  const problems = rows.flatMap((r) => r.problems).length;
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    file_name: 'roster.csv',
    status: 'checked',
    counts: { rows: rows.length, to_create: rows.length, to_match: 0, to_seat: rows.length, to_invite: 0, problems },
    result: null,
    failure: null,
    created_by_name: 'Ada Admin',
    created_at: '2026-06-01T10:00:00.000Z',
    imported_at: null,
    rows,
    ...extra,
  };
};

const render = () => {
  setToken('token-1');
  const page = renderPage(<RosterImportScreen />, { path: '/educator/roster-import' });
  page.client.setQueryData(sessionQueries.me().queryKey, admin);
  return page;
};

afterEach(() => setToken(null));

describe('the roster import screen', () => {
  it('checks a file, marks the bad row with its problem and keeps Import disabled', async () => {
    const bad = viewOf([
      rowOf(2, 'amy@example.test'),
      rowOf(3, 'not-an-email', [{ row: 3, field: 'student_email', code: 'invalid_email' }]),
    ]);
    const net = stubFetch({
      'GET /api/roster-imports': { body: { data: [] } },
      'POST /api/roster-imports': { body: bad },
      [`GET /api/roster-imports/${bad.id}`]: { body: bad },
    });
    const { user } = render();
    await user.upload(
      await screen.findByLabelText('Roster file'),
      new File(['student_first_name\n'], 'roster.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const table = await screen.findByTestId('roster-rows');
    const badRow = table.querySelector('tr[data-row="3"]')!;
    expect(badRow.getAttribute('data-problem')).toBe('true');
    expect(
      within(badRow as HTMLElement).getByText('Student e-mail: This is not a valid e-mail address.'),
    ).toBeVisible();
    expect(table.querySelector('tr[data-row="2"]')!.getAttribute('data-problem')).toBeNull();
    expect(screen.getByText(/1 problem must be fixed/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(net.sent.some((r) => r.method === 'POST' && r.path === '/api/roster-imports')).toBe(true);
  });

  it('imports a clean file and shows what it did', async () => {
    const clean = viewOf([rowOf(2, 'amy@example.test')]);
    const done = viewOf(clean.rows, {
      status: 'imported',
      imported_at: '2026-06-01T10:05:00.000Z',
      result: { created: 1, matched: 0, linked: 0, seated: 1, invited: 1 },
    });
    const net = stubFetch({
      'GET /api/roster-imports': { body: { data: [] } },
      'POST /api/roster-imports': { body: clean },
      [`GET /api/roster-imports/${clean.id}`]: { body: clean },
      [`POST /api/roster-imports/${clean.id}/run`]: { body: done },
    });
    const { user } = render();
    await user.upload(await screen.findByLabelText('Roster file'), new File(['x'], 'roster.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('No problems: 1 rows are ready to import.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByTestId('roster-result')).toHaveTextContent('1 accounts created'));
    expect(net.sent.find((r) => r.path.endsWith('/run'))?.body).toEqual({ invite: true });
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
