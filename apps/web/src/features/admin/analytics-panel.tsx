import { Alert, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ANALYSIS_MAX_DAYS,
  type OrderAnalysis,
  type TransactionAnalysis,
  type UserExamAnalysis,
} from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatShortDay, formatTimeZone } from '../../lib/format.ts';
import { adminQueries } from './admin.api.ts';
import { commerceQueries, type AnalysisRange } from './commerce-admin.api.ts';
import { LineChart, type ChartSeries } from './line-chart.tsx';

const DAY_MS = 86_400_000;
const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
/** A range the server takes: both days, in order, at most ANALYSIS_MAX_DAYS days. */
const validRange = (from: string, to: string) =>
  !!from && !!to && from <= to && dayCount(from, to) <= ANALYSIS_MAX_DAYS;

const COLORS = [
  'var(--mantine-color-blue-6)',
  'var(--mantine-color-teal-6)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-grape-6)',
];

const useFormats = () => {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    number: (n: number) => formatNumber(n, lang, { maximumFractionDigits: 2 }),
    /** Revenue is money in its currency ("$4.20", not "4.2"; issue 17). */
    money: (amount: number, currency: string) => formatMoney(amount, currency, lang),
    date: (iso: string) => formatShortDay(`${iso}T00:00:00Z`, lang),
  };
};

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Title order={3} fz="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Today's three figures for one analysis, as a small list. */
function TodayCard({ title, items }: { title: string; items: { label: string; value: string }[] | undefined }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {title}
      </Text>
      <Group gap="lg" component="dl" m={0} mt={4}>
        {(items ?? []).map((item) => (
          <Stack key={item.label} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" m={0} fw={700} fz="lg">
              {item.value}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}

/**
 * The super admin's analytics on the dashboard: tests taken, T-Coin movements and orders per day over a
 * range (the last 30 days at first), for one organization or all, with today's figures. Loaded lazily.
 */
export function AnalyticsPanel() {
  const { t, i18n } = useTranslation('admin');
  const f = useFormats();
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const [range, setRange] = useState<AnalysisRange>({ from: '', to: '', tenant: null });
  const companies = useQuery(adminQueries.companies());
  const query = { from: range.from || null, to: range.to || null, tenant: range.tenant };
  const exams = useQuery(commerceQueries.analysis('exams', query));
  const coins = useQuery(commerceQueries.analysis('transactions', query));
  const orders = useQuery(commerceQueries.analysis('orders', query));
  const examsToday = useQuery(commerceQueries.today('exams', range.tenant));
  const coinsToday = useQuery(commerceQueries.today('transactions', range.tenant));
  const ordersToday = useQuery(commerceQueries.today('orders', range.tenant));

  // The inputs show what the server answered until the admin edits them.
  const shown = draft ?? { from: exams.data?.from ?? '', to: exams.data?.to ?? '' };
  const rangeError = draft && !validRange(draft.from, draft.to) ? t('commerce.analytics.rangeError') : null;
  const edit = (field: 'from' | 'to', value: string) => {
    const next = { ...shown, [field]: value };
    setDraft(next);
    if (validRange(next.from, next.to)) setRange((r) => ({ ...r, from: next.from, to: next.to }));
  };

  const examSeries: ChartSeries<UserExamAnalysis>[] = [
    { key: 'started', label: t('commerce.analytics.exams.started'), color: COLORS[0]!, value: (e) => e.started },
    { key: 'completed', label: t('commerce.analytics.exams.completed'), color: COLORS[1]!, value: (e) => e.completed },
    { key: 'students', label: t('commerce.analytics.exams.students'), color: COLORS[2]!, value: (e) => e.students },
  ];
  const coinSeries: ChartSeries<TransactionAnalysis>[] = [
    { key: 'income', label: t('commerce.analytics.transactions.income'), color: COLORS[1]!, value: (e) => e.income },
    {
      key: 'expense',
      label: t('commerce.analytics.transactions.expense'),
      color: 'var(--mantine-color-red-6)',
      value: (e) => e.expense,
    },
    { key: 'count', label: t('commerce.analytics.transactions.count'), color: COLORS[0]!, value: (e) => e.count },
  ];
  const orderSeries: ChartSeries<OrderAnalysis>[] = [
    { key: 'orders', label: t('commerce.analytics.orders.orders'), color: COLORS[0]!, value: (e) => e.orders },
    { key: 'paid', label: t('commerce.analytics.orders.paid'), color: COLORS[1]!, value: (e) => e.paid },
  ];
  const currencies = [...new Set((orders.data?.analyses ?? []).flatMap((e) => Object.keys(e.revenue)))].sort();
  const revenueSeries: ChartSeries<OrderAnalysis>[] = currencies.map((currency, i) => ({
    key: currency,
    label: t('commerce.analytics.orders.revenue', { currency }),
    color: COLORS[i % COLORS.length]!,
    value: (e) => e.revenue[currency] ?? 0,
  }));
  const failed = exams.isError || coins.isError || orders.isError;
  const chart = { formatValue: f.number, formatDate: f.date, dateLabel: t('commerce.analytics.date') };
  const todayDate = examsToday.data?.date;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="analytics-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="analytics-title">
              {t('commerce.analytics.title')}
            </Title>
            {exams.data && (
              <Text size="sm" c="dimmed">
                {t('commerce.analytics.timeZone', { zone: formatTimeZone(exams.data.time_zone, i18n.language) })}
              </Text>
            )}
          </Stack>
          <Group gap="sm" align="flex-start" role="group" aria-label={t('commerce.analytics.range')}>
            <TextInput
              type="date"
              label={t('commerce.analytics.from')}
              value={shown.from}
              onChange={(e) => edit('from', e.currentTarget.value)}
              error={rangeError}
              w={170}
            />
            <TextInput
              type="date"
              label={t('commerce.analytics.to')}
              value={shown.to}
              onChange={(e) => edit('to', e.currentTarget.value)}
              w={170}
            />
            <Select
              label={t('commerce.analytics.tenant')}
              data={[
                { value: '', label: t('commerce.analytics.allTenants') },
                ...(companies.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
              ]}
              value={range.tenant ?? ''}
              onChange={(value) => setRange((r) => ({ ...r, tenant: value || null }))}
              allowDeselect={false}
              searchable
              w={220}
            />
          </Group>
        </Group>

        {todayDate && (
          <Title order={3} fz="h5">
            {t('commerce.analytics.today', { date: f.date(todayDate) })}
          </Title>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <TodayCard
            title={t('commerce.analytics.exams.title')}
            items={
              examsToday.data && examSeries.map((s) => ({ label: s.label, value: f.number(s.value(examsToday.data)) }))
            }
          />
          <TodayCard
            title={t('commerce.analytics.transactions.title')}
            items={
              coinsToday.data && coinSeries.map((s) => ({ label: s.label, value: f.number(s.value(coinsToday.data)) }))
            }
          />
          <TodayCard
            title={t('commerce.analytics.orders.title')}
            items={
              ordersToday.data && [
                ...orderSeries.map((s) => ({ label: s.label, value: f.number(s.value(ordersToday.data)) })),
                ...Object.entries(ordersToday.data.revenue).map(([currency, amount]) => ({
                  label: t('commerce.analytics.orders.revenue', { currency }),
                  value: f.money(amount, currency),
                })),
              ]
            }
          />
        </SimpleGrid>

        {failed && (
          <Alert color="red" role="alert">
            {t('commerce.analytics.loadError')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <ChartCard title={t('commerce.analytics.exams.title')}>
            {exams.data && (
              <LineChart
                title={t('commerce.analytics.exams.title')}
                data={exams.data.analyses}
                series={examSeries}
                {...chart}
              />
            )}
          </ChartCard>
          <ChartCard title={t('commerce.analytics.transactions.title')}>
            {coins.data && (
              <LineChart
                title={t('commerce.analytics.transactions.title')}
                data={coins.data.analyses}
                series={coinSeries}
                {...chart}
              />
            )}
          </ChartCard>
          <ChartCard title={t('commerce.analytics.orders.title')}>
            {orders.data && (
              <LineChart
                title={t('commerce.analytics.orders.title')}
                data={orders.data.analyses}
                series={orderSeries}
                {...chart}
              />
            )}
          </ChartCard>
          <ChartCard title={t('commerce.analytics.orders.revenueTitle')}>
            {orders.data &&
              (revenueSeries.length > 0 ? (
                <LineChart
                  title={t('commerce.analytics.orders.revenueTitle')}
                  data={orders.data.analyses}
                  series={revenueSeries}
                  {...chart}
                  formatValue={(v) => (currencies.length === 1 ? f.money(v, currencies[0]!) : f.number(v))}
                />
              ) : (
                <Text c="dimmed">{t('commerce.analytics.orders.noRevenue')}</Text>
              ))}
          </ChartCard>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
