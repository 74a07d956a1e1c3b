import { useState } from 'react';
import { withFirstPage } from './paging.ts';

/**
 * A paged list with one filter kept in component state (a status tab, a segmented control): the page and the
 * filter, where setting the filter goes back to the first page, as a new filter's results start from the top.
 */
export function usePagedFilter<T>(initial: T) {
  const [page, setPage] = useState(1);
  const [filter, set] = useState<T>(initial);
  return { page, setPage, filter, setFilter: withFirstPage(setPage)<T>(set) };
}
