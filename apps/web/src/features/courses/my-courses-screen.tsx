import { Badge, Button, Card, Container, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { CardSkeletons, EmptyList, LoadError } from '../../components/query-states.tsx';
import { ProgressBadge, StateBadge } from './course-badges.tsx';
import { courseQueries } from './courses.api.ts';
import { MySessions } from './my-sessions.tsx';

/** `/my-courses`: a student's courses with their progress and Resume, then their sessions to join or pay for. */
export function MyCoursesScreen() {
  const { t } = useTranslation('courses');
  const mine = useQuery(courseQueries.mine());
  const rows = mine.data?.data ?? [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('mine.title')} subtitle={t('mine.intro')} />
        {mine.isPending ? (
          <CardSkeletons count={3} />
        ) : mine.isError ? (
          <LoadError error={mine.error} onRetry={() => void mine.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyList title={t('mine.empty')} description={t('mine.emptyHint')} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {rows.map(({ course, progress }) => {
              const open = course.state === 'published';
              return (
                <Card
                  withBorder
                  radius="md"
                  padding="lg"
                  key={course.id}
                  component="article"
                  aria-labelledby={`course-${course.id}`}
                >
                  <Stack gap="sm">
                    <Group justify="space-between" align="flex-start" wrap="nowrap">
                      <Title order={2} fz="h5" id={`course-${course.id}`}>
                        {course.title}
                      </Title>
                      {open ? <ProgressBadge status={progress.status} /> : <StateBadge state={course.state} />}
                    </Group>
                    <Badge variant="outline" color="gray.7" w="fit-content">
                      {t(`types.${course.type}`)}
                    </Badge>
                    <Progress value={progress.percent} aria-label={t('mine.progressOf', { title: course.title })} />
                    <Text size="sm" c="dimmed">
                      {t('mine.doneOf', { done: progress.done, total: progress.total, percent: progress.percent })}
                    </Text>
                    <Group>
                      <Button
                        component={Link}
                        to={
                          progress.resume_resource_id
                            ? `/courses/${course.id}?resource=${encodeURIComponent(progress.resume_resource_id)}`
                            : `/courses/${course.id}`
                        }
                        variant={open ? 'filled' : 'default'}
                        aria-label={t('mine.resumeCourse', { title: course.title })}
                      >
                        {progress.done > 0 || progress.last_active_at ? t('mine.resume') : t('mine.start')}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
        <MySessions />
      </Stack>
    </Container>
  );
}
