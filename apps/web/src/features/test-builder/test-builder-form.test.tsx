import { TestInput, TestPatch, type TestStructure } from '@prepwell/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { addressOf, renderPage } from '../../test/render.tsx';
import { TestAddPage, TestEditPage } from '../../routes/test-builder-pages.tsx';
import { bankRow, bankView, M1, PASSAGE, placed, structure, TEST_ID, uuid, written } from './builder-fixtures.ts';

const NEW = uuid(101);
/** The builder is a lazy chunk (the rich-text editor): its first render takes a while on a busy machine. */
const LOAD = { timeout: 15_000 };
// (The first test also pays for transforming the editor's modules, hence its own longer limit.)
const rows = [bankRow(11), bankRow(12), bankRow(13)];
const bank = {
  'GET /api/labels': { body: { data: [] } },
  'GET /api/questions': { body: { data: rows, current_page: 1, per_page: 20, total: 3 } },
  [`GET /api/questions/${uuid(11)}`]: { body: bankView(rows[0]!, null) },
  [`GET /api/questions/${uuid(12)}`]: { body: bankView(rows[1]!, PASSAGE) },
  [`GET /api/questions/${uuid(13)}`]: { body: bankView(rows[2]!, PASSAGE) },
};

const placedIn = (module: HTMLElement) =>
  within(module)
    .queryAllByTestId('placed-question')
    .map((row) =>
      row.textContent
        ?.match(/Bank question (\d+)|Stem of question (\d+)/)
        ?.slice(1)
        .find(Boolean),
    );

