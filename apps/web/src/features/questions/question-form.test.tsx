import { QuestionInput, type QuestionView } from '@prepwell/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { addressOf, renderPage } from '../../test/render.tsx';
import { QuestionForm } from './question-form.tsx';

const QID = '00000000-0000-4000-8000-000000000001';
const LABEL = '00000000-0000-4000-8000-0000000000a1';

const saved = (overrides: Partial<QuestionView> = {}): QuestionView => ({
  id: QID,
  rootId: QID,
  version: 1,
  status: 'active',
  kind: 'sat',
  section: 'math',
  subject: 'Algebra',
  source: 'Centre book',
  sourceId: null,
  type: 'multiple_choice',
  task: null,
  stem: 'Solve $x+1=3$.\n\nPick one.',
  choices: [
    { id: 'A', text: '$1$' },
    { id: 'B', text: '$2$' },
    { id: 'C', text: '$3$' },
    { id: 'D', text: '$4$' },
  ],
  answerKey: { kind: 'choice', correct: ['B'] },
  sampleAnswer: '',
  explanation: 'Subtract 1.',
  labels: [{ id: LABEL, name: 'Linear equations' }],
  difficulty: 'easy',
  irt: null,
  passage: null,
  media: null,
  solution: null,
  shared: false,
  editable: true,
  author: null,
  usedIn: 0,
  seen: false,
  flags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const lists = {
  'GET /api/labels': { body: { data: [{ id: LABEL, name: 'Linear equations', questionCount: 1, shared: false }] } },
  'GET /api/passages': { body: { data: [], current_page: 1, per_page: 20, total: 0 } },
};

const submit = () => screen.getByRole('button', { name: /Create question|Save question/ });

describe('the question form', () => {
  it('refuses a blank question with the required message, without asking the server', async () => {
    const api = stubFetch(lists);
    const { user } = renderPage(<QuestionForm question={null} />, { path: '/questions/add' });
    await user.click(submit());
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getAllByText('Write this choice, or remove it.')).toHaveLength(4);
    expect(api.to('POST /api/questions')).toEqual([]);
  });

  it('marks every choice correct for a free point', async () => {
    stubFetch(lists);
    const { user } = renderPage(<QuestionForm question={saved()} />, { path: '/questions/:id/edit' });
    const marks = () => screen.getAllByRole('checkbox', { name: /Choice [A-D] is correct/ });
    expect(marks().filter((box) => (box as HTMLInputElement).checked)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Free point: mark all correct' }));
    expect(marks().every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('explains the range rule on a grid-in answer that puts = first', async () => {
    const api = stubFetch(lists);
    const grid = saved({ type: 'grid_in', choices: [], answerKey: { kind: 'grid', accept: ['2'] } });
    const { user } = renderPage(<QuestionForm question={grid} />, { path: '/questions/:id/edit' });
    await user.click(screen.getByRole('button', { name: 'Add an answer' }));
    await user.type(screen.getByLabelText('Answer 2'), '=<5');
    await user.click(submit());
    expect(
      await screen.findByText('Use a number, a fraction, a range with = after < or > (such as <5 or >=2.5), or *.'),
    ).toBeInTheDocument();
    expect(api.to('PATCH /api/questions/' + QID)).toEqual([]);
    await user.clear(screen.getByLabelText('Answer 2'));
    await user.type(screen.getByLabelText('Answer 2'), '>=2.5');
    await user.click(submit());
    await waitFor(() => expect(api.to('PATCH /api/questions/' + QID)).toHaveLength(1));
  });

  it('sends a body the contract accepts, with plain math turned into math nodes and the free point key', async () => {
    const api = stubFetch({
      ...lists,
      [`PATCH /api/questions/${QID}`]: (request) => ({ body: { ...saved(), ...(request.body as object), version: 2 } }),
    });
    const { user, router } = renderPage(<QuestionForm question={saved()} />, {
      path: '/questions/:id/edit',
      at: `/questions/${QID}/edit`,
    });
    await user.click(screen.getByRole('button', { name: 'Free point: mark all correct' }));
    await user.click(submit());
    await waitFor(() => expect(api.to(`PATCH /api/questions/${QID}`)).toHaveLength(1));
    const body = api.to(`PATCH /api/questions/${QID}`)[0]?.body;
    const parsed = QuestionInput.parse(body);
    expect(parsed.answerKey).toEqual({ kind: 'choice', correct: ['A', 'B', 'C', 'D'] });
    expect(parsed.stem).toContain('<span data-math="inline">x+1=3</span>');
    expect(parsed.stem).toContain('<p>Pick one.</p>');
    expect(parsed.choices[1]).toEqual({ id: 'B', text: '<p><span data-math="inline">2</span></p>' });
    expect(parsed.labelIds).toEqual([LABEL]);
    expect(parsed).toMatchObject({
      kind: 'sat',
      section: 'math',
      type: 'multiple_choice',
      difficulty: 'easy',
      irt: null,
    });
    await waitFor(() => expect(addressOf(router)).toBe(`/questions/${QID}`));
  });

  it('offers only the sections and types of the chosen exam', async () => {
    stubFetch(lists);
    const { user } = renderPage(<QuestionForm question={null} />, { path: '/questions/add' });
    await user.click(screen.getByRole('combobox', { name: 'Exam' }));
    await user.click(await screen.findByRole('option', { name: 'ACT' }));
    await user.click(screen.getByRole('combobox', { name: 'Section' }));
    const sections = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sections).toEqual(['Reading and Writing', 'Math', 'Reading', 'Science', 'Writing']);
  });
});
