import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CoinCategory, isTeacher } from '@prepwell/contracts';
import { IconCoins, IconCrown, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyList, LoadError, QueryList } from '../../components/query-states.tsx';
import { useSession } from '../session/use-session.ts';
import { coinQueries, type TransactionFilter } from './coins.api.ts';
import { depositPath, EDUCATOR_PLANS_PATH, PLANS_PATH } from './coin-paths.ts';
import { useCoinLabels } from './coin-labels.ts';
import { parseWantedCoins } from './money.ts';
import { TransactionTable } from './transaction-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { TitledPage } from '../../components/titled-page.tsx';
import { pageCount } from '../../lib/paging.ts';

const ALL = 'all';

const filterFrom = (params: URLSearchParams): TransactionFilter => {
  const page = Number(params.get('page'));
  const category = CoinCategory.safeParse(params.get('category'));
  return { page: Number.isInteger(page) && page > 0 ? page : 1, category: category.success ? category.data : null };
};

/** /student/balance (students and teachers): the T-Coin balance, Deposit, and the transactions, 20 per page. */
export function BalanceScreen() {
  const { t } = useTranslation('coins');
  const labels = useCoinLabels();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const wanted = parseWantedCoins(params.get('t-coins'));
  const balance = useQuery(coinQueries.balance());
  const list = useQuery(coinQueries.transactions(filter));
  const data = list.data;
  const pages = data ? pageCount(data.total, data.per_page) : 1;
  const plansPath = user && isTeacher(user) ? EDUCATOR_PLANS_PATH : PLANS_PATH;

  const setFilter = (next: TransactionFilter) => {
    const out = new URLSearchParams(params);
    if (next.page > 1) out.set('page', String(next.page));
    else out.delete('page');
    if (next.category) out.set('category', next.category);
    else out.delete('category');
    setParams(out, { replace: next.page === filter.page });
  };

  return (
    <TitledPage size="lg" title={t('balance.title')}>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="md">
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={600} id="coin-balance-label">
              {t('balance.current')}
            </Text>
            {balance.isError ? (
              <LoadError error={balance.error} onRetry={() => void balance.refetch()} />
            ) : balance.data ? (
              <Group gap="xs" align="baseline" aria-labelledby="coin-balance-label" role="group">
                <IconCoins size={28} aria-hidden color="var(--mantine-color-yellow-8)" />
                <Text fz={40} fw={800} lh={1} data-testid="coin-balance">
                  {labels.number(balance.data.balance)}
                </Text>
                <Text fw={600}>{t('tcoins')}</Text>
              </Group>
            ) : (
              <Skeleton h={40} w={160} />
            )}
            {user?.is_pro && user.pro_expired_at && (
              <Group gap={4} mt={4}>
                <IconCrown size={16} aria-hidden color="#8a5a00" />
                <Text size="sm">{labels.proUntil(user.pro_expired_at)}</Text>
              </Group>
            )}
          </Stack>
          <Group gap="sm" wrap="wrap">
            <Button component={Link} to={plansPath} variant="default">
              {t('balance.plans')}
            </Button>
            <Button component={Link} to={depositPath(wanted)} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('balance.deposit')}
            </Button>
          </Group>
        </Group>
      </Card>

      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} fz="h3">
          {t('balance.transactions')}
        </Title>
        <SegmentedControl
          aria-label={t('balance.categoryFilter')}
          value={filter.category ?? ALL}
          onChange={(value) => setFilter({ page: 1, category: value === ALL ? null : (value as CoinCategory) })}
          data={[
            { value: ALL, label: t('balance.categories.all') },
            { value: 'income', label: t('balance.categories.income') },
            { value: 'expense', label: t('balance.categories.expense') },
          ]}
        />
      </Group>
      <QueryList
        query={list}
        empty={
          <EmptyList
            title={filter.category ? t('balance.emptyFiltered') : t('balance.empty')}
            action={
              <Button component={Link} to={depositPath(wanted)} variant="light" size="xs">
                {t('balance.deposit')}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
            <TransactionTable rows={data.data} />
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('balance.total', { count: data.total })}
              </Text>
              {pages > 1 && (
                <Pager
                  total={pages}
                  value={Math.min(filter.page, pages)}
                  onChange={(page) => setFilter({ ...filter, page })}
                />
              )}
            </Group>
          </Stack>
        )}
      </QueryList>
    </TitledPage>
  );
}
