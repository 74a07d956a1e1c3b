import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { WordListSummary } from '@prepwell/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { EmptyList, LoadError } from '../../components/query-states.tsx';
import { ListFormModal } from './list-forms.tsx';
import { localizedName, useLang, vocabularyPaths } from './vocabulary-text.ts';
import { vocabularyQueries } from './vocabulary.api.ts';

function ListCard({ categoryId, list }: { categoryId: string; list: WordListSummary }) {
  const { t } = useTranslation('vocabulary');
  const title = localizedName(list.title, list.title_i18n, useLang());
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={title}>
      <Stack gap="xs" h="100%">
        <Title order={2} fz="h4" data-i18n-exempt>
          {title}
        </Title>
        {list.description && (
          <Text size="sm" c="gray.7" lineClamp={3} data-i18n-exempt>
            {list.description}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {t('list.wordCount', { count: list.word_count })}
        </Text>
        <Button component={Link} to={vocabularyPaths.list(categoryId, list.id)} variant="light" mt="auto">
          {t('list.open', { title })}
        </Button>
      </Stack>
    </Card>
  );
}

/** `/vocabulary/categories/:id`: the category's lists; educators add one. */
export function CategoryScreen({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation('vocabulary');
  const lang = useLang();
  const query = useQuery(vocabularyQueries.category(categoryId));
  const category = query.data;
  const [creating, setCreating] = useState(false);
  return (
    <PageWithBack
      size="lg"
      back={vocabularyPaths.home}
      backLabel={t('home.back')}
      aside={
        category?.editable ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('list.new')}
          </Button>
        ) : undefined
      }
    >
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !category ? (
        <Stack role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={36} w="40%" />
          <Skeleton h={160} />
        </Stack>
      ) : (
        <>
          <Group gap="xs">
            <Title order={1} fz="h2" data-i18n-exempt>
              {localizedName(category.name, category.name_i18n, lang)}
            </Title>
          </Group>
          {category.lists.length === 0 ? (
            <EmptyList title={t('list.empty')} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {category.lists.map((l) => (
                <ListCard key={l.id} categoryId={category.id} list={l} />
              ))}
            </SimpleGrid>
          )}
          {category.editable && (
            <ListFormModal opened={creating} onClose={() => setCreating(false)} categoryId={category.id} />
          )}
        </>
      )}
    </PageWithBack>
  );
}
