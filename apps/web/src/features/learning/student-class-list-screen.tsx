import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { EmptyList, QueryList } from '../../components/query-states.tsx';
import { LoadingCards } from './loading-placeholders.tsx';
import { ClassFacts } from './class-facts.tsx';
import { learningQueries } from './learning.api.ts';
import { JOIN_CLASS_PATH, studentClassPath } from './learning-values.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { pageCount } from '../../lib/paging.ts';

/** The class's tabs a card links to, in this order. */
const CLASS_TABS = [
  { tab: 'tests', label: 'list.tests', open: 'list.openTests' },
  { tab: 'materials', label: 'list.materials', open: 'list.openMaterials' },
] as const;

function JoinButton() {
  const { t } = useTranslation('learning');
  return (
    <Button component={Link} to={JOIN_CLASS_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('list.join')}
    </Button>
  );
}

/** /student/classes/list — the classes the student joined, each with its teachers, dates and method. */
export function StudentClassListScreen() {
  const { t } = useTranslation('learning');
  const [page, setPage] = useState(1);
  const query = useQuery(learningQueries.myClasses(page));
  const data = query.data;
  const pages = data ? pageCount(data.total, data.per_page) : 1;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <PageTitle title={t('list.title')} subtitle={t('list.subtitle')} subtitleColor="gray.7" />
          <JoinButton />
        </Group>
        <QueryList
          query={query}
          loading={<LoadingCards count={3} />}
          empty={<EmptyList title={t('list.emptyTitle')} description={t('list.emptyBody')} action={<JoinButton />} />}
        >
          {(data) => (
            <>
              <SimpleGrid cols={{ base: 1, md: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.data.map((c) => (
                  <Card key={c.id} component="li" withBorder radius="md" padding="lg">
                    <Stack gap="md">
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Anchor component={Link} to={studentClassPath(c.id)} fw={700} fz="lg" data-i18n-exempt>
                          {c.name}
                        </Anchor>
                        <Group gap={4} c="gray.7" wrap="nowrap">
                          <IconUsers size={16} aria-hidden />
                          <Text size="sm">{t('list.students', { count: c.student_count })}</Text>
                        </Group>
                      </Group>
                      <ClassFacts summary={c} />
                      <Group justify="flex-end">
                        {CLASS_TABS.map(({ tab, label, open }) => (
                          <Button
                            key={tab}
                            component={Link}
                            to={studentClassPath(c.id, tab)}
                            variant="light"
                            size="xs"
                            aria-label={t(open, { name: c.name })}
                          >
                            {t(label)}
                          </Button>
                        ))}
                      </Group>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
              {pages > 1 && (
                <Group justify="center">
                  <Pager total={pages} value={page} onChange={setPage} />
                </Group>
              )}
            </>
          )}
        </QueryList>
      </Stack>
    </Container>
  );
}
