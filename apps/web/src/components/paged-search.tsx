import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * A paged list's search: the text as typed (`search`), the text the query uses (`q`, debounced 300 ms, trimmed
 * first with `trim`) and the page, back to the first whenever the text changes.
 */
export function usePagedSearch({ trim = false }: { trim?: boolean } = {}) {
  const [page, setPage] = useState(1);
  const [search, setText] = useState('');
  const [q] = useDebouncedValue(trim ? search.trim() : search, 300);
  return {
    page,
    setPage,
    search,
    q,
    setSearch: (value: string) => {
      setText(value);
      setPage(1);
    },
  };
}

/** The search box above a paged list, bound to `usePagedSearch`. */
export function PagedSearchInput({
  label,
  state,
}: {
  label: string;
  state: Pick<ReturnType<typeof usePagedSearch>, 'search' | 'setSearch'>;
}) {
  return (
    <TextInput
      label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={state.search}
      onChange={(e) => state.setSearch(e.currentTarget.value)}
      maw={360}
    />
  );
}
