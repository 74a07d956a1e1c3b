import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/pager.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyList, QueryList } from '../../components/query-states.tsx';
import { WordTable } from './word-table.tsx';
import { vocabularyPaths } from './vocabulary-text.ts';
import { vocabularyQueries } from './vocabulary.api.ts';

/** `/vocabulary/favorites`: the student's starred words, paged. */
export function FavoritesScreen() {
  const { t } = useTranslation('vocabulary');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(vocabularyQueries.favorites({ page, ...(q ? { q } : {}) }));
  return (
    <PageWithBack size="lg" back={vocabularyPaths.home} backLabel={t('home.back')}>
      <PageTitle title={t('favorites.title')} subtitle={t('favorites.subtitle')} />
      <TextInput
        label={t('list.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
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
              total={Math.max(1, Math.ceil(data.total / data.per_page))}
              value={data.current_page}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryList>
    </PageWithBack>
  );
}
