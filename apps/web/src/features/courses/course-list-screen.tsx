import { Anchor, Badge, Button, Container, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyList, LoadError, RowSkeletons } from '../../components/query-states.tsx';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { courseQueries } from './courses.api.ts';
import { StateBadge } from './course-badges.tsx';
import { PlacementPanel } from './placement-panel.tsx';

/**
 * `/educator/courses`: the courses the caller manages (all of the tenant's for its admins), and below them
 * arrangement and placement (a student's placement result proposes a session; the educator confirms).
 */
export function CourseListScreen() {
  const { t } = useTranslation('courses');
  const { dateTime } = useDateFormat();
  const list = useQuery(courseQueries.list());
  const rows = list.data?.data ?? [];
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <PageTitle title={t('list.title')} subtitle={t('list.intro')} />
          <Button component={Link} to="/educator/courses/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('list.create')}
          </Button>
        </Group>
        {list.isPending ? (
          <RowSkeletons />
        ) : list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyList title={t('list.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.title')}</Table.Th>
                  <Table.Th>{t('fields.type')}</Table.Th>
                  <Table.Th>{t('fields.state')}</Table.Th>
                  <Table.Th>{t('list.students')}</Table.Th>
                  <Table.Th>{t('list.sessions')}</Table.Th>
                  <Table.Th>{t('list.creator')}</Table.Th>
                  <Table.Th>{t('list.created')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/educator/courses/${c.id}`}>
                        {c.title}
                      </Anchor>
                      {!c.active && (
                        <Badge ml="xs" color="gray" variant="light" c="dark.7">
                          {t('fields.inactive')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{t(`types.${c.type}`)}</Table.Td>
                    <Table.Td>
                      <StateBadge state={c.state} />
                    </Table.Td>
                    <Table.Td>{c.student_count}</Table.Td>
                    <Table.Td>{c.session_count}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{c.creator?.name ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td>{dateTime(c.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PlacementPanel />
      </Stack>
    </Container>
  );
}
