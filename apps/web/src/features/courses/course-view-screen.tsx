import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  NavLink,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CourseDetail, CourseResourceView, ExamKind } from '@prepwell/contracts';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { RowSkeletons } from '../../components/query-states.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessageOf } from '../../lib/notify.ts';
import { useStartAttempt } from '../exams/use-start-attempt.ts';
import { ProgressBadge } from './course-badges.tsx';
import { courseMutations, courseQueries } from './courses.api.ts';

function VideoPlayer({ course, resource }: { course: CourseDetail; resource: CourseResourceView }) {
  const { t } = useTranslation('courses');
  const video = useQuery({ ...courseQueries.file(course.id, resource.upload_id ?? ''), enabled: !!resource.upload_id });
  const subtitles = useQuery({
    ...courseQueries.file(course.id, resource.subtitle_upload_id ?? ''),
    enabled: !!resource.subtitle_upload_id,
  });
  const track = resource.subtitle_upload_id ? subtitles.data : resource.subtitle_url;
  if (!video.data) return <RowSkeletons rows={2} />;
  return (
    <video controls preload="metadata" style={{ width: '100%' }} src={video.data} aria-label={resource.title}>
      {track && <track kind="subtitles" src={track} label={t('view.subtitles')} default />}
    </video>
  );
}

function ResourceBody({ course, resource }: { course: CourseDetail; resource: CourseResourceView }) {
  const { t } = useTranslation('courses');
  const { begin, busyExamId } = useStartAttempt();
  switch (resource.kind) {
    case 'video':
      return <VideoPlayer course={course} resource={resource} />;
    case 'video_link':
      return (
        <Stack gap="xs">
          <video
            controls
            preload="metadata"
            style={{ width: '100%' }}
            src={resource.url ?? undefined}
            aria-label={resource.title}
          >
            {resource.subtitle_url && (
              <track kind="subtitles" src={resource.subtitle_url} label={t('view.subtitles')} default />
            )}
          </video>
          <Anchor href={resource.url ?? '#'} target="_blank" rel="noopener noreferrer">
            {t('view.openVideo')} <IconExternalLink size={14} aria-hidden />
          </Anchor>
        </Stack>
      );
    case 'link':
      return (
        <Anchor href={resource.url ?? '#'} target="_blank" rel="noopener noreferrer">
          {t('view.openLink', { title: resource.title })} <IconExternalLink size={14} aria-hidden />
        </Anchor>
      );
    case 'file':
      return <FileLink course={course} resource={resource} />;
    case 'practice':
      return resource.test_id ? (
        <Group>
          <Button
            loading={busyExamId === resource.test_id}
            onClick={() =>
              begin({
                examId: resource.test_id!,
                kind: (resource.test_kind ?? 'sat') as ExamKind,
                title: resource.test_title ?? resource.title,
              })
            }
          >
            {t('view.startPractice', { title: resource.test_title ?? resource.title })}
          </Button>
        </Group>
      ) : null;
  }
}

function FileLink({ course, resource }: { course: CourseDetail; resource: CourseResourceView }) {
  const { t } = useTranslation('courses');
  const file = useQuery({ ...courseQueries.file(course.id, resource.upload_id ?? ''), enabled: !!resource.upload_id });
  return file.data ? (
    <Anchor href={file.data} target="_blank" rel="noopener noreferrer">
      {t('view.openFile', { title: resource.title })}
    </Anchor>
  ) : (
    <RowSkeletons rows={1} />
  );
}

function CourseView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const mark = useMutation(courseMutations.progress(course.id));
  const all = course.chapters.flatMap((c) => c.resources);
  const progress = course.progress;
  const wanted = params.get('resource') ?? progress?.resume_resource_id ?? all[0]?.id ?? null;
  const current = all.find((r) => r.id === wanted) ?? all[0] ?? null;
  const done = new Set(progress?.done_resource_ids ?? []);
  const opened = useRef<string | null>(null);

  const save = (resourceId: string, isDone?: boolean) =>
    mark.mutate(
      { resource_id: resourceId, ...(isDone === undefined ? {} : { done: isDone }) },
      {
        onSuccess: (next) =>
          client.setQueryData(courseQueries.detail(course.id).queryKey, (old) =>
            old ? { ...old, progress: next } : old,
          ),
        onSettled: () => void client.invalidateQueries({ queryKey: courseQueries.mine().queryKey }),
      },
    );

  // Opening a resource makes it where Resume opens (students only).
  useEffect(() => {
    if (!progress || !current || opened.current === current.id) return;
    opened.current = current.id;
    save(current.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.id, progress === null]);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="sm" component="nav" aria-label={t('view.contents')}>
          {progress && (
            <Stack gap={4} mb="sm">
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {t('mine.doneOf', { done: progress.done, total: progress.total, percent: progress.percent })}
                </Text>
                <ProgressBadge status={progress.status} />
              </Group>
              <Progress value={progress.percent} aria-label={t('mine.progressOf', { title: course.title })} />
            </Stack>
          )}
          {course.chapters.map((chapter) => (
            <Stack gap={0} key={chapter.id} mb="sm">
              <Text size="sm" fw={700} px="xs" py={4}>
                {chapter.title}
              </Text>
              {chapter.resources.map((r) => (
                <NavLink
                  key={r.id}
                  label={r.title}
                  description={t(`kinds.${r.kind}`)}
                  active={current?.id === r.id}
                  aria-current={current?.id === r.id ? 'page' : undefined}
                  rightSection={
                    done.has(r.id) ? (
                      <Text size="xs" c="green.8">
                        {t('view.doneMark')}
                      </Text>
                    ) : null
                  }
                  onClick={() => setParams({ resource: r.id })}
                />
              ))}
            </Stack>
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {current ? (
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="resource-title">
            <Stack gap="md">
              <Title order={2} fz="h4" id="resource-title">
                {current.title}
              </Title>
              <ResourceBody course={course} resource={current} />
              {progress && (
                <Checkbox
                  label={t('view.markDone')}
                  checked={done.has(current.id)}
                  disabled={mark.isPending}
                  onChange={(e) => save(current.id, e.currentTarget.checked)}
                />
              )}
            </Stack>
          </Paper>
        ) : (
          <Text c="dimmed">{t('view.empty')}</Text>
        )}
      </Grid.Col>
    </Grid>
  );
}

/** `/courses/:id`: the course page (chapters, resources, progress); an expired or maintained course says so. */
export function CourseViewScreen() {
  const { t } = useTranslation('courses');
  const { id = '' } = useParams();
  const course = useQuery(courseQueries.detail(id));
  const closed =
    course.isError &&
    isApiError(course.error) &&
    ['course_expired', 'course_maintenance', 'not_found'].includes(course.error.code);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle title={course.data?.title ?? t('view.title')} subtitle={course.data?.description || undefined} />
        {course.isPending ? (
          <RowSkeletons />
        ) : course.isError ? (
          <Alert
            color={closed ? 'orange' : 'red'}
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            title={t('view.closed')}
          >
            {errorMessageOf(course.error)}
          </Alert>
        ) : (
          <CourseView course={course.data} />
        )}
      </Stack>
    </Container>
  );
}
