import type { ExamKind, Section } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { sectionName } from '../../runner/phases/titles.ts';
import { useTaxonomyLabel } from './taxonomy-label.ts';

/** The official module titles of the demo content and the builder's defaults: "Reading and Writing — Module 2". */
const MODULE_TITLE = /^(.+?)\s*[—–-]\s*Module\s+(\d+)$/i;

/**
 * Issue 17 (defect 1): a module titled with an official section's English name and its number is shown in
 * the reader's language ("阅读与写作，模块 2"), as the runner's header names it; a title an educator wrote
 * stays as written.
 */
export const moduleLabel = (
  t: ReturnType<typeof useTranslation<'runner'>>['t'],
  kind: ExamKind,
  module: { section: Section; title: string },
): string => {
  const match = MODULE_TITLE.exec(module.title.trim());
  if (!match) return module.title;
  const written = match[1]!;
  const name = sectionName(t, kind, { section: module.section, sectionTitle: written });
  if (name === written) return module.title;
  return t('title.sectionModule', { name, stage: Number(match[2]) });
};

/**
 * The module label in the reader's language: an official section-and-number title as above, and a module
 * named after an official skill (a drill's: "Linear equations in one variable") by the skill's name.
 */
export const useModuleLabel = () => {
  const { t } = useTranslation('runner');
  const taxonomy = useTaxonomyLabel();
  return (kind: ExamKind, module: { section: Section; title: string }) => {
    const label = moduleLabel(t, kind, module);
    return label === module.title ? taxonomy(module.title.trim()) || module.title : label;
  };
};
