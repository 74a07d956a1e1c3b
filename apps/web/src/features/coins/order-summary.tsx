import { Badge, Group, Stack, Text } from '@mantine/core';
import type { OrderView } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { useCoinLabels } from './coin-labels.ts';
import { PriceSummary } from './price-summary.tsx';

const STATUS_COLOR = { pending: 'yellow', paid: 'green', failed: 'red', cancelled: 'gray' } as const;

/** What an order buys, how it is paid, and the server's own price, fee and total. */
export function OrderSummary({ order, feePercent }: { order: OrderView; feePercent: number | null }) {
  const { t } = useTranslation('coins');
  const { t: tp } = useTranslation('promotionCodes');
  const labels = useCoinLabels();
  const percent = feePercent ?? (order.price > 0 ? Math.round((order.fee / order.price) * 1000) / 10 : 0);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text fw={700}>{labels.orderItem(order)}</Text>
        <Badge color={STATUS_COLOR[order.status]} variant="light" c={order.status === 'pending' ? 'dark.7' : undefined}>
          {t(`orders.status.${order.status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('orders.paidWith', { method: labels.method(order.method) })}
      </Text>
      <PriceSummary
        lines={{ price: order.price, fee: order.fee, total: order.total }}
        currency={order.currency}
        feePercent={percent}
        discount={order.discount > 0 ? { label: tp('summary.discountOrder'), amount: order.discount } : undefined}
      />
    </Stack>
  );
}
