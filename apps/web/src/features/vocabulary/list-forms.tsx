import { Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EXAM_KINDS, type ExamKind, type WordListSummary } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { AppModal } from '../../components/app-modal.tsx';
import { useApiForm } from '../../lib/use-api-form.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { SaveCancelButtons } from './save-cancel-buttons.tsx';
import { refreshVocabulary, vocabularyMutations } from './vocabulary.api.ts';

/** Educators: a new category of word lists for their tenant (names in the three languages, the exam). */
export function CategoryFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('vocabulary');
  const client = useQueryClient();
  const create = useMutation(vocabularyMutations.createCategory());
  const form = useForm({ initialValues: { name: '', cn: '', tw: '', exam: '' } });
  const { formError, showError } = useApiForm(form);
  const submit = form.onSubmit((v) =>
    create.mutate(
      {
        name: v.name,
        name_i18n: { ...(v.cn.trim() ? { cn: v.cn } : {}), ...(v.tw.trim() ? { tw: v.tw } : {}) },
        exam: v.exam ? (v.exam as ExamKind) : null,
      },
      {
        onSuccess: async () => {
          notifySuccess(t('category.created'));
          await refreshVocabulary(client);
          form.reset();
          onClose();
        },
        onError: showError,
      },
    ),
  );
  return (
    <AppModal opened={opened} onClose={onClose} title={t('category.new')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={formError} />
          <TextInput label={t('category.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('category.nameCn')} {...form.getInputProps('cn')} />
          <TextInput label={t('category.nameTw')} {...form.getInputProps('tw')} />
          <Select
            label={t('category.exam')}
            clearable
            data={EXAM_KINDS.map((k) => ({ value: k, label: k.toUpperCase() }))}
            {...form.getInputProps('exam')}
          />
          <SaveCancelButtons justify="flex-end" onCancel={onClose} pending={create.isPending} />
        </Stack>
      </form>
    </AppModal>
  );
}

/** Educators: a new list in a category, or the list's title and description edited. */
export function ListFormModal({
  opened,
  onClose,
  categoryId,
  list,
}: {
  opened: boolean;
  onClose: () => void;
  categoryId: string;
  list?: WordListSummary;
}) {
  const { t } = useTranslation('vocabulary');
  const client = useQueryClient();
  const create = useMutation(vocabularyMutations.createList());
  const update = useMutation(vocabularyMutations.updateList(list?.id ?? ''));
  const form = useForm({
    initialValues: {
      title: list?.title ?? '',
      cn: list?.title_i18n.cn ?? '',
      tw: list?.title_i18n.tw ?? '',
      description: list?.description ?? '',
    },
  });
  const { formError, showError } = useApiForm(form);
  const done = async () => {
    notifySuccess(list ? t('list.updated') : t('list.created'));
    await refreshVocabulary(client);
    if (!list) form.reset();
    onClose();
  };
  const submit = form.onSubmit(({ cn, tw, ...v }) => {
    // A blank translation is no translation: the title shows as written in that language.
    const input = { ...v, title_i18n: { ...(cn.trim() ? { cn } : {}), ...(tw.trim() ? { tw } : {}) } };
    if (list) update.mutate(input, { onSuccess: done, onError: showError });
    else create.mutate({ category_id: categoryId, ...input }, { onSuccess: done, onError: showError });
  });
  return (
    <AppModal opened={opened} onClose={onClose} title={list ? t('list.edit') : t('list.new')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={formError} />
          <TextInput label={t('list.titleField')} required {...form.getInputProps('title')} />
          <TextInput label={t('list.titleCn')} {...form.getInputProps('cn')} />
          <TextInput label={t('list.titleTw')} {...form.getInputProps('tw')} />
          <Textarea label={t('list.description')} autosize minRows={2} {...form.getInputProps('description')} />
          <SaveCancelButtons justify="flex-end" onCancel={onClose} pending={create.isPending || update.isPending} />
        </Stack>
      </form>
    </AppModal>
  );
}
