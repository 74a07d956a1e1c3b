import { ActionIcon, Button, Group, Stack, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ClassDetail, MaterialView } from '@prepwell/contracts';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIconButton } from '../../components/remove-icon-button.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { classMutations, classQueries, refreshClass } from './classes.api.ts';
import { MaterialItem } from './material-item.tsx';
import { MaterialForm } from './material-form.tsx';
import { MaterialGroups } from './material-groups.tsx';
import { categoriesOf, moveMaterial } from './materials.ts';
import { AppModal } from '../../components/app-modal.tsx';

/** /classes/:id/edit/materials: materials by category — add (link or file), edit, delete, move up and down. */
export function ClassMaterialsEditor({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const client = useQueryClient();
  const materials = useQuery(classQueries.materials(detail.id));
  const [editing, setEditing] = useState<MaterialView | 'new' | null>(null);
  const reorder = useMutation(classMutations.reorderMaterials(detail.id));
  const remove = useMutation(classMutations.deleteMaterial(detail.id));
  const list = materials.data ?? [];

  const move = (m: MaterialView, direction: 'up' | 'down') => {
    const ids = moveMaterial(list, m.id, direction);
    if (!ids) return;
    reorder.mutate(ids, { onSettled: () => refreshClass(client, detail.id) });
  };
  const confirmDelete = (m: MaterialView) =>
    modals.openConfirmModal({
      title: t('materials.deleteTitle', { title: m.title }),
      children: t('materials.deleteBody'),
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(m.id, {
          onSuccess: async () => {
            notifySuccess(t('materials.deleted'));
            await refreshClass(client, detail.id);
          },
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t('materials.heading', { count: list.length })}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('materials.addButton')}
        </Button>
      </Group>
      <MaterialGroups
        materials={materials}
        headingOrder={3}
        item={(m, index, items) => (
          <Group
            component="li"
            key={m.id}
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            data-testid="material-row"
          >
            <MaterialItem material={m} />
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                disabled={index === 0 || reorder.isPending}
                aria-label={t('materials.moveUp', { title: m.title })}
                onClick={() => move(m, 'up')}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={index === items.length - 1 || reorder.isPending}
                aria-label={t('materials.moveDown', { title: m.title })}
                onClick={() => move(m, 'down')}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('materials.edit', { title: m.title })}
                onClick={() => setEditing(m)}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <RemoveIconButton label={t('materials.delete', { title: m.title })} onClick={() => confirmDelete(m)} />
            </Group>
          </Group>
        )}
      />
      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('materials.addTitle') : t('materials.editTitle')}
        size="lg"
      >
        {editing !== null && (
          <MaterialForm
            key={editing === 'new' ? 'new' : editing.id}
            classId={detail.id}
            material={editing === 'new' ? null : editing}
            categories={categoriesOf(list)}
            onDone={() => setEditing(null)}
          />
        )}
      </AppModal>
    </Stack>
  );
}