describe('building a new test', () => {
  it('picks bank questions, keeps a passage together, reorders by button and creates the test', async () => {
    const api = stubFetch({
      ...bank,
      'POST /api/tests': {
        status: 201,
        body: written({ kind: 'act', type: 'full_mock', version: 'act_enhanced', status: 'draft', revision: 1 }),
      },
      [`GET /api/tests/${TEST_ID}/structure`]: { body: structure({ kind: 'act' }) },
    });
    const { user, router } = renderPage(<TestAddPage />, { path: '/tests/:type/add', at: '/tests/act/add' });
    await user.click(await screen.findByRole('textbox', { name: /^Title/ }, LOAD));
    await user.paste('ACT practice 1');
    await user.click(screen.getAllByRole('button', { name: 'Add questions to Module 1' })[0]!);

    const drawer = await screen.findByRole('dialog', { name: 'Add questions to Module 1' });
    expect(api.to('GET /api/questions')[0]?.query.get('kind')).toBe('act');
    expect(api.to('GET /api/questions')[0]?.query.get('section')).toBe('english');
    for (const n of [12, 11, 13])
      await user.click(within(drawer).getByRole('checkbox', { name: `Pick: Bank question ${n}` }));
    await user.click(within(drawer).getByRole('button', { name: 'Add 3 questions' }));

    const english = (await screen.findAllByTestId('module-card'))[0]!;
    await waitFor(() => expect(placedIn(english)).toEqual(['12', '13', '11']));
    expect(within(english).getAllByText('Passage 1')).toHaveLength(2);
    // Up from the lone question passes the whole passage.
    await user.click(within(english).getByRole('button', { name: 'Move question 3 up' }));
    expect(placedIn(english)).toEqual(['11', '12', '13']);
    expect(within(english).getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Create test' }));
    await waitFor(() => expect(api.to('POST /api/tests')).toHaveLength(1));
    const body = TestInput.parse(api.to('POST /api/tests')[0]?.body);
    expect(body).toMatchObject({ title: 'ACT practice 1', kind: 'act', type: 'full_mock', version: 'act_classic' });
    expect(body.sections.map((s) => s.section)).toEqual(['english', 'math', 'reading', 'science']);
    expect(body.sections[0]?.modules[0]?.questionIds).toEqual([uuid(11), uuid(12), uuid(13)]);
    await waitFor(() => expect(addressOf(router)).toBe(`/tests/act/edit/${TEST_ID}`));
  }, 45_000);

  it('asks for a title before sending anything', async () => {
    const api = stubFetch(bank);
    const { user } = renderPage(<TestAddPage />, { path: '/tests/:type/add', at: '/tests/sat/add' });
    await user.click(await screen.findByRole('button', { name: 'Create test' }, LOAD));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention');
    expect(api.to('POST /api/tests')).toEqual([]);
  });
});

describe('editing a saved test', () => {
  const byId = (tests: Record<string, TestStructure>) => (request: { path: string }) => {
    const id = request.path.split('/')[3] ?? '';
    return tests[id] ? { body: tests[id] } : errorReply(404, 'not_found');
  };

  it('says when the save made a new version and shows its structure warnings', async () => {
    const newer = written(
      {
        id: NEW,
        revision: 3,
        status: 'draft',
        warnings: [{ code: 'module_question_count', path: 'sections.0.modules.0', expected: 27, actual: 2 }],
      },
      true,
    );
    const api = stubFetch({
      [`GET /api/tests/${TEST_ID}/structure`]: byId({ [TEST_ID]: structure({ attemptCount: 3 }) }),
      [`GET /api/tests/${NEW}/structure`]: byId({ [NEW]: newer }),
      [`PATCH /api/tests/${TEST_ID}`]: { body: newer },
    });
    const { user, router } = renderPage(<TestEditPage />, {
      path: '/tests/:type/edit/:id',
      at: `/tests/sat/edit/${TEST_ID}`,
    });
    expect(
      await screen.findByText(/3 students have started this version: saving changes makes version 3/, {}, LOAD),
    ).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Move to drafts' });
    expect(publish).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(publish).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(addressOf(router)).toBe(`/tests/sat/edit/${NEW}`));
    expect(
      await screen.findByText(
        'Students had started this test: your changes were saved as version 3; attempts in progress finish on version 2.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('structure-warnings')).toHaveTextContent(
      'Module 1 of Reading and Writing has 2 questions; the digital SAT has 27.',
    );
    const patch = TestPatch.parse(api.to(`PATCH /api/tests/${TEST_ID}`)[0]?.body);
    expect(patch.sections?.[0]?.modules[0]?.questionIds).toEqual([uuid(2), uuid(1)]);
    expect(patch.sections?.[0]?.modules[0]?.id).toBe(M1);
  });

  it('edits the routing rule and shows a taken title on the title field', async () => {
    const api = stubFetch({
      [`GET /api/tests/${TEST_ID}/structure`]: { body: structure({}, [placed(1)]) },
      [`PATCH /api/tests/${TEST_ID}`]: errorReply(400, 'practice_exam_title_exists'),
    });
    const { user } = renderPage(<TestEditPage />, { path: '/tests/:type/edit/:id', at: `/tests/sat/edit/${TEST_ID}` });
    expect(await screen.findByTestId('routing-rule', {}, LOAD)).toHaveTextContent(
      'Module 2 is the harder one at or above 60% right in module 1',
    );
    const rule = screen.getByRole('textbox', { name: 'Harder module 2 at or above' });
    await user.clear(rule);
    await user.type(rule, '70');
    expect(screen.getByTestId('routing-rule')).toHaveTextContent('at or above 70% right');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(await screen.findByText('Server message for practice_exam_title_exists')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(TestPatch.parse(api.to(`PATCH /api/tests/${TEST_ID}`)[0]?.body).sections?.[0]?.harderAtOrAbove).toBe(0.7);
  });

  it('sends a read-only test to its browse page', async () => {
    stubFetch({ [`GET /api/tests/${TEST_ID}/structure`]: { body: structure({ readOnly: true, owner: 'shared' }) } });
    const { router } = renderPage(<TestEditPage />, {
      path: '/tests/:type/edit/:id',
      at: `/tests/sat/edit/${TEST_ID}`,
    });
    await waitFor(() => expect(addressOf(router)).toBe(`/tests/sat/browse/${TEST_ID}`));
  });
});
