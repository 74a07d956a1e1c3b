import { Alert, Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isStudent, isTeacher, type LessonDetail } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { browserTimeZone, formatDateTime, formatTime } from '../../lib/format.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../session/use-session.ts';
import { AttendanceForm } from './attendance-form.tsx';
import { zoneLabel } from './calendar-dates.ts';
import { useLessonTitle } from './calendar-screen.tsx';
import { LessonMaterialsForm, MoveLessonForm } from './lesson-form.tsx';
import { lessonQueries, lessonMutations } from './lessons.api.ts';
import { LessonSection } from './lesson-section.tsx';

/**
 * /lessons/:id (issue 19): a lesson's time, teacher, room or link, notes and materials; its managers move it
 * (date, time, room, teacher), cancel or restore it and take attendance; a student or parent sees their own
 * attendance.
 */
export function LessonDetailScreen({ lessonId }: { lessonId: string }) {
  const { t, i18n } = useTranslation('lessons');
  const lang = i18n.language;
  const { data: lesson } = useSuspenseQuery(lessonQueries.detail(lessonId));
  const titleOf = useLessonTitle();
  const cancelled = lesson.status === 'cancelled';
  const when = `${formatDateTime(lesson.starts_at, lang)} – ${formatTime(lesson.ends_at, lang)}`;
  return (
    <PageWithBack size="md" back="/calendar" backLabel={t('lesson.back')}>
      <PageTitle
        title={
          <span data-i18n-exempt style={cancelled ? { textDecoration: 'line-through' } : undefined}>
            {titleOf(lesson)}
          </span>
        }
        subtitle={lesson.class_name && lesson.title ? <span data-i18n-exempt>{lesson.class_name}</span> : null}
      />
      <Group gap="xs">
        <Badge color={cancelled ? 'red' : 'blue'} variant="light">
          {t(`lesson.status.${lesson.status}`)}
        </Badge>
        {lesson.kind === 'private' && <Badge variant="light">{t('lesson.private')}</Badge>}
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('lesson.when')}>
            <Text td={cancelled ? 'line-through' : undefined}>{when}</Text>
            <Text size="xs" c="gray.7">
              {t('calendar.timesIn', { zone: zoneLabel(browserTimeZone(), lang, new Date(lesson.starts_at)) })}
            </Text>
          </Field>
          <Field label={t('lesson.teacher')}>
            <Text data-i18n-exempt>{lesson.teacher?.name ?? t('lesson.noTeacher')}</Text>
          </Field>
          {lesson.class_name && (
            <Field label={t('lesson.class')}>
              <Text data-i18n-exempt>{lesson.class_name}</Text>
            </Field>
          )}
          {lesson.students.length > 0 && (
            <Field label={t('lesson.students')}>
              <Text data-i18n-exempt>{lesson.students.map((s) => s.name).join(', ')}</Text>
            </Field>
          )}
          {lesson.room && (
            <Field label={t('lesson.room')}>
              <Text data-i18n-exempt>{lesson.room}</Text>
            </Field>
          )}
          {lesson.online_url && (
            <Field label={t('lesson.online')}>
              <Anchor href={lesson.online_url} target="_blank" rel="noopener noreferrer" data-i18n-exempt>
                {lesson.online_url}
              </Anchor>
            </Field>
          )}
        </SimpleGrid>
      </Paper>
      {lesson.notes && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="h4" mb="xs">
            {t('lesson.notes')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }} data-i18n-exempt>
            {lesson.notes}
          </Text>
        </Paper>
      )}
      <MaterialsSection lesson={lesson} />
      {lesson.can_manage && <StatusActions lesson={lesson} />}
      <AttendanceSection lesson={lesson} />
    </PageWithBack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="gray.7">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Around the lesson, for its class's teachers (to move it to another teacher of the class). */
const classSpan = (lesson: LessonDetail) => {
  const at = new Date(lesson.starts_at).getTime();
  return { from: new Date(at - 86_400_000).toISOString(), to: new Date(at + 86_400_000).toISOString() };
};

