import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCoinLabels } from './coin-labels.ts';
import type { PriceLines } from './money.ts';

/** Price, the card fee as its own line (spec §9), and the total. */
export function PriceSummary({
  lines,
  currency,
  feePercent,
}: {
  lines: PriceLines;
  currency: string;
  feePercent: number;
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
