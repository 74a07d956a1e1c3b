import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import type { BuilderNames } from './builder-state.ts';

/** Names of new sections ("Reading and Writing") and modules ("Module 2 (harder)") in the author's language. */
export function useBuilderNames(): BuilderNames {
  const { t } = useTranslation('testBuilder');
  const labels = useExamLabels();
  return useMemo(
    () => ({
      section: labels.section,
      module: (position, route) =>
        route === 'base' ? t('builder.moduleName', { position }) : t(`builder.moduleRouteName.${route}`),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow `t` (one language at a time)
    [t],
  );
}
