import { ScoreTablesPut } from '@prepwell/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { addressOf, renderPage } from '../../test/render.tsx';
import { ScoreTableEditPage } from '../../routes/score-table-pages.tsx';
import { harderTable, MATH, mathTable, RW, structure, tableSet, TEST_ID } from './score-tables.fixture.ts';

const PATH = '/tests/:type/:examId/score-table/edit/:tableKey';
const at = (tableId: string) => `/tests/sat/${TEST_ID}/score-table/edit/${tableId}`;
const TABLES = `GET /api/tests/${TEST_ID}/score-tables`;
const PUT = `PUT /api/tests/${TEST_ID}/score-tables`;
const reads = { [TABLES]: { body: tableSet() }, [`GET /api/tests/${TEST_ID}/structure`]: { body: structure() } };

const open = (tableId = `${RW}~harder`) => renderPage(<ScoreTableEditPage />, { path: PATH, at: at(tableId) });
const cell = (raw: number, end: 'lowest' | 'highest') =>
  screen.getByRole('textbox', { name: `Raw ${raw}: ${end} scaled score` });

describe('the score-table editor', () => {
  it('shows a tab per section and route, the estimate badge and the rows, and switches tab by address', async () => {
    stubFetch(reads);
    const { user, router } = open();
    expect(await screen.findByRole('tab', { name: /Reading and Writing — Harder module 2/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Estimate')).toBeInTheDocument();
    expect(screen.getByText('Centre SAT mock 1')).toBeInTheDocument();
    expect(cell(2, 'highest')).toHaveValue('520');
    await user.click(screen.getByRole('tab', { name: 'Math' }));
    expect(addressOf(router)).toBe(at(`${MATH}~base`));
    expect(await screen.findByText('No table yet')).toBeInTheDocument();
    expect(cell(0, 'lowest')).toHaveValue('');
  });

  it('marks a row that breaks a rule as the author types, and does not send the table', async () => {
    const api = stubFetch(reads);
    const { user } = open();
    await screen.findByText('Estimate');
    await user.clear(cell(2, 'lowest'));
    await user.type(cell(2, 'lowest'), '250');
    expect(
      screen.getByText('Lower than raw score 1: scaled scores cannot go down as the raw score grows.'),
    ).toBeInTheDocument();
    expect(cell(2, 'lowest')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(cell(3, 'highest'));
    await user.type(cell(3, 'highest'), '900');
    expect(screen.getByText("Above the scale's maximum of 800.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save tables' }));
    expect(
      await screen.findByText(/Fix the marked rows before saving: Reading and Writing — Harder module 2/),
    ).toBeInTheDocument();
    expect(api.to(PUT)).toEqual([]);
  });

  it('moves down a column with Enter', async () => {
    stubFetch(reads);
    const { user } = open();
    await screen.findByText('Estimate');
    await user.click(cell(0, 'highest'));
    await user.keyboard('{Enter}');
    expect(cell(1, 'highest')).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(cell(0, 'highest')).toHaveFocus();
  });

  it('pastes rows from a spreadsheet, reports the bad line, saves only the edited table and offers a regrade', async () => {
    let stored = tableSet();
    const api = stubFetch({
      ...reads,
      [TABLES]: () => ({ body: stored }),
      [PUT]: (request) => {
        const body = ScoreTablesPut.parse(request.body);
        stored = tableSet([harderTable(), mathTable({ origin: 'own', rows: body.tables[0]!.rows })]);
        return { body: stored };
      },
      [`POST /api/tests/${TEST_ID}/regrade`]: { body: { attempts: 3, changed: 0, applied: false, changes: [] } },
    });
    const { user } = open(`${MATH}~base`);
    await screen.findByText('No table yet');
    await user.click(screen.getByRole('button', { name: 'Paste from a spreadsheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste rows into Math' });
    const area = within(dialog).getByRole('textbox', { name: 'Rows copied from a spreadsheet' });
    await user.click(area);
    await user.paste('Raw\tLow\tHigh\r\n0\t200\t200\r\n1\tn/a\t300\r\n1\t400\t420\r\n2\t800\t800\r\n');
    expect(within(dialog).getByText('Line 3: not whole numbers.')).toBeInTheDocument();
    expect(within(dialog).getByText('3 rows read as raw score, lowest, highest.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use 3 rows' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cell(1, 'highest')).toHaveValue('420');
    expect(screen.getByText('Edited, not saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save tables' }));
    await waitFor(() => expect(api.to(PUT)).toHaveLength(1));
    expect(api.to(PUT)[0]?.body).toEqual({
      tables: [
        {
          sectionId: MATH,
          route: 'base',
          rows: [
            [200, 200],
            [400, 420],
            [800, 800],
          ],
        },
      ],
    });
    expect(await screen.findByText('Your table')).toBeInTheDocument();
    expect(screen.getByText(/keep their old scores until you regrade them/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Regrade finished attempts' })[0]!);
    const regrade = await screen.findByRole('dialog', { name: 'Regrade finished attempts' });
    expect(await within(regrade).findByText('3 finished attempts; 0 scores would change.')).toBeInTheDocument();
  });

  it("puts the server's field errors on their rows", async () => {
    stubFetch({
      ...reads,
      [PUT]: errorReply(422, 'validation_failed', {
        fieldErrors: [{ path: 'tables.0.rows.1', message: 'This score is outside the exam scale.' }],
      }),
    });
    const { user } = open();
    await screen.findByText('Estimate');
    await user.clear(cell(1, 'highest'));
    await user.type(cell(1, 'highest'), '320');
    await user.click(screen.getByRole('button', { name: 'Save tables' }));
    expect(await screen.findByText('This score is outside the exam scale.')).toBeInTheDocument();
    expect(screen.getByText('The server refused some rows: they are marked in the table.')).toBeInTheDocument();
    expect(cell(1, 'highest')).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews the unsaved table against a sample attempt', async () => {
    const api = stubFetch({
      ...reads,
      [`POST /api/tests/${TEST_ID}/score-tables/preview`]: {
        body: {
          userExamId: '00000000-0000-4000-8000-0000000000c1',
          studentName: 'Stella Student',
          scores: {
            sections: [{ sectionId: RW, section: 'english', route: 'harder', raw: 2, maxRaw: 3, scaled: [510, 530] }],
            total: [510, 530],
            scaled: true,
          },
        },
      },
    });
    const { user } = open();
    await screen.findByText('Estimate');
    await user.clear(cell(2, 'highest'));
    await user.type(cell(2, 'highest'), '530');
    await user.click(screen.getByRole('button', { name: 'Preview against a sample attempt' }));
    const table = await screen.findByRole('table', { name: "Preview of the sample attempt's scores" });
    expect(within(table).getAllByText('510–530')).toHaveLength(2);
    expect(screen.getByText(/Sample attempt by Stella Student\. Scored with 1 unsaved table\./)).toBeInTheDocument();
    const sent = api.to(`POST /api/tests/${TEST_ID}/score-tables/preview`)[0]?.body as {
      tables: { rows: unknown[] }[];
    };
    expect(sent.tables[0]?.rows[2]).toEqual([500, 530]);
  });

  it('says so when no attempt is finished yet', async () => {
    stubFetch({
      ...reads,
      [`POST /api/tests/${TEST_ID}/score-tables/preview`]: {
        body: { userExamId: null, studentName: null, scores: null },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Preview against a sample attempt' }));
    expect(await screen.findByText(/No completed attempt yet/)).toBeInTheDocument();
  });

  it('shows a shared table read-only', async () => {
    stubFetch({ ...reads, [TABLES]: { body: tableSet(undefined, true) } });
    open();
    expect(await screen.findByText(/belong to the shared catalogue/)).toBeInTheDocument();
    expect(cell(0, 'lowest')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save tables' })).not.toBeInTheDocument();
  });
});

describe('a TOEFL 2026 table', () => {
  it('explains that its values are half-bands', async () => {
    const reading = harderTable({ section: 'reading', title: 'Reading', route: 'base', scale: [2, 12], rows: [] });
    stubFetch({
      [TABLES]: { body: tableSet([reading]) },
      [`GET /api/tests/${TEST_ID}/structure`]: {
        body: structure({ kind: 'toefl', version: 'toefl_2026', type: 'full_mock' }),
      },
    });
    renderPage(<ScoreTableEditPage />, { path: PATH, at: `/tests/toefl/${TEST_ID}/score-table/edit/${RW}~base` });
    expect(await screen.findByText(/TOEFL tables hold half-bands: 2 is band 1.0/)).toBeInTheDocument();
    expect(screen.getByText('Raw scores 0–3 · scale 2–12')).toBeInTheDocument();
  });
});
