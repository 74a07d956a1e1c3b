import { Alert, Button, Card, Container, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { HOME_PATH, homeAreaOf, type OrderView } from '@prepwell/contracts';
import { IconCircleCheck, IconCircleX, IconCrown } from '@tabler/icons-react';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/query-states.tsx';
import { sessionQueries } from '../session/session.api.ts';
import { useSession } from '../session/use-session.ts';
import { coinQueries, refreshCoins } from './coins.api.ts';
import { BALANCE_PATH, DEPOSIT_PATH, PLANS_PATH, sandboxCheckoutPath } from './coin-paths.ts';
import { isLifetime, useCoinLabels } from './coin-labels.ts';
import { OrderInstructions } from './order-instructions.tsx';
import { OrderSummary } from './order-summary.tsx';
import { SandboxNotice } from './sandbox-label.tsx';

/** Where a paid order's page leads next, and where a failed one tries again, by what the order pays for. */
const AFTER_PAYMENT = { session: '/my-courses', tuition: '/tuition-bills' } as const;
const RETRY_PATH: Record<OrderView['kind'], string> = {
  coins: DEPOSIT_PATH,
  pro: PLANS_PATH,
  ...AFTER_PAYMENT,
};

/** How often a pending order is asked again: soon after a checkout, slowly while an ATM/store payment is awaited. */
export const pollIntervalOf = (order: OrderView | undefined, polls: number): number | false => {
  if (!order) return false;
  if (order.status !== 'pending') return false;
  if (order.instructions && Object.keys(order.instructions).length > 0) return 15_000;
  return polls < 30 ? 2_000 : polls < 60 ? 10_000 : false;
};

/** /purchase-complete/:orderId: waits for the payment to settle, then says what it bought (spec §8 "purchase complete"). */
export function PurchaseCompleteScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation('coins');
  const labels = useCoinLabels();
  const client = useQueryClient();
  const { user } = useSession();
  const order = useQuery({
    ...coinQueries.order(orderId),
    refetchInterval: (q) => pollIntervalOf(q.state.data, q.state.dataUpdateCount),
  });
  const data = order.data;
  const paid = data?.status === 'paid';
  const balance = useQuery({ ...coinQueries.balance(), enabled: paid && data.kind === 'coins' });
  const refreshed = useRef(false);
  const meFetching = useIsFetching({ queryKey: sessionQueries.me().queryKey }) > 0;

  // Once paid: the balance moved (coins) or the Pro date did (the header's crown follows the session user).
  useEffect(() => {
    if (!paid || refreshed.current) return;
    refreshed.current = true;
    void refreshCoins(client);
    if (data.kind === 'pro') void client.invalidateQueries({ queryKey: sessionQueries.me().queryKey });
  }, [paid, data, client]);

  const home = user ? HOME_PATH[homeAreaOf(user)] : '/';
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        {order.isError ? (
          <LoadError error={order.error} onRetry={() => void order.refetch()} />
        ) : !data ? (
          <Skeleton h={240} />
        ) : data.status === 'paid' ? (
          <Card withBorder radius="md" padding="xl">
            <Stack gap="md" align="center" ta="center">
              <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden />
              <Title order={1} fz="h2">
                {t('complete.title')}
              </Title>
              {data.kind === 'session' || data.kind === 'tuition' ? (
                <Text role="status">{t(`complete.${data.kind}`)}</Text>
              ) : data.kind === 'coins' ? (
                <Text role="status">
                  {t('complete.coins', { coins: labels.number(data.coins ?? 0) })}{' '}
                  {balance.data ? t('complete.newBalance', { balance: labels.number(balance.data.balance) }) : ''}
                </Text>
              ) : (
                <Group gap="xs" justify="center" role="status">
                  <IconCrown size={20} color="#8a5a00" aria-hidden />
                  <Text>
                    {user?.is_pro && user.pro_expired_at && !meFetching
                      ? isLifetime(user.pro_expired_at)
                        ? t('complete.proForLife')
                        : t('complete.proUntil', { date: labels.calendarDate(user.pro_expired_at) })
                      : t('complete.pro')}
                  </Text>
                </Group>
              )}
              <Group justify="center" wrap="wrap">
                {data.kind === 'session' || data.kind === 'tuition' ? (
                  <Button component={Link} to={AFTER_PAYMENT[data.kind]}>
                    {t(`complete.${data.kind}Next`)}
                  </Button>
                ) : data.kind === 'coins' ? (
                  <Button component={Link} to={BALANCE_PATH}>
                    {t('complete.toBalance')}
                  </Button>
                ) : (
                  <Button component={Link} to={home}>
                    {t('complete.startPractising')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        ) : data.status === 'pending' ? (
          <>
            <Title order={1} fz="h2">
              {t('complete.waitingTitle')}
            </Title>
            {data.provider === 'sandbox' && <SandboxNotice />}
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text>{data.instructions ? t('complete.waitingInstructions') : t('complete.waiting')}</Text>
            </Group>
            <OrderInstructions order={data} />
            <Card withBorder radius="md" padding="lg">
              <OrderSummary order={data} feePercent={null} />
            </Card>
            <Group justify="flex-end" wrap="wrap">
              <Button variant="default" onClick={() => void order.refetch()}>
                {t('complete.check')}
              </Button>
              {data.provider === 'sandbox' && (
                <Button component={Link} to={sandboxCheckoutPath(data.id)}>
                  {t('sandbox.simulate')}
                </Button>
              )}
            </Group>
          </>
        ) : (
          <Card withBorder radius="md" padding="xl">
            <Stack gap="md" align="center" ta="center">
              <IconCircleX size={48} color="var(--mantine-color-red-7)" aria-hidden />
              <Title order={1} fz="h2">
                {data.status === 'cancelled' ? t('complete.cancelledTitle') : t('complete.failedTitle')}
              </Title>
              <Alert color="red" variant="light" w="100%">
                {t('complete.failedBody')}
              </Alert>
              <Button component={Link} to={RETRY_PATH[data.kind]}>
                {t('complete.tryAgain')}
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
