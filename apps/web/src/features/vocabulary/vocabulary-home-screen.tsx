import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isStudent, isSuperAdmin, isTeacher, type WordListCategoryView } from '@prepwell/contracts';
import { IconCards, IconPlus, IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardSkeletons, EmptyList, QueryList } from '../../components/query-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useSession } from '../session/use-session.ts';
import { CategoryFormModal } from './list-forms.tsx';
import { localizedName, useLang, vocabularyPaths } from './vocabulary-text.ts';
import { vocabularyQueries } from './vocabulary.api.ts';

function OverviewFigures() {
  const { t } = useTranslation('vocabulary');
  const overview = useQuery(vocabularyQueries.overview());
  const view = overview.data;
  if (!view) return null;
  const figures = [
    { key: 'favorites', value: view.favorites_count },
    { key: 'studied', value: view.studied_words },
    { key: 'mnemonics', value: view.mnemonics_count },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" aria-label={t('home.figures')} m={0}>
      {figures.map((f) => (
        <Card key={f.key} withBorder radius="md" padding="md">
          <Text component="dt" size="sm" c="gray.7">
            {t(`home.figure.${f.key}`)}
          </Text>
          <Text component="dd" fz="h3" fw={700} m={0}>
            {f.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function CategoryCard({ category }: { category: WordListCategoryView }) {
  const { t } = useTranslation('vocabulary');
  const { t: exams } = useTranslation('exams');
  const lang = useLang();
  const name = localizedName(category.name, category.name_i18n, lang);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4" data-i18n-exempt>
            {name}
          </Title>
          {category.exam && <Badge variant="light">{exams(`kinds.${category.exam}`)}</Badge>}
        </Group>
        <Text size="sm" c="gray.7">
          {t('home.listCount', { count: category.list_count })}
        </Text>
        <Button component={Link} to={vocabularyPaths.category(category.id)} variant="light" mt="auto">
          {t('home.open', { name })}
        </Button>
      </Stack>
    </Card>
  );
}

/** `/vocabulary`: the word-list categories (SAT, ACT, TOEFL, SHSAT and the tenant's own), the student's figures. */
export function VocabularyHomeScreen() {
  const { t } = useTranslation('vocabulary');
  const { user } = useSession();
  const categories = useQuery(vocabularyQueries.categories());
  const [creating, setCreating] = useState(false);
  const student = !!user && isStudent(user);
  const educator = !!user && (isTeacher(user) || isSuperAdmin(user));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <PageTitle title={t('home.title')} subtitle={t('home.subtitle')} />
          <Group gap="xs">
            {student && (
              <>
                <Button
                  component={Link}
                  to={vocabularyPaths.favorites}
                  variant="light"
                  leftSection={<IconStarFilled size={16} aria-hidden />}
                >
                  {t('favorites.title')}
                </Button>
                <Button component={Link} to="/flashcards" leftSection={<IconCards size={16} aria-hidden />}>
                  {t('home.flashcards')}
                </Button>
              </>
            )}
            {educator && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
                {t('category.new')}
              </Button>
            )}
          </Group>
        </Group>
        {student && <OverviewFigures />}
        <QueryList
          query={categories}
          loading={<CardSkeletons count={4} />}
          empty={<EmptyList title={t('home.empty')} />}
        >
          {(list) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {list.map((c) => (
                <CategoryCard key={c.id} category={c} />
              ))}
            </SimpleGrid>
          )}
        </QueryList>
      </Stack>
      {educator && <CategoryFormModal opened={creating} onClose={() => setCreating(false)} />}
    </Container>
  );
}
