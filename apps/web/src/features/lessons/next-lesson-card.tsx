import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatTime } from '../../lib/format.ts';
import { useLessonTitle } from './calendar-screen.tsx';
import { lessonQueries } from './lessons.api.ts';
import { LessonSection } from './lesson-section.tsx';

/** The dashboard's "Next lesson" (issue 19): a student's or a parent's next scheduled lesson, or none. */
export function NextLessonCard() {
  const { t, i18n } = useTranslation('lessons');
  const query = useQuery(lessonQueries.next());
  const titleOf = useLessonTitle();
  if (query.isPending || query.isError) return null;
  const lesson = query.data.lesson;
  return (
    <LessonSection
      id="next-lesson-title"
      title={t('next.title')}
      headGap="xs"
      aside={
        <Anchor component={Link} to="/calendar" size="sm">
          {t('next.calendar')}
        </Anchor>
      }
    >
      {lesson ? (
        <Anchor component={Link} to={`/lessons/${lesson.id}`} data-testid="next-lesson">
          <Text span fw={600} data-i18n-exempt>
            {titleOf(lesson)}
          </Text>{' '}
          · {formatDateTime(lesson.starts_at, i18n.language)}–{formatTime(lesson.ends_at, i18n.language)}
          {lesson.students.length > 0 && (
            <Text span c="gray.7" data-i18n-exempt>
              {' '}
              · {lesson.students.map((s) => s.name).join(', ')}
            </Text>
          )}
        </Anchor>
      ) : (
        <Text size="sm" c="gray.7">
          {t('next.none')}
        </Text>
      )}
    </LessonSection>
  );
}
