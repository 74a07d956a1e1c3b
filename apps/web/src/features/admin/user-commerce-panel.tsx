import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ProfileView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, notifyError, notifySuccess } from '../../lib/notify.ts';
import { formatDateTime, formatDay, formatNumber } from '../../lib/format.ts';
import { RefundsSection, RewardButton } from '../back-office/coin-actions.tsx';
import { CoinAdjustModal } from './coin-adjust-modal.tsx';
import { commerceMutations, commerceQueries, refreshCommerce } from './commerce-admin.api.ts';
import { TransactionLogTable } from './transaction-log-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { pagesOf } from '../../lib/paging.ts';

const calendar = (isoDate: string, lang: string) => formatDay(isoDate, lang, 'long');

/** The user's T-Coins: balance, Give / Deduct, and their transactions (20 a page). */
function CoinsSection({ user }: { user: { id: string; name: string } }) {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [adjusting, setAdjusting] = useState<'give' | 'deduct' | null>(null);
  const logs = useQuery(commerceQueries.userLogs(user.id, page));
  const first = useQuery({ ...commerceQueries.userLogs(user.id, 1), enabled: page !== 1 });
  const newest = (page === 1 ? logs.data : first.data)?.data[0];
  const balance = newest ? newest.balance_after : logs.data && page === 1 ? 0 : undefined;
  const pages = pagesOf(logs.data);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="user-coins-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Title order={2} fz="h4" id="user-coins-title">
              {t('commerce.coins.title')}
            </Title>
            {balance !== undefined && (
              <Text>
                {t('commerce.coins.balance')}:{' '}
                <Text span fw={700}>
                  {t('commerce.coins.balanceValue', {
                    count: balance,
                    formatted: formatNumber(balance, i18n.language),
                  })}
                </Text>
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Button onClick={() => setAdjusting('give')}>{t('commerce.coins.give')}</Button>
            <Button variant="light" color="red" onClick={() => setAdjusting('deduct')}>
              {t('commerce.coins.deduct')}
            </Button>
            {/* Issue 20: a T-Coin Reward (its own transaction type). */}
            <RewardButton user={user} />
          </Group>
        </Group>
        <Title order={3} fz="h5">
          {t('commerce.coins.transactions')}
        </Title>
        <TransactionLogTable rows={logs.data?.data ?? []} showUser={false} busy={logs.isFetching} />
        {pages > 1 && <Pager total={pages} value={page} onChange={setPage} />}
      </Stack>
      {adjusting && (
        <CoinAdjustModal key={adjusting} user={user} direction={adjusting} onClose={() => setAdjusting(null)} />
      )}
    </Paper>
  );
}

/** Pro: the expiry (a date in the business time zone), set it or remove it; each action has its own Idempotency-Key. */
function ProSection({ user, proExpiredAt }: { user: { id: string; name: string }; proExpiredAt: string | null }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const client = useQueryClient();
  const [date, setDate] = useState(proExpiredAt?.slice(0, 10) ?? '');
  const setExpiry = useMutation(commerceMutations.setProExpiry(user.id));
  const remove = useMutation(commerceMutations.removePro(user.id));
  const today = new Date().toISOString().slice(0, 10);
  const active = !!proExpiredAt && proExpiredAt.slice(0, 10) >= today;
  const done = async (message: string) => {
    notifySuccess(message);
    await refreshCommerce(client, user.id);
  };

  const confirmSet = () =>
    modals.openConfirmModal({
      title: t('commerce.pro.set'),
      children: <Text>{t('commerce.pro.confirmSet', { name: user.name, date: calendar(date, lang) })}</Text>,
      labels: { confirm: t('commerce.coins.confirm'), cancel: t('commerce.coins.cancel') },
      onConfirm: () =>
        setExpiry.mutate(
          { key: crypto.randomUUID(), date },
          {
            onSuccess: (r) =>
              void done(t('commerce.pro.saved', { date: r.pro_expired_at ? calendar(r.pro_expired_at, lang) : '' })),
            onError: (e) => notifyError(errorMessageOf(e)),
          },
        ),
    });
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('commerce.pro.remove'),
      children: <Text>{t('commerce.pro.confirmRemove', { name: user.name })}</Text>,
      labels: { confirm: t('commerce.coins.confirm'), cancel: t('commerce.coins.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { key: crypto.randomUUID() },
          { onSuccess: () => void done(t('commerce.pro.removed')), onError: (e) => notifyError(errorMessageOf(e)) },
        ),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="user-pro-title">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz="h4" id="user-pro-title">
            {t('commerce.pro.title')}
          </Title>
          <Badge color={active ? 'yellow' : 'gray'} variant={active ? 'filled' : 'light'}>
            {proExpiredAt
              ? t(active ? 'commerce.pro.until' : 'commerce.pro.expired', { date: calendar(proExpiredAt, lang) })
              : t('commerce.pro.none')}
          </Badge>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('commerce.pro.expiry')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            w={200}
          />
          <Button onClick={confirmSet} disabled={!/^\d{4}-\d{2}-\d{2}$/.test(date)} loading={setExpiry.isPending}>
            {t('commerce.pro.set')}
          </Button>
          <Button
            variant="light"
            color="red"
            onClick={confirmRemove}
            disabled={!proExpiredAt}
            loading={remove.isPending}
          >
            {t('commerce.pro.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The Pro periods granted to the user (GET /api/users/:id/subscriptions). */
function SubscriptionsSection({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const list = useQuery(commerceQueries.subscriptions(userId));
  const rows = list.data ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="user-subscriptions-title">
      <Title order={2} fz="h4" id="user-subscriptions-title" mb="sm">
        {t('commerce.subscriptions.title')}
      </Title>
      {list.isError && <Text c="red">{errorMessageOf(list.error)}</Text>}
      {list.data && rows.length === 0 && <Text c="dimmed">{t('commerce.subscriptions.empty')}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('commerce.subscriptions.date')}</Table.Th>
                <Table.Th>{t('commerce.subscriptions.source')}</Table.Th>
                <Table.Th>{t('commerce.subscriptions.months')}</Table.Th>
                <Table.Th>{t('commerce.subscriptions.previous')}</Table.Th>
                <Table.Th>{t('commerce.subscriptions.next')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{formatDateTime(s.created_at, i18n.language)}</Table.Td>
                  <Table.Td>{t(`commerce.subscriptions.sources.${s.source}`)}</Table.Td>
                  <Table.Td>
                    {s.months === null
                      ? t('commerce.subscriptions.none')
                      : s.months === 0
                        ? t('commerce.subscriptions.lifetime')
                        : t('commerce.subscriptions.monthsValue', { count: s.months })}
                  </Table.Td>
                  <Table.Td>
                    {s.previous_expiry ? calendar(s.previous_expiry, lang) : t('commerce.subscriptions.none')}
                  </Table.Td>
                  <Table.Td>{s.new_expiry ? calendar(s.new_expiry, lang) : t('commerce.subscriptions.none')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

/** On /user/:uid: the user's coins, Pro and subscriptions, for the admins the API lets manage them. */
export function UserCommercePanel({ profile, name }: { profile: ProfileView; name: string }) {
  const user = { id: profile.id, name };
  return (
    <Stack gap="lg">
      <CoinsSection user={user} />
      <RefundsSection user={user} />
      <ProSection key={profile.pro_expired_at ?? ''} user={user} proExpiredAt={profile.pro_expired_at} />
      <SubscriptionsSection userId={profile.id} />
    </Stack>
  );
}
