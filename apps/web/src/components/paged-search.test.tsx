import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render.tsx';
import { PagedSearchInput, usePagedSearch } from './paged-search.tsx';

function Harness({ trim }: { trim?: boolean }) {
  const search = usePagedSearch(trim === undefined ? {} : { trim });
  return (
    <>
      <PagedSearchInput label="Search" state={search} />
      <button type="button" onClick={() => search.setPage(3)}>
        Page 3
      </button>
      <output data-testid="page">{search.page}</output>
      <output data-testid="q">[{search.q}]</output>
    </>
  );
}

describe('the paged search box', () => {
  it('goes back to the first page as a person types, and gives the query the text once they pause', async () => {
    const { user } = renderPage(<Harness trim />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByTestId('page')).toHaveTextContent('3');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), ' word ');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue(' word ');
    expect(screen.getByTestId('page')).toHaveTextContent('1');
    await waitFor(() => expect(screen.getByTestId('q')).toHaveTextContent('[word]'));
  });

  it('keeps the spaces a person typed unless asked to trim', async () => {
    const { user } = renderPage(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'word ');
    await waitFor(() => expect(screen.getByTestId('q').textContent).toBe('[word ]'));
  });
});
