import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AttemptResult } from '@prepwell/contracts';
import { IconCoins, IconCrown, IconLock } from '@tabler/icons-react';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { i18n } from '../../lib/i18n.ts';
import { notifySuccess, notifyUnhandled } from '../../lib/notify.ts';
import { coinMutations, coinQueries, refreshCoins } from '../coins/coins.api.ts';
import { depositPath, PLANS_PATH } from '../coins/coin-paths.ts';
import { handleCommerceError } from '../coins/commerce-dialogs.tsx';
import { IdempotentAction } from '../coins/idempotency.ts';
import { examQueries } from './exams.api.ts';

export interface ReportUnlockCardProps {
  result: AttemptResult;
  /** The viewer's own attempt: only they can unlock it. */
  self: boolean;
}

/**
 * A locked score report (AttemptResult `locks.report`), below its section scores: "Unlock the full report
 * for N T-Coins" with the balance; Unlock → POST …/unlock (one Idempotency-Key per unlock, kept across
 * retries) → the report reloads. Pro members never see this: the server sends their reports unlocked.
 */
export function ReportUnlockCard({ result, self }: ReportUnlockCardProps) {
  const { t } = useTranslation('exams');
  const client = useQueryClient();
  const navigate = useNavigate();
  const pricing = useQuery(coinQueries.pricing());
  const balance = useQuery({ ...coinQueries.balance(), enabled: self });
  const unlock = useMutation(coinMutations.unlock());
  const action = useRef(new IdempotentAction());
  const price = pricing.data?.score_report_unlock_price;
  const short = price !== undefined && balance.data !== undefined && balance.data.balance < price;

  const spend = () =>
    unlock.mutate(
      { userExamId: result.id, key: action.current.keyFor({ unlock: result.id }) },
      {
        onSuccess: async (res) => {
          action.current.settle();
          notifySuccess(res.paid > 0 ? t('unlock.donePaid', { count: res.paid }) : t('unlock.done'));
          await Promise.all([
            client.invalidateQueries({ queryKey: examQueries.result(result.id).queryKey }),
            client.invalidateQueries({ queryKey: examQueries.review(result.id).queryKey }),
            refreshCoins(client),
          ]);
        },
        onError: (error) => {
          if (!handleCommerceError(error, navigate)) notifyUnhandled(error);
        },
      },
    );

  // One click never spends coins (issue 17): the price and the balance first, then Unlock or Cancel.
  const onUnlock = () =>
    modals.openConfirmModal({
      title: t('unlock.confirmTitle'),
      children: (
        <Stack gap="xs">
          <Text>
            {price !== undefined ? t('unlock.confirmPrice', { count: price }) : t('unlock.confirmPriceUnknown')}
          </Text>
          {balance.data && <Text>{t('unlock.balance', { count: balance.data.balance })}</Text>}
        </Stack>
      ),
      labels: { confirm: t('unlock.confirm'), cancel: t('unlock.cancel') },
      closeButtonProps: { 'aria-label': i18n.t('common:actions.close') }, // axe: the X has no text of its own
      onConfirm: spend,
    });

  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      id="report-unlock"
      component="section"
      aria-labelledby="report-unlock-title"
    >
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconLock size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h3" id="report-unlock-title">
          {price !== undefined ? t('unlock.title', { count: price }) : t('locks.reportTitle')}
        </Title>
        <Text maw={520}>{t('unlock.body')}</Text>
        {self && balance.data && (
          <Group gap={6} justify="center">
            <IconCoins size={18} aria-hidden color="var(--mantine-color-yellow-8)" />
            <Text fw={600}>{t('unlock.balance', { count: balance.data.balance })}</Text>
          </Group>
        )}
        {self ? (
          <Group justify="center" wrap="wrap">
            {short && price !== undefined && (
              <Button component={Link} to={depositPath(price - (balance.data?.balance ?? 0))} variant="default">
                {t('unlock.deposit')}
              </Button>
            )}
            <Button
              size="md"
              loading={unlock.isPending}
              onClick={onUnlock}
              leftSection={<IconLock size={16} aria-hidden />}
            >
              {t('unlock.button')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('unlock.notYours')}
          </Text>
        )}
        {self && (
          <Anchor component={Link} to={PLANS_PATH} size="sm">
            <Group gap={4} wrap="nowrap" justify="center">
              <IconCrown size={14} aria-hidden color="#8a5a00" />
              {t('unlock.pro')}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
