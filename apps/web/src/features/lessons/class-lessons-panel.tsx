import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import type { ClassLessonsView } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, RowSkeletons } from '../../components/query-states.tsx';
import { formatDateTime, formatDay, formatTime, formatTimeZone } from '../../lib/format.ts';
import { addDays, startOfDay, weekdayNamesByNumber } from './calendar-dates.ts';
import { useLessonTitle } from './calendar-screen.tsx';
import { lessonQueries } from './lessons.api.ts';
import { OneOffLessonForm } from './lesson-form.tsx';
import { SeriesEditForm, SeriesForm } from './series-form.tsx';
import { LessonSection } from './lesson-section.tsx';

/** From two weeks back to about six weeks ahead (the API answers at most 62 days). */
const panelSpan = () => {
  const from = addDays(startOfDay(new Date()), -14);
  return { from: from.toISOString(), to: addDays(from, 60).toISOString() };
};

/**
 * The class page's "Lessons" tab (issue 19; a course session's class too): the class's lessons around today
 * and, for its teachers and admins, its weekly series (add one, change the rest of one from a date) and
 * "add one lesson" outside any series.
 */
export function ClassLessonsPanel({ classId }: { classId: string }) {
  const { t } = useTranslation('lessons');
  const [span] = useState(panelSpan);
  const query = useQuery(lessonQueries.ofClass(classId, span.from, span.to));
  const [adding, setAdding] = useState(false);
  const [addingOne, setAddingOne] = useState(false);
  if (query.isPending) return <RowSkeletons rows={4} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const view = query.data;
  return (
    <Stack gap="lg">
      {view.can_manage && (
        <LessonSection
          id="class-series-title"
          title={t('panel.series')}
          aside={!adding && <Button onClick={() => setAdding(true)}>{t('panel.addSeries')}</Button>}
        >
          {adding && <SeriesForm classId={classId} view={view} onDone={() => setAdding(false)} />}
          <SeriesList view={view} />
        </LessonSection>
      )}
      <LessonSection
        id="class-lessons-title"
        title={t('panel.lessons')}
        aside={
          view.can_manage &&
          !addingOne && (
            <Button variant="light" onClick={() => setAddingOne(true)}>
              {t('panel.addOneOff')}
            </Button>
          )
        }
      >
        {addingOne && (
          <OneOffLessonForm classId={classId} teachers={view.teachers} onDone={() => setAddingOne(false)} />
        )}
        <LessonList view={view} />
      </LessonSection>
    </Stack>
  );
}

function SeriesList({ view }: { view: ClassLessonsView }) {
  const { t, i18n } = useTranslation('lessons');
  const [editing, setEditing] = useState<string | null>(null);
  const lang = i18n.language;
  const names = weekdayNamesByNumber(lang);
  if (view.series.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('panel.noSeries')}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {view.series.map((s) => (
        <li key={s.id}>
          <Text size="sm" fw={600} data-i18n-exempt>
            {s.title || s.teacher_name || '—'}
          </Text>
          <Text size="sm" c="gray.7">
            {t('panel.seriesSummary', {
              days: s.weekdays.map((d) => names[d]).join(', '),
              time: s.start_time,
              minutes: s.duration_minutes,
              from: formatDay(s.starts_on, lang),
              to: formatDay(s.ends_on, lang),
              zone: formatTimeZone(s.time_zone, lang),
            })}{' '}
            · {t('panel.lessonCount', { count: s.lesson_count })}
          </Text>
          {editing === s.id ? (
            <SeriesEditForm series={s} teachers={view.teachers} onDone={() => setEditing(null)} />
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              px={0}
              onClick={() => setEditing(s.id)}
              aria-label={t('panel.editFromOf', { name: s.title || s.teacher_name || s.start_time })}
            >
              {t('panel.editFrom')}
            </Button>
          )}
        </li>
      ))}
    </Stack>
  );
}

function LessonList({ view }: { view: ClassLessonsView }) {
  const { t, i18n } = useTranslation('lessons');
  const titleOf = useLessonTitle();
  if (view.lessons.length === 0)
    return (
      <Alert color="gray" variant="light">
        {t('panel.noLessons')}
      </Alert>
    );
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {view.lessons.map((l) => {
        const cancelled = l.status === 'cancelled';
        return (
          <li key={l.id}>
            <Anchor component={Link} to={`/lessons/${l.id}`} td={cancelled ? 'line-through' : undefined}>
              {formatDateTime(l.starts_at, i18n.language)}–{formatTime(l.ends_at, i18n.language)}{' '}
              <span data-i18n-exempt>{titleOf(l)}</span>
            </Anchor>
            {cancelled && (
              <Text span size="sm" c="red.8">
                {' '}
                ({t('calendar.cancelled')})
              </Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
