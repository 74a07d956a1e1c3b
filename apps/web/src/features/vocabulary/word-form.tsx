import { ActionIcon, Button, Fieldset, Group, Stack, TextInput, Textarea, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { WordView } from '@prepwell/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { AppModal } from '../../components/app-modal.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { SaveCancelButtons } from './save-cancel-buttons.tsx';
import { refreshVocabulary, vocabularyMutations, type WordInputValues } from './vocabulary.api.ts';

interface SenseValues {
  pos: string;
  definition: string;
  /** One example a line. */
  examples: string;
}
interface WordValues {
  word: string;
  pronunciation: string;
  cn: string;
  tw: string;
  senses: SenseValues[];
}

const valuesOf = (word?: WordView): WordValues => ({
  word: word?.word ?? '',
  pronunciation: word?.pronunciation ?? '',
  cn: word?.translations.cn ?? '',
  tw: word?.translations.tw ?? '',
  senses: word?.senses.length
    ? word.senses.map((s) => ({ pos: s.pos, definition: s.definition, examples: s.examples.join('\n') }))
    : [{ pos: '', definition: '', examples: '' }],
});

export const inputOf = (v: WordValues): WordInputValues => ({
  word: v.word,
  pronunciation: v.pronunciation,
  translations: { ...(v.cn.trim() ? { cn: v.cn } : {}), ...(v.tw.trim() ? { tw: v.tw } : {}) },
  senses: v.senses.map((s) => ({
    pos: s.pos,
    definition: s.definition,
    examples: s.examples
      .split('\n')
      .map((e) => e.trim())
      .filter(Boolean),
  })),
});

/** Educators: a word added to a list, or an existing word edited (senses, IPA, translations). */
export function WordFormModal({
  opened,
  onClose,
  listId,
  word,
}: {
  opened: boolean;
  onClose: () => void;
  listId?: string;
  word?: WordView;
}) {
  const { t } = useTranslation('vocabulary');
  const client = useQueryClient();
  const add = useMutation(vocabularyMutations.addWord(listId ?? ''));
  const update = useMutation(vocabularyMutations.updateWord(word?.id ?? ''));
  const form = useForm<WordValues>({
    initialValues: valuesOf(word),
    validate: {
      word: (v) => (v.trim() ? null : t('form.required')),
      senses: { definition: (v) => (v.trim() ? null : t('form.required')) },
    },
  });
  const { formError, showError } = useApiForm(form);
  const submit = form.onSubmit((values) => {
    const done = async () => {
      notifySuccess(word ? t('word.updated') : t('word.added', { word: values.word.trim() }));
      await refreshVocabulary(client);
      if (!word) form.reset();
      onClose();
    };
    if (word) update.mutate(inputOf(values), { onSuccess: done, onError: showError });
    else add.mutate(inputOf(values), { onSuccess: done, onError: showError });
  });
  return (
    <AppModal opened={opened} onClose={onClose} title={word ? t('word.edit') : t('word.add')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={formError} />
          <Group grow align="flex-start">
            <TextInput label={t('word.word')} required {...form.getInputProps('word')} />
            <TextInput label={t('word.ipa')} {...form.getInputProps('pronunciation')} />
          </Group>
          <Group grow align="flex-start">
            <TextInput label={t('word.translationCn')} {...form.getInputProps('cn')} />
            <TextInput label={t('word.translationTw')} {...form.getInputProps('tw')} />
          </Group>
          {form.values.senses.map((_, i) => (
            <Fieldset key={i} legend={t('word.sense', { number: i + 1 })}>
              <Stack gap="xs">
                <Group align="flex-end" wrap="nowrap">
                  <TextInput label={t('word.pos')} {...form.getInputProps(`senses.${i}.pos`)} w={160} />
                  {form.values.senses.length > 1 && (
                    <Tooltip label={t('word.removeSense', { number: i + 1 })}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('word.removeSense', { number: i + 1 })}
                        onClick={() => form.removeListItem('senses', i)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
                <Textarea
                  label={t('word.definition')}
                  required
                  autosize
                  minRows={2}
                  {...form.getInputProps(`senses.${i}.definition`)}
                />
                <Textarea
                  label={t('word.examples')}
                  description={t('word.examplesHint')}
                  autosize
                  minRows={2}
                  {...form.getInputProps(`senses.${i}.examples`)}
                />
              </Stack>
            </Fieldset>
          ))}
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('senses', { pos: '', definition: '', examples: '' })}
              disabled={form.values.senses.length >= 10}
            >
              {t('word.addSense')}
            </Button>
            <SaveCancelButtons gap="xs" onCancel={onClose} pending={add.isPending || update.isPending} />
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
