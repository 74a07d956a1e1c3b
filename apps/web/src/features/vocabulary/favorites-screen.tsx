import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/pager.tsx';
import { PagedSearchInput, usePagedSearch } from '../../components/paged-search.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyList, QueryList } from '../../components/query-states.tsx';
import { WordTable } from './word-table.tsx';
import { vocabularyPaths } from './vocabulary-text.ts';
import { vocabularyQueries } from './vocabulary.api.ts';
import { pageCount } from '../../lib/paging.ts';

/** `/vocabulary/favorites`: the student's starred words, paged. */
export function FavoritesScreen() {
  const { t } = useTranslation('vocabulary');
  const search = usePagedSearch({ trim: true });
  const { page, q } = search;
  const query = useQuery(vocabularyQueries.favorites({ page, ...(q ? { q } : {}) }));
  return (
    <PageWithBack size="lg" back={vocabularyPaths.home} backLabel={t('home.back')}>
      <PageTitle title={t('favorites.title')} subtitle={t('favorites.subtitle')} />
      <PagedSearchInput label={t('list.search')} state={search} />
      <QueryList
        query={query}
        empty={
          <EmptyList title={q ? t('list.noMatch') : t('favorites.empty')} description={t('favorites.emptyHint')} />
        }
      >
        {(data) => (
          <Stack gap="sm">
            <WordTable words={data.data} label={t('favorites.table')} withStar />
            <PageFooter
              summary={t('list.total', { count: data.total })}
              total={pageCount(data.total, data.per_page)}
              value={data.current_page}
              onChange={search.setPage}
            />
          </Stack>
        )}
      </QueryList>
    </PageWithBack>
  );
}
