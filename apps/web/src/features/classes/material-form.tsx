import { Autocomplete, FileInput, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MATERIAL_MAX_BYTES, MATERIAL_MIME_TYPES, MaterialFields, type MaterialView } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/form-footer.tsx';
import { fits } from '../../lib/form-rules.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { classMutations, refreshClass } from './classes.api.ts';
import { isTooLarge } from './materials.ts';
import { formatBytes } from '../../lib/format.ts';

interface MaterialValues {
  category: string;
  title: string;
  description: string;
  source: 'link' | 'file';
  link: string;
  file: File | null;
}

/**
 * Adds a material (a link or a file) or edits one's title, description and category. The 20 MB limit is
 * checked here before sending; the server checks size and type again and its message is shown (413 / 415).
 */
export function MaterialForm({
  classId,
  material,
  categories,
  onDone,
}: {
  classId: string;
  material: MaterialView | null;
  categories: string[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('classes');
  const client = useQueryClient();
  const maxSize = formatBytes(MATERIAL_MAX_BYTES, i18n.language);
  const form = useForm<MaterialValues>({
    initialValues: {
      category: material?.category ?? categories[0] ?? '',
      title: material?.title ?? '',
      description: material?.description ?? '',
      source: material?.file_name ? 'file' : 'link',
      link: material?.link ?? '',
      file: null,
    },
    validate: {
      category: (v) => (v.trim() ? null : t('form.problems.required')),
      title: (v) => (v.trim() ? null : t('form.problems.required')),
      link: (v, values) =>
        !material && values.source === 'link' && !fits(MaterialFields.shape.link, v.trim())
          ? t('materials.linkInvalid')
          : null,
      file: (v, values) =>
        material || values.source !== 'file'
          ? null
          : !v
            ? t('materials.fileRequired')
            : isTooLarge(v.size)
              ? t('materials.fileTooLarge', { max: maxSize })
              : null,
    },
  });
  const { formError, showError } = useApiForm(form);
  const add = useMutation(classMutations.addMaterial(classId));
  const update = useMutation(classMutations.updateMaterial(classId));
  const values = form.getValues();

  const submit = form.onSubmit((v) => {
    const common = { category: v.category.trim(), title: v.title.trim(), description: v.description.trim() || null };
    const done = {
      onSuccess: async () => {
        notifySuccess(material ? t('materials.saved') : t('materials.added'));
        await refreshClass(client, classId);
        onDone();
      },
      onError: (error: unknown) => showError(error),
    };
    if (material) update.mutate({ materialId: material.id, input: common }, done);
    else
      add.mutate(
        v.source === 'file'
          ? { fields: common, file: v.file }
          : { fields: { ...common, link: v.link.trim() }, file: null },
        done,
      );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Autocomplete
          label={t('materials.category')}
          description={t('materials.categoryHint')}
          data={categories}
          required
          maxLength={60}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          {...form.getInputProps('category')}
        />
        <TextInput label={t('materials.title')} required maxLength={200} {...form.getInputProps('title')} />
        <Textarea
          label={t('materials.description')}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
        {!material && (
          <>
            <Stack gap={4}>
              <Text fz="sm" fw={500} id="material-source-label">
                {t('materials.source')}
              </Text>
              <SegmentedControl
                aria-labelledby="material-source-label"
                w="fit-content"
                data={[
                  { value: 'link', label: t('materials.link') },
                  { value: 'file', label: t('materials.file') },
                ]}
                value={values.source}
                onChange={(value) => form.setFieldValue('source', value as MaterialValues['source'])}
              />
            </Stack>
            {values.source === 'link' ? (
              <TextInput
                label={t('materials.url')}
                type="url"
                required
                placeholder="https://"
                maxLength={2000}
                {...form.getInputProps('link')}
              />
            ) : (
              <FileInput
                label={t('materials.file')}
                description={t('materials.fileHint', { max: maxSize })}
                styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
                required
                clearable
                accept={MATERIAL_MIME_TYPES.join(',')}
                {...form.getInputProps('file')}
              />
            )}
          </>
        )}
        <FormFooter error={formError} pending={add.isPending || update.isPending}>
          {material ? t('materials.save') : t('materials.addButton')}
        </FormFooter>
      </Stack>
    </form>
  );
}
