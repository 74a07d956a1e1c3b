import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type { ReferralCodeView, ReferralStatus, ReferralUseView } from '@prepwell/contracts';
import { IconCheck, IconCoins, IconCopy, IconLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../lib/notify.ts';
import { getTenantOverride } from '../../lib/storage.ts';
import { referralLink } from './referral-link.ts';
import { referralMutations, referralQueries } from './referral.api.ts';
import { TitledPage } from '../../components/titled-page.tsx';

const STATUS_COLOR: Record<ReferralStatus, string> = { pending: 'yellow', completed: 'green', invalid: 'gray' };

/** /student/referral: the caller's code and link, what it earned, the exchange, and who used it. */
export function ReferralScreen() {
  const { t } = useTranslation('referral');
  const code = useQuery(referralQueries.code());
  const used = useQuery(referralQueries.used());

  return (
    <TitledPage size="md" title={t('title')}>
      {code.isError && (
        <Alert color="red" role="alert" title={t('loadError')}>
          {errorMessageOf(code.error)}
        </Alert>
      )}
      {code.isPending && <Skeleton height={220} radius="md" />}
      {code.data && <CodeCard view={code.data} />}
      {code.data && <EarningsCard view={code.data} />}
      <InviteeList list={used.data} loading={used.isPending} error={used.isError ? used.error : null} />
    </TitledPage>
  );
}

function CodeCard({ view }: { view: ReferralCodeView }) {
  const { t } = useTranslation('referral');
  const link = referralLink({ origin: window.location.origin, code: view.code, tenantOverride: getTenantOverride() });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('intro', {
            inviteeReward: view.invitee_reward,
            perReward: view.invitees_per_reward,
            inviterReward: view.inviter_reward,
          })}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('code.label')}
            </Text>
            <Text ff="monospace" fz={28} fw={700} lts={3} data-testid="referral-code" data-i18n-exempt>
              {view.code}
            </Text>
          </Stack>
          <Copy value={view.code} label={t('code.copyCode')} icon={<IconCopy size={16} aria-hidden />} />
        </Group>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('code.link')}
            value={link}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Copy value={link} label={t('code.copyLink')} icon={<IconLink size={16} aria-hidden />} />
        </Group>
      </Stack>
    </Card>
  );
}

function Copy({ value, label, icon }: { value: string; label: string; icon: React.ReactNode }) {
  const { t } = useTranslation('referral');
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={t('code.copied')} opened={copied} withArrow>
          <Button
            variant="light"
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : icon}
            onClick={copy}
          >
            {label}
          </Button>
        </Tooltip>
      )}
    </CopyButton>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function EarningsCard({ view }: { view: ReferralCodeView }) {
  const { t } = useTranslation('referral');
  const client = useQueryClient();
  const exchange = useMutation(referralMutations.exchange(client));
  // One key per user action: kept only while that same action may be retried (no answer came back).
  const pendingKey = useRef<string | null>(null);
  const onExchange = () => {
    pendingKey.current ??= crypto.randomUUID();
    exchange.mutate(pendingKey.current, {
      onSuccess: (result) => {
        pendingKey.current = null;
        notifySuccess(t('exchange.done', { coins: result.exchanged, balance: result.balance }));
      },
      onError: (error) => {
        if (isApiError(error) && error.status > 0 && error.status < 500) pendingKey.current = null;
        if (!(isApiError(error) && error.handled)) notifyError(errorMessageOf(error));
      },
    });
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label={t('stats.invited')} value={view.invited} />
        <Stat label={t('stats.completed')} value={view.completed} />
        <Stat label={t('stats.earned')} value={view.earned} />
        <Stat label={t('stats.exchangeable')} value={view.exchangeable} />
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('exchange.hint')}
        </Text>
        <Button
          leftSection={<IconCoins size={16} aria-hidden />}
          disabled={view.exchangeable <= 0}
          loading={exchange.isPending}
          onClick={onExchange}
        >
          {view.exchangeable > 0 ? t('exchange.button', { coins: view.exchangeable }) : t('exchange.nothing')}
        </Button>
      </Group>
    </Stack>
  );
}

function InviteeList({
  list,
  loading,
  error,
}: {
  list: ReferralUseView[] | undefined;
  loading: boolean;
  error: unknown;
}) {
  const { t, i18n } = useTranslation('referral');
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('list.title')}
        </Title>
        {error !== null && (
          <Alert color="red" role="alert">
            {errorMessageOf(error)}
          </Alert>
        )}
        {loading && <Skeleton height={80} />}
        {list && list.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
        {list && list.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.name')}</Table.Th>
                  <Table.Th>{t('list.joined')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {row.name ?? (
                        <Text span c="dimmed" fs="italic">
                          {t('list.unfinished')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{date(row.created_at)}</Table.Td>
                    <Table.Td>
                      <Tooltip label={t(`statusHint.${row.status}`)} withArrow>
                        <Badge color={STATUS_COLOR[row.status]} variant="light">
                          {t(`status.${row.status}`)}
                        </Badge>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
