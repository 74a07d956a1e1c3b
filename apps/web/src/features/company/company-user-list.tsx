import { PageFooter } from '../../components/pager.tsx';
import type { useCompanyUserSearch } from './company-user-search.tsx';
import { personName, type NamedPerson } from '../../lib/person-name.ts';
import { pagesOf } from '../../lib/paging.ts';

/** A user as a company's user lists name them (lib/person-name.ts), a dash for none. */
export const userNameOf = (u: NamedPerson) => personName(u, '—');

/**
 * The footer of a company's user list (`useCompanyUserSearch`): how many users match, in the screen's own
 * words (`summary`), and the pager on the search's page.
 */
export function CompanyUserPageFooter({
  state,
  summary,
}: {
  state: ReturnType<typeof useCompanyUserSearch>;
  summary: (total: number) => string;
}) {
  const { users, filter, setPage } = state;
  return (
    <PageFooter
      summary={users.data ? summary(users.data.total) : ''}
      total={pagesOf(users.data)}
      value={filter.page}
      onChange={setPage}
    />
  );
}
