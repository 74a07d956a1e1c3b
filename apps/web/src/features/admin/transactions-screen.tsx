import { Container, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { CoinCategory, CoinTransactionType } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserIdInput } from '../../lib/user-id-input.ts';
import { adminQueries } from './admin.api.ts';
import { commerceQueries, type TransactionLogFilter } from './commerce-admin.api.ts';
import { TransactionLogTable } from './transaction-log-table.tsx';
import { PageFooter } from '../../components/pager.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { pagesOf } from '../../lib/paging.ts';

const PAGE_SIZE = 20;

/** /super-admin/transactions — every T-Coin movement, filtered by category, type, organization and user, 20 a page. */
export function TransactionsScreen() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<TransactionLogFilter>({
    page: 1,
    category: null,
    type: null,
    tenant: null,
    user_id: null,
  });
  const companies = useQuery(adminQueries.companies());
  const logs = useQuery(commerceQueries.logs(filter));
  const change = (patch: Partial<TransactionLogFilter>) =>
    setFilter((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const user = useUserIdInput((user_id) => change({ user_id }), t('commerce.logs.userInvalid'));
  const pages = pagesOf(logs.data, PAGE_SIZE);
  const all = { value: '', label: t('commerce.logs.all') };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('commerce.logs.title')} subtitle={t('commerce.logs.subtitle')} />
        <Paper withBorder p="md" radius="md">
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Select
              label={t('commerce.logs.category')}
              data={[all, ...CoinCategory.options.map((c) => ({ value: c, label: t(`commerce.categories.${c}`) }))]}
              value={filter.category ?? ''}
              onChange={(v) => change({ category: CoinCategory.safeParse(v).data ?? null })}
              allowDeselect={false}
              w={160}
            />
            <Select
              label={t('commerce.logs.type')}
              data={[all, ...CoinTransactionType.options.map((c) => ({ value: c, label: t(`commerce.types.${c}`) }))]}
              value={filter.type ?? ''}
              onChange={(v) => change({ type: CoinTransactionType.safeParse(v).data ?? null })}
              allowDeselect={false}
              w={210}
            />
            <Select
              label={t('commerce.logs.tenant')}
              data={[
                { value: '', label: t('commerce.logs.allTenants') },
                ...(companies.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
              ]}
              value={filter.tenant ?? ''}
              onChange={(v) => change({ tenant: v || null })}
              allowDeselect={false}
              searchable
              w={220}
            />
            <TextInput
              label={t('commerce.logs.user')}
              value={user.value}
              error={user.error}
              onChange={(e) => user.change(e.currentTarget.value)}
              w={340}
            />
          </Group>
        </Paper>
        <Paper withBorder radius="md">
          <TransactionLogTable rows={logs.data?.data ?? []} showUser busy={logs.isFetching} />
        </Paper>
        <PageFooter
          summary={logs.data ? t('commerce.logs.total', { total: logs.data.total }) : ''}
          total={pages}
          value={filter.page}
          onChange={(page) => change({ page })}
        />
      </Stack>
    </Container>
  );
}
