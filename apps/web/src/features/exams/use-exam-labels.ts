import type { AttemptStatus, ExamKind, ExamVersion, ModuleRoute, Section, TestType } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime } from '../../lib/format.ts';

/** The SAT's "english" section is Reading and Writing (contracts exams.ts). */
const sectionKey = (kind: ExamKind, section: Section) =>
  kind === 'sat' && section === 'english' ? 'readingWriting' : section;

/** Words for the catalogue's enums, in the user's language. */
export const useExamLabels = () => {
  const { t } = useTranslation('exams');
  return {
    kind: (kind: ExamKind) => t(`kinds.${kind}`),
    type: (type: TestType) => t(`types.${type}`),
    section: (kind: ExamKind, section: Section) => t(`sections.${sectionKey(kind, section)}`),
    version: (version: ExamVersion) => t(`versions.${version}`),
    status: (status: AttemptStatus) => t(`status.${status}`),
    route: (route: ModuleRoute) => t(`routes.${route}`),
  };
};

export type ExamLabels = ReturnType<typeof useExamLabels>;

/** Dates and times in the UI language (lib/format.ts), "—" for none. */
export const useDateFormat = () => {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    date: (iso: string | null) => (iso ? formatDate(iso, lang) : '—'),
    dateTime: (iso: string | null) => (iso ? formatDateTime(iso, lang) : '—'),
    time: (iso: string | null) => (iso ? formatTime(iso, lang) : '—'),
  };
};
