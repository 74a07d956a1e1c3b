import type { ExamKind, Section } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { sectionName } from '../../runner/phases/titles.ts';
import { useExamLabels } from './use-exam-labels.ts';

/**
 * Issue 17: a section's title where an educator reads it (the test builder, the score tables). A title that
 * is the official section's English name ("Reading and Writing", as the demo content and the builder's
 * defaults write it) or no title at all is the section's name in the reader's language, as the runner
 * shows it; a title an educator wrote stays as written.
 */
export const useSectionTitle = () => {
  const { t } = useTranslation('runner');
  const labels = useExamLabels();
  return (kind: ExamKind, section: Section, title: string): string => {
    const written = title.trim();
    if (!written) return labels.section(kind, section);
    return sectionName(t, kind, { section, sectionTitle: written }) === written
      ? written
      : labels.section(kind, section);
  };
};