/** The lesson's materials; its managers add, change or remove them (issue 19). */
function MaterialsSection({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation('lessons');
  const [editing, setEditing] = useState(false);
  const { user } = useSession();
  // One of the class's own materials opens on the class's materials page, the educators' or the student's.
  const classMaterials =
    lesson.class_id && user
      ? isTeacher(user)
        ? `/classes/${lesson.class_id}/materials`
        : isStudent(user)
          ? `/student/classes/${lesson.class_id}/materials`
          : null
      : null;
  return (
    <LessonSection
      id="materials-title"
      title={t('lesson.materials')}
      headGap="xs"
      aside={
        lesson.can_manage &&
        !editing && (
          <Button variant="default" size="compact-sm" onClick={() => setEditing(true)}>
            {t('lesson.editMaterials')}
          </Button>
        )
      }
    >
      {editing ? (
        <LessonMaterialsForm lesson={lesson} onDone={() => setEditing(false)} />
      ) : lesson.materials.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('lesson.noMaterials')}
        </Text>
      ) : (
        <List>
          {lesson.materials.map((m, i) => (
            <List.Item key={`${m.title}-${i}`}>
              {m.url ? (
                <Anchor href={m.url} target="_blank" rel="noopener noreferrer" data-i18n-exempt>
                  {m.title}
                </Anchor>
              ) : m.material_id && classMaterials ? (
                <Anchor component={Link} to={classMaterials} data-i18n-exempt>
                  {m.title}
                </Anchor>
              ) : (
                <Text span data-i18n-exempt>
                  {m.title}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </LessonSection>
  );
}

function StatusActions({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation('lessons');
  const queryClient = useQueryClient();
  const update = useMutation(lessonMutations.update(lesson.id));
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [span] = useState(() => classSpan(lesson));
  const ofClass = useQuery({
    ...lessonQueries.ofClass(lesson.class_id ?? '', span.from, span.to),
    enabled: moving && lesson.kind === 'class' && !!lesson.class_id,
  });
  const cancelled = lesson.status === 'cancelled';
  const toggle = () => {
    setError(null);
    update.mutate(
      { status: cancelled ? 'scheduled' : 'cancelled' },
      {
        onSuccess: (next) => {
          queryClient.setQueryData(lessonQueries.detail(lesson.id).queryKey, next);
          void queryClient.invalidateQueries({ queryKey: lessonQueries.all() });
          notifySuccess(t(cancelled ? 'lesson.restoredDone' : 'lesson.cancelledDone'));
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  };
  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {moving && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="move-title">
          <Title order={2} fz="h4" mb="sm" id="move-title">
            {t('lesson.move')}
          </Title>
          <MoveLessonForm lesson={lesson} teachers={ofClass.data?.teachers ?? []} onDone={() => setMoving(false)} />
        </Paper>
      )}
      <Group>
        {!moving && !cancelled && (
          <Button variant="default" onClick={() => setMoving(true)}>
            {t('lesson.move')}
          </Button>
        )}
        <Button
          variant={cancelled ? 'filled' : 'light'}
          color={cancelled ? 'blue' : 'red'}
          onClick={toggle}
          loading={update.isPending}
        >
          {cancelled ? t('lesson.restore') : t('lesson.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function AttendanceSection({ lesson }: { lesson: LessonDetail }) {
  const { t, i18n } = useTranslation('lessons');
  if (lesson.roster.length === 0 && !lesson.can_manage) return null;
  const started = new Date(lesson.starts_at).getTime() <= Date.now();
  return (
    <LessonSection
      id="attendance-title"
      title={t('attendance.title')}
      aside={
        <Text size="sm" c="gray.7">
          {lesson.attendance_taken_at
            ? t('attendance.takenAt', { when: formatDateTime(lesson.attendance_taken_at, i18n.language) })
            : t('attendance.notTaken')}
        </Text>
      }
    >
      {lesson.roster.length === 0 ? (
        <Text size="sm">{t('attendance.empty')}</Text>
      ) : lesson.can_manage && lesson.status === 'cancelled' ? (
        <Alert color="gray">{t('attendance.cancelledLesson')}</Alert>
      ) : lesson.can_manage && !started ? (
        <Alert color="gray">{t('attendance.notStarted')}</Alert>
      ) : lesson.can_manage ? (
        <AttendanceForm lesson={lesson} />
      ) : (
        <List>
          {lesson.roster.map((r) => (
            <List.Item key={r.user_id}>
              <Text span data-i18n-exempt>
                {r.name}
              </Text>
              : {t(`attendance.statuses.${r.status ?? 'none'}`)}
              {r.note && (
                <Text span c="gray.7" data-i18n-exempt>
                  {' '}
                  ({r.note})
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </LessonSection>
  );
}
