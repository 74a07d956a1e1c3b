import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCoinLabels } from './coin-labels.ts';
import type { PriceLines } from './money.ts';

/** Price, the card fee as its own line (spec §9), and the total. */
export function PriceSummary({
  lines,
  currency,
  feePercent,
  discount,
}: {
  lines: PriceLines;
  currency: string;
  feePercent: number;
  /** A promotion code's discount on a placed order (issue 17), shown after the price. */
  discount?: { label: string; amount: number } | undefined;
}) {
  const { t } = useTranslation('coins');
  const labels = useCoinLabels();
  return (
    <Stack gap={6} component="dl" m={0} aria-label={t('summary.label')}>
      <Group justify="space-between">
        <Text component="dt">{t('summary.price')}</Text>
        <Text component="dd" m={0}>
          {labels.money(lines.price, currency)}
        </Text>
      </Group>
      {discount && discount.amount > 0 && (
        <Group justify="space-between">
          <Text component="dt">{discount.label}</Text>
          <Text component="dd" m={0} data-testid="order-discount">
            −{labels.money(discount.amount, currency)}
          </Text>
        </Group>
      )}
      {lines.fee > 0 && (
        <Group justify="space-between">
          <Text component="dt">{t('summary.cardFee', { percent: feePercent })}</Text>
          <Text component="dd" m={0}>
            {labels.money(lines.fee, currency)}
          </Text>
        </Group>
      )}
      <Group justify="space-between" pt={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Text component="dt" fw={700}>
          {t('summary.total')}
        </Text>
        <Text component="dd" m={0} fw={800} fz="lg" data-testid="order-total">
          {labels.money(lines.total, currency)}
        </Text>
      </Group>
    </Stack>
  );
}
