import { Alert, Anchor, Box, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { isCompanyAdmin, isSuperAdmin, type CalendarLesson } from '@prepwell/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError, RowSkeletons } from '../../components/query-states.tsx';
import { TitledPage } from '../../components/titled-page.tsx';
import { browserTimeZone, formatDay, formatTime } from '../../lib/format.ts';
import {
  byDay,
  dayKey,
  daysOf,
  monthTitle,
  parseDayKey,
  shiftAnchor,
  spanOf,
  weekdayName,
  zoneLabel,
  type CalendarMode,
} from './calendar-dates.ts';
import { useSession } from '../session/use-session.ts';
import { CalendarSubscribe } from './calendar-subscribe.tsx';
import { CalendarUserPicker } from './calendar-user-picker.tsx';
import { lessonQueries } from './lessons.api.ts';
import classes from './calendar.module.css';

/** A lesson's heading: its title, else its class, else "Private lesson" / "Lesson". */
export const useLessonTitle = () => {
  const { t } = useTranslation('lessons');
  return (l: Pick<CalendarLesson, 'title' | 'class_name' | 'kind'>) =>
    l.title || l.class_name || (l.kind === 'private' ? t('lesson.private') : t('lesson.untitled'));
};

/**
 * /calendar (every signed-in role, issue 19): the caller's lessons by week or month, in the browser's time
 * zone (named on screen), today marked, cancelled lessons struck through; each lesson links to its page.
 * The view and the day shown live in the address (`?view=month&date=2026-11-26`), so Back works. An admin
 * sees every lesson of the tenant, or picks one teacher's or student's calendar (`&user=<id>`).
 */
export function CalendarScreen() {
  const { t, i18n } = useTranslation('lessons');
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const mode: CalendarMode = params.get('view') === 'month' ? 'month' : 'week';
  const anchor = parseDayKey(params.get('date')) ?? new Date();
  const days = daysOf(mode, anchor);
  const span = spanOf(days);
  const { user } = useSession();
  const admin = !!user && (isCompanyAdmin(user) || isSuperAdmin(user));
  const whose = admin ? params.get('user') || null : null;
  const query = useQuery(lessonQueries.calendar(span.from, span.to, whose));
  const todayKey = dayKey(new Date());
  const go = (next: { view?: CalendarMode; date?: Date; user?: string | null }) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next.view) out.set('view', next.view);
        if (next.date) out.set('date', dayKey(next.date));
        if (next.user !== undefined) {
          if (next.user) out.set('user', next.user);
          else out.delete('user');
        }
        return out;
      },
      { replace: false },
    );
  const heading =
    mode === 'month'
      ? monthTitle(anchor, lang)
      : `${formatDay(dayKey(days[0]!), lang)} – ${formatDay(dayKey(days[6]!), lang)}`;
  const lessonsByDay = byDay(query.data?.lessons ?? []);

  return (
    <TitledPage size="xl" title={t('calendar.title')}>
      <Text c="dimmed">{admin ? t('calendar.subtitleAdmin') : t('calendar.subtitle')}</Text>
      {admin && <CalendarUserPicker userId={whose} onChange={(id) => go({ user: id })} />}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => go({ date: shiftAnchor(mode, anchor, -1) })}
            leftSection={<IconChevronLeft size={16} aria-hidden />}
          >
            {t('calendar.previous')}
          </Button>
          <Button variant="default" onClick={() => go({ date: new Date() })}>
            {t('calendar.today')}
          </Button>
          <Button
            variant="default"
            onClick={() => go({ date: shiftAnchor(mode, anchor, 1) })}
            rightSection={<IconChevronRight size={16} aria-hidden />}
          >
            {t('calendar.next')}
          </Button>
        </Group>
        <SegmentedControl
          aria-label={t('calendar.view')}
          value={mode}
          onChange={(value) => go({ view: value === 'month' ? 'month' : 'week' })}
          data={[
            { value: 'week', label: t('calendar.week') },
            { value: 'month', label: t('calendar.month') },
          ]}
        />
      </Group>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="h3" aria-live="polite">
          {heading}
        </Title>
        <Text size="sm" c="gray.7">
          {t('calendar.timesIn', { zone: zoneLabel(browserTimeZone(), lang) })}
        </Text>
      </Group>
      {query.isPending ? (
        <RowSkeletons rows={4} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.lessons.length === 0 && <Alert color="gray">{t('calendar.empty')}</Alert>}
          <Box className={mode === 'week' ? classes.week : classes.month}>
            {days.slice(0, 7).map((d) => (
              <Text key={`head-${dayKey(d)}`} className={classes.head} aria-hidden fw={600} size="sm">
                {weekdayName(d, lang)}
              </Text>
            ))}
            {days.map((d) => {
              const key = dayKey(d);
              const items = lessonsByDay.get(key) ?? [];
              const outside = mode === 'month' && d.getMonth() !== anchor.getMonth();
              return (
                <DayCell
                  key={key}
                  day={d}
                  lessons={items}
                  today={key === todayKey}
                  outside={outside}
                  long={mode === 'week'}
                />
              );
            })}
          </Box>
        </>
      )}
      {!whose && <CalendarSubscribe />}
    </TitledPage>
  );
}

