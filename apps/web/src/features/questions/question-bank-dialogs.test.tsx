import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { LabelPicker } from './label-picker.tsx';

const EXISTING = '00000000-0000-4000-8000-0000000000a1';
const CREATED = '00000000-0000-4000-8000-0000000000a2';
const JOB = '00000000-0000-4000-8000-0000000000b1';

function Picker() {
  const [ids, setIds] = useState<string[]>([]);
  return (
    <>
      <LabelPicker value={ids} onChange={setIds} />
      <output data-testid="ids">{ids.join(',')}</output>
    </>
  );
}

describe('the label picker', () => {
  it('creates a label from what was typed and selects it', async () => {
    let labels = [{ id: EXISTING, name: 'Linear equations', questionCount: 3, shared: false }];
    const api = stubFetch({
      'GET /api/labels': () => ({ body: { data: labels } }),
      'POST /api/labels': (request) => {
        const { name } = request.body as { name: string };
        labels = [...labels, { id: CREATED, name, questionCount: 0, shared: false }];
        return { status: 201, body: labels[1] };
      },
    });
    const { user } = renderPage(<Picker />);
    const input = await screen.findByRole('combobox', { name: 'Labels (skills)' });
    await user.type(input, 'Circles');
    await user.click(await screen.findByRole('option', { name: 'Create label “Circles”' }));
    await waitFor(() => expect(screen.getByTestId('ids')).toHaveTextContent(CREATED));
    expect(api.to('POST /api/labels').map((r) => r.body)).toEqual([{ name: 'Circles' }]);
  });
});

describe('the import dialog', () => {
  it('checks a file with a dry run first and shows every problem by row, field and reason', async () => {
    const api = stubFetch({
      'POST /api/questions/import': { status: 202, body: { jobId: JOB } },
      [`GET /api/imports/${JOB}`]: {
        body: {
          id: JOB,
          status: 'completed',
          dryRun: true,
          format: 'csv',
          fileName: 'bank.csv',
          total: 5,
          imported: 0,
          updated: 0,
          errors: [
            { row: 3, item: null, field: 'stem', code: 'stem_blank', message: 'The question has no text.' },
            { row: 4, item: null, field: 'answers', code: 'grid_in_entry', message: 'Not a grid-in answer: =<5' },
            { row: 6, item: null, field: 'section', code: 'section_kind', message: 'Science is not a SAT section.' },
          ],
          createdAt: '2026-01-01T00:00:00.000Z',
          finishedAt: '2026-01-01T00:00:01.000Z',
        },
      },
    });
    const { user } = renderPage(<ImportDialog opened onClose={() => undefined} />);
    const run = screen.getByRole('button', { name: 'Import' });
    expect(run).toBeDisabled();
    await user.upload(screen.getByLabelText('File'), new File(['kind,section\n'], 'bank.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('3 problems found — nothing was imported:')).toBeInTheDocument();
    const rows = within(screen.getByTestId('import-problems')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Row 3', 'stem', 'The question has no text.'],
      ['Row 4', 'answers', 'Not a grid-in answer: =<5'],
      ['Row 6', 'section', 'Science is not a SAT section.'],
    ]);
    const sent = api.to('POST /api/questions/import')[0]?.body as FormData;
    expect(sent.get('dryRun')).toBe('true');
    expect((sent.get('file') as File).name).toBe('bank.csv');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
