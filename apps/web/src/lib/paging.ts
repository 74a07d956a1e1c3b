/** Pages for a pager: at least one, so an empty list still shows "1 of 1" (a size of 0 or less counts as 1). */
export const pageCount = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, perPage)));

/**
 * Pages of a list the server pages (`{ total, per_page }`), one while it has not answered; `fallbackSize`
 * stands in for a `per_page` of 0 or less.
 */
export const pagesOf = (page: { total: number; per_page: number } | undefined, fallbackSize = 20): number =>
  page ? pageCount(page.total, page.per_page > 0 ? page.per_page : fallbackSize) : 1;

/**
 * For a paged list's filters: `withFirstPage(setPage)(setFilter)` sets the filter and goes back to the first
 * page, as a new filter's results start from the top.
 */
export const withFirstPage =
  (setPage: (page: number) => void) =>
  <T>(set: (value: T) => void) =>
  (value: T): void => {
    set(value);
    setPage(1);
  };
