import { Alert, List, Text } from '@mantine/core';
import type { ExamKind, ExamVersion, StructureWarning } from '@prepwell/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import { placeOf, valueOf, type WarningPlace } from './warnings.ts';

interface Titled {
  title: string;
  modules: readonly { title: string }[];
}

/** One warning as a sentence: "Module 1 of Reading and Writing has 25 questions; the digital SAT has 27." */
export function useWarningText(kind: ExamKind, version: ExamVersion, sections: readonly Titled[]) {
  const { t, i18n } = useTranslation('testBuilder');
  const labels = useExamLabels();
  const where = (place: WarningPlace) => {
    switch (place.at) {
      case 'test':
        return t('warnings.where.test');
      case 'section':
        return t('warnings.where.section', { section: place.section });
      case 'module':
        return t('warnings.where.module', { module: place.module, section: place.section });
      case 'question':
        return t('warnings.where.question', { number: place.number, module: place.module, section: place.section });
    }
  };
  const say = (value: StructureWarning['expected']) => {
    const v = valueOf(value);
    switch (v.as) {
      case 'number':
        return formatNumber(v.value, i18n.language);
      case 'section':
        return labels.section(kind, v.value);
      case 'kind':
        return labels.kind(v.value);
      case 'routing':
        return t(`warnings.values.${v.value}`);
      case 'text':
        return v.value;
      case 'none':
        return t('warnings.unknown');
    }
  };
  return (warning: StructureWarning) =>
    t(`warnings.codes.${warning.code}`, {
      where: where(placeOf(warning.path, sections)),
      expected: say(warning.expected),
      actual: say(warning.actual),
      exam: t(`examName.${version}`),
    });
}

/**
 * The structure check's warnings (the test as last saved against the real exam): shown above the form,
 * never blocking a save.
 */
export function StructureWarnings({
  warnings,
  kind,
  version,
  sections,
}: {
  warnings: readonly StructureWarning[];
  kind: ExamKind;
  version: ExamVersion;
  sections: readonly Titled[];
}) {
  const { t } = useTranslation('testBuilder');
  const text = useWarningText(kind, version, sections);
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('warnings.title', { count: warnings.length })}
      data-testid="structure-warnings"
    >
      <Text size="sm" mb="xs">
        {t('warnings.body')}
      </Text>
      <List size="sm" spacing={4}>
        {warnings.map((w, i) => (
          <List.Item key={`${w.code}-${w.path}-${i}`}>{text(w)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
