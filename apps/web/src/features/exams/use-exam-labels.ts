import type { AttemptStatus, ExamKind, ExamVersion, ModuleRoute, Section, TestType } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';

/** The SAT's "english" section is Reading and Writing (contracts exams.ts). */
const sectionKey = (kind: ExamKind, section: Section) => (kind === 'sat' && section === 'english' ? 'readingWriting' : section);

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

/** Dates and times in the UI language. */
export const localeOf = (lang: string) => (lang === 'cn' ? 'zh-CN' : lang === 'tw' ? 'zh-TW' : 'en-US');

export const useDateFormat = () => {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    date: (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' }) : '—'),
    dateTime: (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—'),
    time: (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString(locale, { timeStyle: 'short' }) : '—'),
  };
};
