import { Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { notifyUnhandled } from '../../lib/notify.ts';
import { LoadError } from '../../components/query-states.tsx';
import { coinMutations, coinQueries } from './coins.api.ts';
import { purchaseCompletePath } from './coin-paths.ts';
import { OrderSummary } from './order-summary.tsx';
import { SandboxNotice } from './sandbox-label.tsx';
import { TitledPage } from '../../components/titled-page.tsx';

/** /checkout/sandbox/:orderId: the sandbox provider's checkout. Pay or Fail, then the purchase-complete page. */
export function SandboxCheckoutScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation('coins');
  const navigate = useNavigate();
  const client = useQueryClient();
  const order = useQuery(coinQueries.order(orderId));
  const pricing = useQuery(coinQueries.pricing());
  const outcome = useMutation(coinMutations.sandboxOutcome());
  const data = order.data;

  const settle = (result: 'paid' | 'failed') =>
    outcome.mutate(
      { orderId, outcome: result },
      {
        onSuccess: async () => {
          await client.invalidateQueries({ queryKey: coinQueries.order(orderId).queryKey });
          void navigate(purchaseCompletePath(orderId), { replace: true });
        },
        onError: notifyUnhandled,
      },
    );

  if (data && data.status !== 'pending' && !outcome.isPending && !outcome.isSuccess)
    return <Navigate to={purchaseCompletePath(orderId)} replace />;

  return (
    <TitledPage size="sm" title={t('sandbox.title')}>
      <SandboxNotice />
      {order.isError ? (
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      ) : !data ? (
        <Skeleton h={200} />
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="lg">
            <Title order={2} fz="h4">
              {t('summary.title')}
            </Title>
            <OrderSummary order={data} feePercent={pricing.data?.card_fee_percent ?? null} />
            <Group justify="flex-end" wrap="wrap">
              <Button
                variant="default"
                color="red"
                loading={outcome.isPending && outcome.variables.outcome === 'failed'}
                disabled={outcome.isPending}
                onClick={() => settle('failed')}
              >
                {t('sandbox.fail')}
              </Button>
              <Button
                loading={outcome.isPending && outcome.variables.outcome === 'paid'}
                disabled={outcome.isPending}
                onClick={() => settle('paid')}
              >
                {t('sandbox.pay')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </TitledPage>
  );
}
