import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ClassDetail } from '@prepwell/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/notify.ts';
import { classMutations, classQueries } from './classes.api.ts';

/** Whoever may delete the class (its owner, company admins; not a co-teacher — classes.policy). */
export const canDelete = (detail: Pick<ClassDetail, 'my_role'>): boolean =>
  detail.my_role === 'owner' || detail.my_role === 'admin';

/** Deleting a class, after a confirmation naming it. A class whose coins have history is kept (the server says so). */
export function ClassDeleteSection({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation(classMutations.remove(detail.id));
  const confirm = () =>
    modals.openConfirmModal({
      title: t('delete.title', { name: detail.name }),
      children: t('delete.body'),
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: async () => {
            notifySuccess(t('delete.done', { name: detail.name }));
            client.removeQueries({ queryKey: classQueries.one(detail.id) });
            await client.invalidateQueries({ queryKey: [...classQueries.all(), 'list'] });
            await navigate('/classes/list');
          },
        }),
    });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="class-delete-title">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} fz="md" id="class-delete-title">
            {t('delete.heading')}
          </Title>
          <Text fz="sm" c="gray.7">
            {t('delete.hint')}
          </Text>
        </Stack>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.isPending}
          onClick={confirm}
        >
          {t('delete.button')}
        </Button>
      </Group>
    </Paper>
  );
}
