import { ActionIcon, Badge, Button, Container, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isLang, promotionTextIn, type HousePromotionView } from '@prepwell/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { RemoveIconButton } from '../../components/remove-icon-button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { bannerMutations, bannerQueries, refreshPromotions } from './banners.api.ts';
import { PromotionFormModal } from './promotion-form-modal.tsx';

type Editing = { promotion?: HousePromotionView } | null;

/** /educator/company/promotions — the tenant's house promotions, for its company admins and super admins. */
export function PromotionsAdminScreen() {
  const { t, i18n } = useTranslation('banners');
  const client = useQueryClient();
  const { data } = useSuspenseQuery(bannerQueries.admin());
  const remove = useMutation(bannerMutations.remove());
  const [editing, setEditing] = useState<Editing>(null);
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const shown = (p: HousePromotionView) =>
    p.starts_at && p.ends_at
      ? t('admin.between', { from: when(p.starts_at), to: when(p.ends_at) })
      : p.starts_at
        ? t('admin.from', { date: when(p.starts_at) })
        : p.ends_at
          ? t('admin.until', { date: when(p.ends_at) })
          : t('admin.always');
  const confirmDelete = (p: HousePromotionView) => {
    const title = promotionTextIn(p.title, lang);
    modals.openConfirmModal({
      title: t('admin.deleteTitle'),
      children: t('admin.deleteBody', { title }),
      labels: { confirm: t('admin.confirmDelete'), cancel: t('admin.cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('admin.close') },
      onConfirm: () =>
        remove.mutate(p.id, {
          onSuccess: async () => {
            notifySuccess(t('admin.deleted'));
            await refreshPromotions(client);
          },
        }),
    });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
            {t('admin.new')}
          </Button>
        </Group>
        <ListTable
          minWidth={720}
          columns={5}
          isEmpty={data.data.length === 0}
          empty={t('admin.empty')}
          head={
            <>
              <Table.Th>{t('admin.columns.title')}</Table.Th>
              <Table.Th>{t('admin.columns.kind')}</Table.Th>
              <Table.Th>{t('admin.columns.status')}</Table.Th>
              <Table.Th>{t('admin.columns.dates')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('admin.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </>
          }
        >
          {data.data.map((p) => {
            const title = promotionTextIn(p.title, lang);
            return (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Text fw={600}>{title}</Text>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {promotionTextIn(p.body, lang)}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`promotion.kinds.${p.kind}`)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={p.active ? 'green' : 'gray'} c="var(--mantine-color-text)">
                    {p.active ? t('admin.active') : t('admin.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>{shown(p)}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('admin.editOne', { title })}
                      onClick={() => setEditing({ promotion: p })}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <RemoveIconButton label={t('admin.deleteOne', { title })} onClick={() => confirmDelete(p)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ListTable>
      </Stack>
      {editing && (
        <PromotionFormModal
          key={editing.promotion?.id ?? 'new'}
          opened
          onClose={() => setEditing(null)}
          {...(editing.promotion ? { promotion: editing.promotion } : {})}
        />
      )}
    </Container>
  );
}
