import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedSearchInput, usePagedSearch } from '../../components/paged-search.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyList, QueryList } from '../../components/query-states.tsx';
import { PagedWordTable } from './word-table.tsx';
import { vocabularyPaths } from './vocabulary-text.ts';
import { vocabularyQueries } from './vocabulary.api.ts';

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
        {(data) => <PagedWordTable page={data} onPage={search.setPage} label={t('favorites.table')} withStar />}
      </QueryList>
    </PageWithBack>
  );
}
