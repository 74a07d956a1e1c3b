import type { CourseSessionView } from '@prepwell/contracts';
import type { TFunction } from 'i18next';
import { formatDay } from '../../lib/format.ts';

/**
 * Where and when a course session runs, as the parts of one line (empty parts dropped): the city, online
 * or in person, its dates in the reader's language, its times and weekdays. The course's managers and
 * its students read the same line; each screen adds its own parts (the fee, the seats).
 */
export const sessionScheduleParts = (
  s: Pick<CourseSessionView, 'city' | 'online' | 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'weekdays'>,
  t: TFunction<'courses'>,
  lang: string,
): string[] =>
  [
    s.city,
    s.online ? t('sessions.online') : t('sessions.inPerson'),
    [s.start_date, s.end_date]
      .filter((d): d is string => !!d)
      .map((d) => formatDay(d, lang))
      .join(' – '),
    [s.start_time, s.end_time].filter(Boolean).join(' – '),
    s.weekdays.map((d) => t(`weekdays.${d}` as never)).join(' '),
  ].filter(Boolean);
