import { Button, Divider, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DIFFICULTIES,
  EXAM_KINDS,
  TOEFL_TASKS,
  type ExamKind,
  type QuestionPreview,
  type QuestionType,
  type QuestionView,
  type Section,
  type ToeflTask,
} from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes-guard.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { ChoicesEditor, EntriesEditor } from './choices-editor.tsx';
import { RichTextField } from './editor/rich-text-field.tsx';
import { LabelPicker } from './label-picker.tsx';
import { PassagePicker } from './passage-picker.tsx';
import { QuestionPreviewView } from './question-preview.tsx';
import {
  emptyValues,
  hasChoices,
  hasEntries,
  isOrdered,
  isRated,
  questionProblems,
  sectionsOf,
  toInput,
  typesOf,
  valuesOf,
  type QuestionFormValues,
} from './question-values.ts';
import { questionMutations, questionPath, refreshQuestions } from './questions.api.ts';

/**
 * The question form (add and edit): kind → section and type of that kind, the rich texts, the key as the
 * type asks for it (choices with marks, grid-in answers, accepted texts or a rating scale), labels,
 * difficulty, IRT, passage, audio. The spec §5 rules and the contract's schema check it before it is
 * sent; the server's field errors land on their fields. A preview shows it as the runner will.
 */
export function QuestionForm({ question }: { question: QuestionView | null }) {
  const { t } = useTranslation('questions');
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<QuestionFormValues>({
    initialValues: question ? valuesOf(question) : emptyValues(),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(questionProblems(values)).map(([field, problem]) => [field, t(`form.problems.${problem}`)]),
      ),
  });
  const { formError, showError } = useApiForm(form);
  const create = useMutation(questionMutations.create());
  const update = useMutation(questionMutations.update(question?.id ?? ''));
  const preview = useMutation(questionMutations.preview());
  const [shown, setShown] = useState<QuestionPreview | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(form.isDirty() && savedId === null);
  const values = form.getValues();

  useEffect(() => {
    if (savedId) void navigate(questionPath(savedId));
  }, [savedId, navigate]);

  const setKind = (kind: ExamKind) => {
    const v = form.getValues();
    form.setFieldValue('kind', kind);
    if (!sectionsOf(kind).includes(v.section)) form.setFieldValue('section', sectionsOf(kind)[0] ?? v.section);
    if (!typesOf(kind).includes(v.type)) form.setFieldValue('type', typesOf(kind)[0] ?? v.type);
    if (kind !== 'toefl') form.setFieldValue('task', null);
  };

  const showPreview = () => {
    const result = form.validate();
    if (result.hasErrors) return;
    preview.mutate(toInput(form.getValues()), {
      onSuccess: setShown,
      onError: (error) => showError(error),
    });
  };

  const submit = form.onSubmit((v) => {
    const input = toInput(v);
    const done = async (saved: QuestionView) => {
      await refreshQuestions(client, saved.id);
      if (question && saved.id !== question.id) notifySuccess(t('form.savedVersion', { version: saved.version }));
      else notifySuccess(question ? t('form.saved') : t('form.created'));
      setSavedId(saved.id);
    };
    if (question) update.mutate(input, { onSuccess: done, onError: (e) => showError(e) });
    else create.mutate(input, { onSuccess: done, onError: (e) => showError(e) });
  });

  const err = (path: string) => form.errors[path];
  const listening = values.section === 'listening' || values.kind === 'toefl';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('fields.kind')}
            required
            allowDeselect={false}
            data={EXAM_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            value={values.kind}
            onChange={(v) => v && setKind(v as ExamKind)}
            error={err('kind')}
          />
          <Select
            label={t('fields.section')}
            required
            allowDeselect={false}
            data={sectionsOf(values.kind).map((s) => ({ value: s, label: t(`section.${s}`) }))}
            value={values.section}
            onChange={(v) => v && form.setFieldValue('section', v as Section)}
            error={err('section')}
          />
          <Select
            label={t('fields.type')}
            required
            allowDeselect={false}
            data={typesOf(values.kind).map((ty) => ({ value: ty, label: t(`type.${ty}`) }))}
            value={values.type}
            onChange={(v) => v && form.setFieldValue('type', v as QuestionType)}
            error={err('type')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('fields.subject')} maxLength={120} {...form.getInputProps('subject')} />
          <TextInput label={t('fields.source')} maxLength={200} {...form.getInputProps('source')} />
          {values.kind === 'toefl' ? (
            <Select
              label={t('fields.task')}
              clearable
              data={TOEFL_TASKS.map((task) => ({ value: task, label: t(`task.${task}`) }))}
              value={values.task}
              onChange={(v) => form.setFieldValue('task', (v as ToeflTask | null) ?? null)}
            />
          ) : null}
        </SimpleGrid>
        <PassagePicker
          value={values.passageId}
          current={question?.passage ?? null}
          onChange={(id) => form.setFieldValue('passageId', id)}
        />
        {listening && (
          <TextInput
            label={t('fields.audioUrl')}
            description={t('form.audioHint')}
            maxLength={500}
            {...form.getInputProps('audioUrl')}
          />
        )}
        <RichTextField
          label={t('fields.stem')}
          required
          value={values.stem}
          onChange={(html) => form.setFieldValue('stem', html)}
          error={err('stem')}
          testId="stem-editor"
        />
        {hasChoices(values.type) && (
          <ChoicesEditor
            ordered={isOrdered(values.type)}
            choices={values.choices}
            onChange={(next) => form.setFieldValue('choices', next)}
            error={err('choices')}
            errorOf={(i) => err(`choices.${i}.text`)}
          />
        )}
        {hasEntries(values.type) && (
          <EntriesEditor
            entries={values.entries}
            grid={values.type === 'grid_in'}
            onChange={(next) => form.setFieldValue('entries', next)}
            error={err('entries')}
            errorOf={(i) => err(`entries.${i}`)}
          />
        )}
        {isRated(values.type) && (
          <NumberInput
            label={t('fields.ratedMax')}
            min={1}
            max={12}
            allowDecimal={false}
            w={200}
            {...form.getInputProps('ratedMax')}
          />
        )}
        {values.section === 'math' && (
          <TextInput
            label={t('fields.solution')}
            description={t('form.solutionHint')}
            maxLength={2000}
            {...form.getInputProps('solution')}
          />
        )}
        <RichTextField
          label={t('fields.sampleAnswer')}
          value={values.sampleAnswer}
          onChange={(html) => form.setFieldValue('sampleAnswer', html)}
          error={err('sampleAnswer')}
        />
        <RichTextField
          label={t('fields.explanation')}
          value={values.explanation}
          onChange={(html) => form.setFieldValue('explanation', html)}
          error={err('explanation')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LabelPicker
            value={values.labelIds}
            onChange={(ids) => form.setFieldValue('labelIds', ids)}
            error={err('labelIds')}
          />
          <Select
            label={t('fields.difficulty')}
            clearable
            data={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
            value={values.difficulty}
            onChange={(v) => form.setFieldValue('difficulty', (v as QuestionFormValues['difficulty']) ?? null)}
          />
        </SimpleGrid>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' }}>{t('fields.irt')}</legend>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput label={t('fields.irtA')} decimalScale={3} step={0.1} {...form.getInputProps('irtA')} />
            <NumberInput label={t('fields.irtB')} decimalScale={3} step={0.1} {...form.getInputProps('irtB')} />
            <NumberInput label={t('fields.irtC')} decimalScale={3} step={0.05} {...form.getInputProps('irtC')} />
          </SimpleGrid>
        </fieldset>
        <Divider />
        <Group>
          <Button variant="light" onClick={showPreview} loading={preview.isPending}>
            {t('preview.show')}
          </Button>
        </Group>
        {shown && (
          <Paper withBorder p="md" component="section" aria-labelledby="form-preview-title">
            <Title order={2} fz="lg" id="form-preview-title" mb="sm">
              {t('preview.title')}
            </Title>
            <QuestionPreviewView preview={shown} />
          </Paper>
        )}
        <FormFooter error={formError} pending={create.isPending || update.isPending}>
          {question ? t('form.save') : t('form.create')}
        </FormFooter>
      </Stack>
      {guard}
    </form>
  );
}
