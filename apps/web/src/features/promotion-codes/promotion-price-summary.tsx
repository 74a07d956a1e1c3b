import { Group, Stack, Text } from '@mantine/core';
import type { PromotionQuote } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../lib/format.ts';

/** The price with an applied code: price, the discount, the card fee on the lower price, the total, any bonus. */
export function PromotionPriceSummary({ quote, feePercent }: { quote: PromotionQuote; feePercent: number }) {
  const { t, i18n } = useTranslation('promotionCodes');
  const money = (amount: number) => formatMoney(amount, quote.currency, i18n.language);
  const line = (label: string, value: string, testId?: string) => (
    <Group justify="space-between">
      <Text component="dt">{label}</Text>
      <Text component="dd" m={0} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} component="dl" m={0} aria-label={t('summary.label')}>
      {line(t('summary.price'), money(quote.price))}
      {quote.discount > 0 &&
        line(t('summary.discount', { code: quote.code }), `−${money(quote.discount)}`, 'promotion-discount')}
      {quote.fee > 0 && line(t('summary.cardFee', { percent: feePercent }), money(quote.fee))}
      {quote.bonus_coins > 0 &&
        line(
          t('summary.bonus', { code: quote.code }),
          t('summary.bonusCoins', {
            count: quote.bonus_coins,
            formatted: formatNumber(quote.bonus_coins, i18n.language),
          }),
          'promotion-bonus',
        )}
      <Group justify="space-between" pt={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Text component="dt" fw={700}>
          {t('summary.total')}
        </Text>
        <Text component="dd" m={0} fw={800} fz="lg" data-testid="order-total">
          {money(quote.total)}
        </Text>
      </Group>
    </Stack>
  );
}