function DayCell(props: { day: Date; lessons: CalendarLesson[]; today: boolean; outside: boolean; long: boolean }) {
  const { t, i18n } = useTranslation('lessons');
  const lang = i18n.language;
  const label = `${weekdayName(props.day, lang, 'long')} ${formatDay(dayKey(props.day), lang)}`;
  return (
    <Paper
      component="section"
      withBorder
      p="xs"
      radius="sm"
      className={classes.day}
      data-today={props.today || undefined}
      data-outside={props.outside || undefined}
      aria-label={t('calendar.lessonsOn', { day: label })}
      aria-current={props.today ? 'date' : undefined}
    >
      <Group justify="space-between" gap={4} mb={4}>
        <Text size="sm" fw={props.today ? 700 : 500} c={props.outside ? 'gray.7' : undefined}>
          {props.long ? formatDay(dayKey(props.day), lang) : props.day.getDate()}
        </Text>
        {props.today && (
          <Text size="xs" fw={700} c="blue.8">
            {t('calendar.todayMark')}
          </Text>
        )}
      </Group>
      {props.lessons.length === 0 ? (
        props.long && (
          <Text size="xs" c="gray.7">
            {t('calendar.noLessonsOn')}
          </Text>
        )
      ) : (
        <Stack gap={4} component="ul" className={classes.list}>
          {props.lessons.map((l) => (
            <li key={l.id}>
              <LessonChip lesson={l} long={props.long} />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function LessonChip({ lesson, long }: { lesson: CalendarLesson; long: boolean }) {
  const { t, i18n } = useTranslation('lessons');
  const titleOf = useLessonTitle();
  const cancelled = lesson.status === 'cancelled';
  const time = `${formatTime(lesson.starts_at, i18n.language)}–${formatTime(lesson.ends_at, i18n.language)}`;
  return (
    <Anchor
      component={Link}
      to={`/lessons/${lesson.id}`}
      className={classes.chip}
      data-cancelled={cancelled || undefined}
      data-kind={lesson.kind}
      underline="never"
    >
      <Text size="xs" fw={600} component="span" td={cancelled ? 'line-through' : undefined}>
        {time}
      </Text>{' '}
      <Text size="xs" component="span" td={cancelled ? 'line-through' : undefined} data-i18n-exempt>
        {titleOf(lesson)}
      </Text>
      {cancelled && (
        <Text size="xs" component="span" c="red.8">
          {' '}
          ({t('calendar.cancelled')})
        </Text>
      )}
      {long && lesson.students.length > 0 && (
        <Text size="xs" c="gray.7" data-i18n-exempt>
          {t('calendar.for', { names: lesson.students.map((s) => s.name).join(', ') })}
        </Text>
      )}
      {long && lesson.room && (
        <Text size="xs" c="gray.7" data-i18n-exempt>
          {lesson.room}
        </Text>
      )}
    </Anchor>
  );
}
