import { Badge, Button, Container, Group, Image, Stack, Table, Text } from '@mantine/core';
import type { TenantAdminView } from '@prepwell/contracts';
import { IconCoins, IconPencil, IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { adminQueries } from './admin.api.ts';
import { CompanyDrawer } from './company-drawer.tsx';
import { AdminPointsModal } from '../company/admin-points-modal.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';

const dateOf = (iso: string, lang: string) => formatDate(iso, lang, 'numeric');

/** /super-admin/companies: every tenant, with a drawer to create or edit one. */
export function CompaniesScreen() {
  const { t, i18n } = useTranslation('admin');
  const tc = useTranslation('company').t;
  const { data: companies } = useSuspenseQuery(adminQueries.companies());
  const [editing, setEditing] = useState<TenantAdminView | null>(null);
  const [opened, setOpened] = useState(false);
  const [pointsOf, setPointsOf] = useState<TenantAdminView | null>(null);
  const open = (company: TenantAdminView | null) => {
    setEditing(company);
    setOpened(true);
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <PageTitle title={t('companies.title')} subtitle={t('companies.subtitle')} />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
            {t('companies.new')}
          </Button>
        </Group>
        <ListTable
          minWidth={760}
          highlightOnHover
          columns={7}
          isEmpty={companies.length === 0}
          empty={t('companies.empty')}
          head={
            <>
              <Table.Th>{t('companies.columns.name')}</Table.Th>
              <Table.Th>{t('companies.columns.slug')}</Table.Th>
              <Table.Th>{t('companies.columns.hosts')}</Table.Th>
              <Table.Th>{t('companies.columns.type')}</Table.Th>
              <Table.Th ta="right">{t('companies.columns.users')}</Table.Th>
              <Table.Th>{t('companies.columns.created')}</Table.Th>
              <Table.Th>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {t('companies.columns.actions')}
                </span>
              </Table.Th>
            </>
          }
        >
          {companies.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {c.icon ? (
                    <Image src={c.icon} alt="" w={24} h={24} fit="contain" />
                  ) : (
                    <span style={{ width: 24, height: 24, borderRadius: 6, background: c.theme_color }} aria-hidden />
                  )}
                  <Text fw={600}>{c.name}</Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text ff="monospace" size="sm" data-i18n-exempt>
                  {c.slug}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" data-i18n-exempt>
                  {c.host_names.join(', ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={c.isCompany ? 'brand' : 'gray'}>
                  {c.isCompany ? t('companies.isCompanyYes') : t('companies.isCompanyNo')}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(c.user_count, i18n.language)}</Table.Td>
              <Table.Td>{dateOf(c.created_at, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => open(c)}
                    aria-label={t('companies.edit', { name: c.name })}
                  >
                    {t('companies.editShort')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconCoins size={14} aria-hidden />}
                    onClick={() => setPointsOf(c)}
                    aria-label={tc('admin.pointsOf', { name: c.name })}
                  >
                    {tc('admin.points')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Stack>
      <CompanyDrawer opened={opened} company={editing} onClose={() => setOpened(false)} />
      {pointsOf && <AdminPointsModal company={pointsOf} onClose={() => setPointsOf(null)} />}
    </Container>
  );
}
