import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PaymentMethod, PlanOffer, PromotionQuote } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { useCoinLabels } from './coin-labels.ts';
import { planPriceView, priceLines } from './money.ts';
import { PromotionPriceSummary } from '../promotion-codes/promotion-price-summary.tsx';

export interface PlanCardProps {
  plan: PlanOffer;
  currency: string;
  method: PaymentMethod;
  feePercent: number;
  now: Date;
  /** The user is Pro already: the plan extends it. */
  extend: boolean;
  signedIn: boolean;
  busy: boolean;
  /** Issue 17: the applied promotion code's quote on this plan (the price with the discount, before paying). */
  promotion?: PromotionQuote | undefined;
  /** A code is applied but not (yet) accepted for this plan: Buy waits (or the buyer removes the code). */
  blocked?: boolean;
  onBuy: () => void;
}

/** One Pro plan: list price struck through while a discount runs, when it ends, the card fee, Buy/Extend. */
export function PlanCard({
  plan,
  currency,
  method,
  feePercent,
  now,
  extend,
  signedIn,
  busy,
  promotion,
  blocked = false,
  onBuy,
}: PlanCardProps) {
  const { t } = useTranslation('coins');
  const labels = useCoinLabels();
  const view = planPriceView(plan, now);
  const lines = priceLines(view.final, method, feePercent, currency);
  const name = labels.plan(plan.months);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`plan-${plan.months}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="h4" id={`plan-${plan.months}`}>
            {name}
          </Title>
          {view.onSale && (
            <Badge color="red" variant="filled">
              {t('plans.off', { percent: view.percent })}
            </Badge>
          )}
        </Group>
        <Group gap="xs" align="baseline" wrap="wrap">
          {view.onSale && (
            <Text
              td="line-through"
              c="dimmed"
              aria-label={t('plans.listPrice', { price: labels.money(view.list, currency) })}
            >
              {labels.money(view.list, currency)}
            </Text>
          )}
          <Text fz={28} fw={800} lh={1.1}>
            {labels.money(view.final, currency)}
          </Text>
        </Group>
        {view.onSale && view.endsAt && (
          <Text size="sm" c="red.9">
            {t('plans.endsAt', { date: labels.dateTime(view.endsAt) })}
          </Text>
        )}
        {promotion ? (
          <PromotionPriceSummary quote={promotion} feePercent={feePercent} />
        ) : (
          lines.fee > 0 && (
            <Text size="xs" c="dimmed">
              {t('plans.withFee', {
                fee: labels.money(lines.fee, currency),
                total: labels.money(lines.total, currency),
              })}
            </Text>
          )
        )}
        <Button
          mt="auto"
          loading={busy}
          disabled={blocked}
          onClick={onBuy}
          aria-label={
            signedIn
              ? extend
                ? t('plans.extendPlan', { plan: name })
                : t('plans.buyPlan', { plan: name })
              : t('plans.loginToBuyPlan', { plan: name })
          }
        >
          {signedIn ? (extend ? t('plans.extend') : t('plans.buy')) : t('plans.loginToBuy')}
        </Button>
      </Stack>
    </Card>
  );
}
