import { Alert, Button, Card, Container, Group, Radio, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PaymentMethod } from '@prepwell/contracts';
import { IconCoins } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/query-states.tsx';
import { coinQueries } from './coins.api.ts';
import { BALANCE_PATH } from './coin-paths.ts';
import { useCoinLabels } from './coin-labels.ts';
import { MethodPicker } from './method-picker.tsx';
import { packForCoins, parseWantedCoins, priceLines } from './money.ts';
import { PriceSummary } from './price-summary.tsx';
import { SandboxNotice } from './sandbox-label.tsx';
import { usePlaceOrder } from './use-place-order.ts';
import { BackLink } from '../../components/page-with-back.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PromotionCodeField } from '../promotion-codes/promotion-code-field.tsx';
import { PromotionPriceSummary } from '../promotion-codes/promotion-price-summary.tsx';
import { promotionFieldOf, usePromotionQuote } from '../promotion-codes/use-promotion-quote.ts';

/** /deposit: the tenant's coin packs, the payment method, the card fee and total, then Pay. */
export function DepositScreen() {
  const { t } = useTranslation('coins');
  const labels = useCoinLabels();
  const [params] = useSearchParams();
  const wanted = parseWantedCoins(params.get('t-coins'));
  const pricing = useQuery(coinQueries.pricing());
  const balance = useQuery(coinQueries.balance());
  const { place, placing } = usePlaceOrder();
  const [chosenCoins, setChosenCoins] = useState<number | null>(null);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(null);

  const data = pricing.data;
  const packs = data ? [...data.coin_packs].sort((a, b) => a.coins - b.coins) : [];
  const pack = packs.find((p) => p.coins === chosenCoins) ?? packForCoins(packs, wanted) ?? packs[0] ?? null;
  const method: PaymentMethod | null =
    chosenMethod && data?.methods.includes(chosenMethod) ? chosenMethod : (data?.methods[0] ?? null);
  // Issue 17: a promotion code, quoted for the pack and method chosen before paying.
  const [promotion, setPromotion] = useState<string | null>(null);
  const quote = usePromotionQuote(pack && method ? { kind: 'coins', coins: pack.coins, method } : null, promotion);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackLink to={BALANCE_PATH} label={t('deposit.back')} />
        <PageTitle
          title={t('deposit.title')}
          subtitle={
            balance.data
              ? t('deposit.balance', { balance: labels.number(balance.data.balance) })
              : t('deposit.subtitle')
          }
        />
        {pricing.isError ? (
          <LoadError error={pricing.error} onRetry={() => void pricing.refetch()} />
        ) : !data ? (
          <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton h={120} />
            <Skeleton h={100} />
          </Stack>
        ) : packs.length === 0 || !method ? (
          <Alert color="gray" title={t('deposit.unavailable')} />
        ) : (
          <>
            {data.provider === 'sandbox' && <SandboxNotice />}
            {wanted !== null && pack && pack.coins >= wanted && (
              <Text size="sm">{t('deposit.wanted', { coins: labels.number(wanted) })}</Text>
            )}
            <Radio.Group
              value={String(pack?.coins ?? '')}
              onChange={(v) => setChosenCoins(Number(v))}
              label={t('deposit.pack')}
            >
              <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
                {packs.map((p) => (
                  <Radio.Card
                    key={p.coins}
                    value={String(p.coins)}
                    radius="md"
                    p="md"
                    aria-label={t('deposit.packLabel', {
                      coins: labels.number(p.coins),
                      price: labels.money(p.price, data.currency),
                    })}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator />
                      <Stack gap={2}>
                        <Group gap={4} wrap="nowrap">
                          <IconCoins size={18} aria-hidden color="var(--mantine-color-yellow-8)" />
                          <Text fw={700}>{labels.coins(p.coins)}</Text>
                        </Group>
                        <Text size="sm">{labels.money(p.price, data.currency)}</Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
            <MethodPicker
              methods={data.methods}
              value={method}
              onChange={setChosenMethod}
              feePercent={data.card_fee_percent}
            />
            {pack && (
              <Card withBorder radius="md" padding="lg">
                <Stack gap="md">
                  <Title order={2} fz="h4">
                    {t('summary.title')}
                  </Title>
                  <Text>{t('summary.item', { item: labels.coins(pack.coins), method: labels.method(method) })}</Text>
                  <PromotionCodeField
                    applied={promotion}
                    onApply={setPromotion}
                    quote={quote.data}
                    error={quote.error}
                    checking={quote.isFetching}
                  />
                  {promotion && quote.data ? (
                    <PromotionPriceSummary quote={quote.data} feePercent={data.card_fee_percent} />
                  ) : (
                    <PriceSummary
                      lines={priceLines(pack.price, method, data.card_fee_percent, data.currency)}
                      currency={data.currency}
                      feePercent={data.card_fee_percent}
                    />
                  )}
                  <Group justify="flex-end">
                    <Button
                      size="md"
                      loading={placing}
                      disabled={!!promotion && !quote.data}
                      onClick={() =>
                        place({
                          kind: 'coins',
                          coins: pack.coins,
                          method,
                          ...promotionFieldOf(promotion, !!quote.data),
                        })
                      }
                    >
                      {t('deposit.pay')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
