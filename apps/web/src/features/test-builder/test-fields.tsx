import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  EXAM_KINDS,
  TEST_TYPES_BY_KIND,
  VERSIONS_BY_KIND,
  type AttemptMode,
  type ExamKind,
  type ExamVersion,
  type TestType,
} from '@prepwell/contracts';
import { memo, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import { setField, type BuilderAction } from './builder-reducer.ts';
import type { BuilderDraft, BuilderNames } from './builder-state.ts';
import { DirectionsField } from './directions-field.tsx';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';

type ModeChoice = 'follow' | AttemptMode;

/** The test's own fields: title, description, exam, type, version (those of the exam), mode, clock, directions. */
export const TestFields = memo(function TestFields({
  draft,
  errors,
  kindLocked,
  names,
  dispatch,
}: {
  draft: BuilderDraft;
  errors: Readonly<Record<string, string>>;
  /** Questions are placed: the exam cannot change under them. */
  kindLocked: boolean;
  names: BuilderNames;
  dispatch: Dispatch<BuilderAction>;
}) {
  const { t } = useTranslation('testBuilder');
  const labels = useExamLabels();
  return (
    <StackedSectionCard id="test-fields-title" title={t('builder.testFields')} p="md" gap="md">
      <TextInput
        label={t('builder.title')}
        required
        maxLength={200}
        value={draft.title}
        onChange={(e) => dispatch(setField('title', e.currentTarget.value))}
        error={errors.title}
      />
      <Textarea
        label={t('builder.description')}
        rows={3}
        maxLength={2000}
        value={draft.description}
        onChange={(e) => dispatch(setField('description', e.currentTarget.value))}
        error={errors.description}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('builder.kind')}
          required
          allowDeselect={false}
          disabled={kindLocked}
          description={kindLocked ? t('builder.kindLocked') : undefined}
          data={EXAM_KINDS.map((k) => ({ value: k, label: labels.kind(k) }))}
          value={draft.kind}
          onChange={(v) => v && dispatch({ type: 'kind', kind: v as ExamKind, names })}
          error={errors.kind}
        />
        <Select
          label={t('builder.type')}
          required
          allowDeselect={false}
          data={TEST_TYPES_BY_KIND[draft.kind].map((ty) => ({ value: ty, label: labels.type(ty) }))}
          value={draft.type}
          onChange={(v) => v && dispatch(setField('type', v as TestType))}
          error={errors.type}
        />
        <Select
          label={t('builder.version')}
          required
          allowDeselect={false}
          data={VERSIONS_BY_KIND[draft.kind].map((v) => ({ value: v, label: labels.version(v) }))}
          value={draft.version}
          onChange={(v) => v && dispatch(setField('version', v as ExamVersion))}
          error={errors.version}
        />
        <Select
          label={t('builder.mode')}
          allowDeselect={false}
          data={(['follow', 'practice', 'exam'] as const).map((m) => ({ value: m, label: t(`builder.modes.${m}`) }))}
          value={draft.mode ?? 'follow'}
          onChange={(v) =>
            v && dispatch(setField('mode', v === 'follow' ? null : (v as Exclude<ModeChoice, 'follow'>)))
          }
          error={errors.mode}
        />
        <Select
          label={t('builder.clock')}
          allowDeselect={false}
          data={(['module', 'test'] as const).map((c) => ({ value: c, label: t(`builder.clocks.${c}`) }))}
          value={draft.clock}
          onChange={(v) => v && dispatch(setField('clock', v as BuilderDraft['clock']))}
          error={errors.clock}
        />
      </SimpleGrid>
      <DirectionsField
        label={t('builder.directions')}
        value={draft.directions}
        onChange={(html) => dispatch(setField('directions', html))}
        error={errors.directions}
      />
    </StackedSectionCard>
  );
});
