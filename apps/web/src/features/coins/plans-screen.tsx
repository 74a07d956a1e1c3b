import { Alert, Box, Container, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { PaymentMethod } from '@prepwell/contracts';
import { IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../app/guard.ts';
import { LoadError } from '../../components/query-states.tsx';
import { useSession } from '../session/use-session.ts';
import { coinQueries } from './coins.api.ts';
import { isLifetime, useCoinLabels } from './coin-labels.ts';
import { MethodPicker } from './method-picker.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanComparison } from './plan-comparison.tsx';
import { SandboxNotice } from './sandbox-label.tsx';
import { usePlaceOrder } from './use-place-order.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { PromotionCodeField } from '../promotion-codes/promotion-code-field.tsx';
import { promotionFieldOf, usePromotionQuotes, type CheckoutTarget } from '../promotion-codes/use-promotion-quote.ts';

/** /student/plans and /educator/plans: Free vs Pro, the Pro plans with their running discounts, Buy or Extend. */
export function PlansScreen() {
  const { t } = useTranslation('coins');
  const labels = useCoinLabels();
  const { user, isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const pricing = useQuery(coinQueries.pricing());
  const { place, placing, variables } = usePlaceOrder();
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(null);
  const now = useMemo(() => new Date(), []);
  const data = pricing.data;
  const method: PaymentMethod | null =
    chosenMethod && data?.methods.includes(chosenMethod) ? chosenMethod : (data?.methods[0] ?? null);
  const pro = !!user?.is_pro;
  const lifetime = pro && isLifetime(user.pro_expired_at);
  const plans = data
    ? [...data.pro_plans].sort((a, b) => (a.months === 0 ? 1 : b.months === 0 ? -1 : a.months - b.months))
    : [];
  // Issue 17: a promotion code, quoted on every plan (for the method chosen) before paying.
  const [promotion, setPromotion] = useState<string | null>(null);
  const canBuy = isLoggedIn && !lifetime && !!method;
  const targets: CheckoutTarget[] =
    canBuy && method ? plans.map((plan) => ({ kind: 'pro', plan_months: plan.months, method })) : [];
  const promo = usePromotionQuotes(targets, canBuy ? promotion : null);

  const buy = (months: number) => {
    if (!isLoggedIn || !method) {
      void navigate(
        loginPath(
          location.pathname.startsWith('/educator') ? 'educator' : 'student',
          location.pathname + location.search,
        ),
      );
      return;
    }
    const quoted = promo.quotes[plans.findIndex((plan) => plan.months === months)];
    place({ kind: 'pro', plan_months: months, method, ...promotionFieldOf(promotion, !!quoted) });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageTitle title={t('plans.title')} subtitle={t('plans.subtitle')} />
        {pro && user?.pro_expired_at && (
          <Alert color="yellow" variant="light" icon={<IconCrown size={18} aria-hidden />} title={t('plans.youArePro')}>
            {labels.proUntil(user.pro_expired_at)} {lifetime ? '' : t('plans.extendHint')}
          </Alert>
        )}
        {pricing.isError ? (
          <LoadError error={pricing.error} onRetry={() => void pricing.refetch()} />
        ) : !data || !method ? (
          <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton h={220} />
            <Skeleton h={200} />
          </Stack>
        ) : (
          <>
            <Stack gap="sm">
              <Title order={2} fz="h3">
                {t('compare.title')}
              </Title>
              <PlanComparison pricing={data} />
            </Stack>
            <Stack gap="md">
              <Group justify="space-between" align="flex-end" wrap="wrap">
                <Title order={2} fz="h3">
                  {t('plans.proPlans')}
                </Title>
              </Group>
              {data.provider === 'sandbox' && <SandboxNotice />}
              {isLoggedIn && !lifetime && (
                <MethodPicker
                  methods={data.methods}
                  value={method}
                  onChange={setChosenMethod}
                  feePercent={data.card_fee_percent}
                />
              )}
              {canBuy && plans.length > 0 && (
                <Box maw={520}>
                  <PromotionCodeField
                    applied={promotion}
                    onApply={setPromotion}
                    quote={promo.accepted}
                    error={promo.error}
                    checking={promo.checking}
                  />
                </Box>
              )}
              {lifetime ? null : plans.length === 0 ? (
                <Alert color="gray" title={t('plans.none')} />
              ) : (
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                  {plans.map((plan, i) => (
                    <PlanCard
                      key={plan.months}
                      plan={plan}
                      currency={data.currency}
                      method={method}
                      feePercent={isLoggedIn ? data.card_fee_percent : 0}
                      now={now}
                      extend={pro}
                      signedIn={isLoggedIn}
                      busy={
                        placing && variables?.request.kind === 'pro' && variables.request.plan_months === plan.months
                      }
                      promotion={promotion ? promo.quotes[i] : undefined}
                      blocked={!!promotion && !promo.quotes[i]}
                      onBuy={() => buy(plan.months)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
