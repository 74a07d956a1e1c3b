import type { AttemptScores } from '@prepwell/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { RegradeDialog } from './regrade-dialog.tsx';
import { MATH, RW, TEST_ID } from './score-tables.fixture.ts';

const REGRADE = `POST /api/tests/${TEST_ID}/regrade`;
const scores = (rw: [number, number], math: [number, number]): AttemptScores => ({
  sections: [
    { sectionId: RW, section: 'english', route: 'harder', raw: 40, maxRaw: 54, scaled: rw },
    { sectionId: MATH, section: 'math', route: 'base', raw: 30, maxRaw: 44, scaled: math },
  ],
  total: [rw[0] + math[0], rw[1] + math[1]],
  scaled: true,
});
const change = (id: string, name: string) => ({
  userExamId: id,
  studentName: name,
  before: scores([600, 620], [700, 700]),
  after: scores([630, 650], [700, 700]),
});
const dryRun = {
  attempts: 5,
  changed: 2,
  applied: false,
  changes: [
    change('00000000-0000-4000-8000-0000000000c1', 'Stella Student'),
    change('00000000-0000-4000-8000-0000000000c2', 'Sam Student'),
  ],
};

function Harness() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <RegradeDialog testId={TEST_ID} kind="sat" opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

describe('the regrade dialog', () => {
  it('shows the dry run and applies nothing until the author confirms', async () => {
    const api = stubFetch({
      [REGRADE]: (request) =>
        (request.body as { dryRun: boolean }).dryRun ? { body: dryRun } : { body: { ...dryRun, applied: true } },
    });
    const { user } = renderPage(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Regrade finished attempts' });
    expect(await within(dialog).findByText('5 finished attempts; 2 scores would change.')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Scores that would change' });
    const stella = within(table).getByRole('row', { name: /Stella Student/ });
    expect(within(stella).getByText('1300–1320 → 1330–1350')).toBeInTheDocument();
    expect(within(stella).getByText('Reading and Writing: 600–620 → 630–650')).toBeInTheDocument();
    expect(within(stella).queryByText(/^Math:/)).not.toBeInTheDocument();
    expect(api.to(REGRADE).map((r) => r.body)).toEqual([{ dryRun: true }]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(REGRADE).map((r) => r.body)).toEqual([{ dryRun: true }]);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const again = await screen.findByRole('dialog', { name: 'Regrade finished attempts' });
    await user.click(await within(again).findByRole('button', { name: 'Regrade 2 results' }));
    expect(await within(again).findByText('2 results were regraded.')).toBeInTheDocument();
    expect(api.to(REGRADE).map((r) => r.body)).toEqual([{ dryRun: true }, { dryRun: true }, { dryRun: false }]);
  });

  it('offers no confirm when nothing would change', async () => {
    stubFetch({ [REGRADE]: { body: { attempts: 4, changed: 0, applied: false, changes: [] } } });
    renderPage(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Regrade finished attempts' });
    expect(await within(dialog).findByText('4 finished attempts; 0 scores would change.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Regrade \d/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when the dry run is refused", async () => {
    stubFetch({ [REGRADE]: errorReply(404, 'not_found') });
    renderPage(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Regrade finished attempts' });
    expect(await within(dialog).findByText('Server message for not_found')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
