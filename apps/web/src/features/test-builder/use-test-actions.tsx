import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ExamKind, TestWriteResult } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, notifyError, notifySuccess } from '../../lib/notify.ts';
import { refreshTests, testBuilderMutations, testBuilderQueries } from './test-builder.api.ts';

export interface ActionTarget {
  id: string;
  title: string;
  kind: ExamKind;
}

/**
 * The management actions of spec §4 (publish, move to drafts, duplicate, delete with a confirmation),
 * shared by the list and the builder. Each says how it went in a notification; a refusal shows the
 * server's localized message (`exam_attempt`, `practice_exam_has_taken`, …).
 */
export function useTestActions(
  options: { onDuplicated?: (copy: TestWriteResult) => void; onDeleted?: () => void } = {},
) {
  const { t } = useTranslation('testBuilder');
  const client = useQueryClient();
  const publish = useMutation(testBuilderMutations.publish());
  const draft = useMutation(testBuilderMutations.draft());
  const duplicate = useMutation(testBuilderMutations.duplicate());
  const remove = useMutation(testBuilderMutations.remove());
  const failed = (error: unknown) => notifyError(errorMessageOf(error));

  return {
    busy: publish.isPending || draft.isPending || duplicate.isPending || remove.isPending,
    publish: (test: ActionTarget) =>
      publish.mutate(test.id, {
        onSuccess: async (saved) => {
          await refreshTests(client, saved);
          notifySuccess(t('actions.publishedNotice', { title: saved.title }));
        },
        onError: failed,
      }),
    draft: (test: ActionTarget) =>
      draft.mutate(test.id, {
        onSuccess: async (saved) => {
          await refreshTests(client, saved);
          notifySuccess(t('actions.draftedNotice', { title: saved.title }));
        },
        onError: failed,
      }),
    duplicate: (test: ActionTarget) =>
      duplicate.mutate(test.id, {
        onSuccess: async (copy) => {
          await refreshTests(client, copy);
          notifySuccess(t('actions.duplicatedNotice', { title: copy.title }));
          options.onDuplicated?.(copy);
        },
        onError: failed,
      }),
    remove: (test: ActionTarget) =>
      modals.openConfirmModal({
        title: t('delete.title'),
        children: <Text size="sm">{t('delete.body', { title: test.title })}</Text>,
        labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove.mutate(test.id, {
            onSuccess: async () => {
              client.removeQueries({ queryKey: testBuilderQueries.structure(test.id).queryKey });
              await refreshTests(client);
              notifySuccess(t('actions.deletedNotice', { title: test.title }));
              options.onDeleted?.();
            },
            onError: failed,
          }),
      }),
  };
}
