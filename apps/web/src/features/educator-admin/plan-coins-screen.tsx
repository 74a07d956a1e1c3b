import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isLang, type ProfileView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { formatDay, formatNumber } from '../../lib/format.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { adminQueries } from '../admin/admin.api.ts';
import { commerceMutations, commerceQueries, refreshCommerce } from '../admin/commerce-admin.api.ts';
import { companyQueries, refreshCompany } from '../company/company.api.ts';
import { ownCompanyOf } from './educator-admin.api.ts';
import {
  GIFT_REASONS,
  MAX_GIFT,
  PRO_MONTHS,
  giftNote,
  giftedExpiry,
  isValidGift,
  localToday,
  type GiftReason,
} from './plan-coins-rules.ts';
import { personName } from '../../lib/person-name.ts';

/** The user's balance: the newest line of their log (none: 0). */
function useBalance(userId: string) {
  const logs = useQuery(commerceQueries.userLogs(userId, 1));
  if (!logs.data) return undefined;
  return logs.data.data[0]?.balance_after ?? 0;
}

/** Give T-Coins: an amount and a reason (written in the receiver's language), one Idempotency-Key per gift. */
function CoinsGift({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('educatorAdmin');
  const client = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<number | ''>('');
  const [reason, setReason] = useState<GiftReason>('reward');
  const [note, setNote] = useState('');
  const give = useMutation(commerceMutations.adjustCoins(profile.id, 'give'));
  const valid = isValidGift(amount);
  const fieldError = isApiError(give.error) ? give.error.fieldErrors.find((f) => f.path.endsWith('point')) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    const lang = isLang(profile.lang) ? profile.lang : 'en';
    give.mutate(
      { key, point: amount, notes: giftNote(reason, lang, note) },
      {
        onSuccess: async (result) => {
          notifySuccess(t('planCoins.given', { count: amount, balance: result.balance }));
          setKey(crypto.randomUUID());
          setAmount('');
          setNote('');
          await Promise.all([refreshCommerce(client, profile.id), refreshCompany(client)]);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="gift-coins-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="gift-coins-title">
            {t('planCoins.coinsTitle')}
          </Title>
          <NumberInput
            label={t('planCoins.amount')}
            min={1}
            max={MAX_GIFT}
            allowDecimal={false}
            allowNegative={false}
            value={amount}
            onChange={(v) => setAmount(typeof v === 'number' ? v : '')}
            error={fieldError?.message ?? (amount !== '' && !valid ? t('planCoins.amountInvalid') : undefined)}
            required
          />
          <Select
            label={t('planCoins.reason')}
            data={GIFT_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
            value={reason}
            onChange={(v) => v && setReason(v as GiftReason)}
            allowDeselect={false}
          />
          <Textarea
            label={t('planCoins.reasonNote')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={300}
            autosize
            minRows={2}
          />
          {give.error && !fieldError && (
            <Alert color="red" role="alert">
              {errorMessageOf(give.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={!valid} loading={give.isPending}>
              {t('planCoins.give', { count: valid ? amount : 0 })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Give Pro: whole months after the current period (or from today), through the Pro grant (PATCH …/pro). */
function ProGift({ profile }: { profile: ProfileView }) {
  const { t, i18n } = useTranslation('educatorAdmin');
  const client = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [months, setMonths] = useState<number>(1);
  const grant = useMutation(commerceMutations.setProExpiry(profile.id));
  const next = giftedExpiry({ current: profile.pro_expired_at, months, today: localToday() });

  return (
    <StackedSectionCard p="md" id="gift-pro-title" title={t('planCoins.proTitle')}>
      <Select
        label={t('planCoins.months')}
        data={PRO_MONTHS.map((m) => ({ value: String(m), label: t('planCoins.monthsValue', { count: m }) }))}
        value={String(months)}
        onChange={(v) => v && setMonths(Number(v))}
        allowDeselect={false}
        description={t('planCoins.proHint')}
      />
      <Text aria-live="polite">{t('planCoins.newExpiry', { date: formatDay(next, i18n.language, 'long') })}</Text>
      {grant.error && (
        <Alert color="red" role="alert">
          {errorMessageOf(grant.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          loading={grant.isPending}
          onClick={() =>
            grant.mutate(
              { key, date: next },
              {
                onSuccess: async (r) => {
                  notifySuccess(
                    t('planCoins.proGiven', {
                      date: r.pro_expired_at ? formatDay(r.pro_expired_at, i18n.language, 'long') : '',
                    }),
                  );
                  setKey(crypto.randomUUID());
                  await refreshCommerce(client, profile.id);
                },
              },
            )
          }
        >
          {t('planCoins.givePro')}
        </Button>
      </Group>
    </StackedSectionCard>
  );
}

/** The chosen user: who, balance and plan, then the two gifts. */
function GiftPanel({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('educatorAdmin');
  const profile = useQuery(adminQueries.user(userId));
  const balance = useBalance(userId);
  if (profile.isError) return <Alert color="red">{errorMessageOf(profile.error)}</Alert>;
  if (!profile.data) return null;
  const p = profile.data;
  const name = personName(p, '—');
  const pro = !!p.pro_expired_at && p.pro_expired_at.slice(0, 10) >= localToday();
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text fw={700} fz="lg">
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {p.email}
            </Text>
          </Stack>
          <Group gap="xs">
            {balance !== undefined && (
              <Badge size="lg" variant="light" color="teal" data-testid="gift-balance">
                {t('planCoins.balance', { count: balance, formatted: formatNumber(balance, i18n.language) })}
              </Badge>
            )}
            <Badge
              size="lg"
              variant={pro ? 'filled' : 'light'}
              color={pro ? 'yellow.8' : 'gray'}
              data-testid="gift-plan"
            >
              {pro && p.pro_expired_at
                ? t('planCoins.proUntil', { date: formatDay(p.pro_expired_at, i18n.language, 'long') })
                : t('planCoins.free')}
            </Badge>
            <Button component={Link} to={`/user/${p.id}`} variant="subtle" size="xs">
              {t('planCoins.openProfile')}
            </Button>
          </Group>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CoinsGift profile={p} />
        <ProGift key={p.pro_expired_at ?? ''} profile={p} />
      </SimpleGrid>
    </Stack>
  );
}

/** /educator/plan-coins: a company admin gives T-Coins and Pro to a user of their company (spec §2). */
export function PlanCoinsScreen() {
  const { t } = useTranslation('educatorAdmin');
  const [params, setParams] = useSearchParams();
  const userId = params.get('user');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const companies = useQuery(companyQueries.list());
  const company = ownCompanyOf(companies.data);
  const users = useQuery({
    ...companyQueries.users(company?.id ?? '', { page: 1, q, role: null }),
    enabled: !!company,
  });
  const chosen = useQuery({ ...adminQueries.user(userId ?? ''), enabled: !!userId });
  const options = (users.data?.data ?? []).map((u) => ({
    value: u.id,
    label: `${personName(u, '—')}${u.email ? ` (${u.email})` : ''}`,
  }));
  if (userId && chosen.data && !options.some((o) => o.value === userId))
    options.unshift({
      value: userId,
      label: `${personName(chosen.data, '—')}${chosen.data.email ? ` (${chosen.data.email})` : ''}`,
    });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('planCoins.title')} subtitle={t('planCoins.intro')} />
        {companies.data && !company && <Alert color="gray">{t('users.noCompany')}</Alert>}
        {company && (
          <Select
            label={t('planCoins.user')}
            placeholder={t('planCoins.userPlaceholder')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            data={options}
            value={userId}
            onChange={(v) => setParams(v ? { user: v } : {}, { replace: true })}
            nothingFoundMessage={t('users.empty')}
            maw={480}
          />
        )}
        {company && !userId && <Text c="dimmed">{t('planCoins.pickUser')}</Text>}
        {company && userId && <GiftPanel key={userId} userId={userId} />}
      </Stack>
    </Container>
  );
}
