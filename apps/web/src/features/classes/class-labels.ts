import type { ClassSummary } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format.ts';

/** Words for a class's method, dates and times in the user's language. */
export const useClassLabels = () => {
  const { t, i18n } = useTranslation('classes');
  const lang = i18n.language;
  return {
    method: (method: ClassSummary['method']) => t(`method.${method}`),
    dates: (c: Pick<ClassSummary, 'start_date' | 'end_date'>) =>
      c.start_date || c.end_date
        ? t('range', {
            from: c.start_date ? formatDay(c.start_date, lang) : '…',
            to: c.end_date ? formatDay(c.end_date, lang) : '…',
          })
        : t('none'),
    times: (c: Pick<ClassSummary, 'start_time' | 'end_time'>) =>
      c.start_time || c.end_time
        ? t('range', { from: c.start_time?.slice(0, 5) ?? '…', to: c.end_time?.slice(0, 5) ?? '…' })
        : t('none'),
    seats: (c: Pick<ClassSummary, 'student_count' | 'capacity'>) =>
      c.capacity === null
        ? t('seatsOpen', { count: c.student_count })
        : t('seats', { count: c.student_count, capacity: c.capacity }),
    teachers: (c: Pick<ClassSummary, 'teachers'>) =>
      c.teachers.map((p) => p.name).join(t('listSeparator')) || t('none'),
  };
};

/** Classes the caller may change (owner, co-teacher, company admin); students only read. */
export const canManage = (c: Pick<ClassSummary, 'my_role'>): boolean => c.my_role !== 'student';

export const classPath = (id: string, tab?: string) => `/classes/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
export const classEditPath = (id: string, tab?: string) =>
  `/classes/${encodeURIComponent(id)}/edit${tab ? `/${tab}` : ''}`;
