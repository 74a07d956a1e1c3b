import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CLASS_METHODS, type ClassDetail, type ClassMethod } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes-guard.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { classEditPath } from './class-labels.ts';
import { classMutations, classQueries, refreshClass } from './classes.api.ts';
import { classValueProblems, classValuesOf, toClassInput, type ClassFormValues } from './class-values.ts';

/**
 * The class info form (add and edit): the server's field errors land on their fields; leaving with
 * unsaved edits asks first. A new class goes on to its roster.
 */
export function ClassInfoForm({ detail }: { detail: ClassDetail | null }) {
  const { t } = useTranslation('classes');
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<ClassFormValues>({
    initialValues: classValuesOf(detail),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(classValueProblems(values)).map(([field, problem]) => [field, t(`form.problems.${problem}`)]),
      ),
  });
  const { formError, showError } = useApiForm(form);
  const create = useMutation(classMutations.create());
  const update = useMutation(classMutations.update(detail?.id ?? ''));
  const [createdId, setCreatedId] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(form.isDirty() && createdId === null);

  // Leave for the new class's roster once the guard has seen the form saved.
  useEffect(() => {
    if (createdId) void navigate(classEditPath(createdId, 'roster'));
  }, [createdId, navigate]);

  const submit = form.onSubmit((values) => {
    const input = toClassInput(values);
    if (!detail) {
      create.mutate(input, {
        onSuccess: async ({ id }) => {
          notifySuccess(t('form.created'));
          await client.invalidateQueries({ queryKey: [...classQueries.all(), 'list'] });
          setCreatedId(id);
        },
        onError: (error) => showError(error),
      });
      return;
    }
    update.mutate(input, {
      onSuccess: async (saved) => {
        const next = classValuesOf(saved);
        form.setInitialValues(next);
        form.setValues(next);
        notifySuccess(t('form.saved'));
        await refreshClass(client, saved.id);
      },
      onError: (error) => showError(error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('fields.name')} required maxLength={120} {...form.getInputProps('name')} />
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={3}
          maxLength={5000}
          {...form.getInputProps('description')}
        />
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="class-method-label">
            {t('fields.method')}
          </Text>
          <SegmentedControl
            aria-labelledby="class-method-label"
            w="fit-content"
            data={CLASS_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
            value={form.getValues().method}
            onChange={(value) => form.setFieldValue('method', value as ClassMethod)}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label={t('fields.start_date')} {...form.getInputProps('start_date')} />
          <TextInput type="date" label={t('fields.end_date')} {...form.getInputProps('end_date')} />
          <TextInput type="time" label={t('fields.start_time')} {...form.getInputProps('start_time')} />
          <TextInput type="time" label={t('fields.end_time')} {...form.getInputProps('end_time')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('fields.capacity')}
            description={t('fields.capacityHint')}
            min={1}
            max={10000}
            allowDecimal={false}
            allowNegative={false}
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            {...form.getInputProps('capacity')}
          />
          <NumberInput
            label={t('fields.score_min')}
            min={0}
            max={10000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('score_min')}
          />
          <NumberInput
            label={t('fields.score_max')}
            min={0}
            max={10000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('score_max')}
          />
        </SimpleGrid>
        <FormFooter error={formError} pending={create.isPending || update.isPending}>
          {detail ? t('form.save') : t('form.create')}
        </FormFooter>
      </Stack>
      {guard}
    </form>
  );
}
