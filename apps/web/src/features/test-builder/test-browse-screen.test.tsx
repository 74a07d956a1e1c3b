import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { TestBrowsePage } from '../../routes/test-builder-pages.tsx';
import { M1, M2H, reviewQuestion, structure, TEST_ID, uuid } from './builder-fixtures.ts';

describe('browsing a test', () => {
  it('shows the versions and every module with its questions, keys and explanations', async () => {
    stubFetch({
      [`GET /api/tests/${TEST_ID}/structure`]: { body: structure() },
      [`GET /api/tests/${TEST_ID}/review`]: {
        body: {
          id: null,
          test: {
            id: TEST_ID,
            title: 'Centre mock A',
            kind: 'sat',
            type: 'adaptive_exam',
            version: 'sat_digital',
            revision: 2,
          },
          questions: [reviewQuestion(2, M1, 2), reviewQuestion(1, M1, 1), reviewQuestion(3, M2H, 1)],
          locks: { report: false, explanations: false, pdf: false },
        },
      },
    });
    const { user } = renderPage(<TestBrowsePage />, {
      path: '/tests/:type/browse/:id',
      at: `/tests/sat/browse/${TEST_ID}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Centre mock A' })).toBeInTheDocument();
    const versions = screen.getByRole('navigation', { name: 'Versions' });
    expect(within(versions).getByRole('link', { name: 'v1 (Older version)' })).toHaveAttribute(
      'href',
      `/tests/sat/browse/${uuid(99)}`,
    );
    expect(within(versions).getByRole('link', { name: 'v2 (Published)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/Module 2 is the harder one at or above 60% right in module 1/)).toBeInTheDocument();

    // Module 1 is open: its questions in order, with the key and the explanation.
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Question 1',
      'Question 2',
    ]);
    expect(within(cards[0]!).getByText('Because of reason 1.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Module 2 \(harder\)/ }));
    expect(await screen.findByText('Because of reason 3.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print / PDF' })).toHaveAttribute('href', `/tests/sat/pdf/${TEST_ID}`);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/tests/sat/edit/${TEST_ID}`);
  });
});
