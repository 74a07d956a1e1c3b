import i18next from 'i18next';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { CoinRefundKind } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../components/list-table.tsx';
import { formatDateTime, formatMoney, formatNumber, minorDigits } from '../../lib/format.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { refreshCommerce } from '../admin/commerce-admin.api.ts';
import { backOfficeMutations, backOfficeQueries } from './back-office.api.ts';

interface Person {
  id: string;
  name: string;
}

/** A T-Coin Reward (issue 20): amount and notes, one Idempotency-Key per opened dialog. */
function RewardModal({ user, onClose }: { user: Person; onClose: () => void }) {
  const { t } = useTranslation('backOffice');
  const client = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<number | ''>('');
  const [notes, setNotes] = useState('');
  const reward = useMutation(backOfficeMutations.reward(user.id));
  const valid = typeof amount === 'number' && Number.isInteger(amount) && amount >= 1 && amount <= 1_000_000;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': i18next.t('common:actions.close') }}
      opened
      onClose={onClose}
      title={t('coins.rewardTitle', { name: user.name })}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          reward.mutate(
            { key, point: amount, notes },
            {
              onSuccess: async (result) => {
                notifySuccess(t('coins.rewarded', { count: amount, balance: result.balance }));
                await Promise.all([
                  refreshCommerce(client, user.id),
                  client.invalidateQueries({ queryKey: backOfficeQueries.all() }),
                ]);
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <NumberInput
            label={t('coins.amount')}
            min={1}
            max={1_000_000}
            allowDecimal={false}
            allowNegative={false}
            value={amount}
            onChange={(v) => setAmount(typeof v === 'number' ? v : '')}
            required
            data-autofocus
          />
          <Textarea
            label={t('coins.notes')}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          {reward.error && (
            <Alert color="red" role="alert">
              {errorMessageOf(reward.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('coins.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={reward.isPending}>
              {t('coins.rewardConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function RewardButton({ user }: { user: Person }) {
  const { t } = useTranslation('backOffice');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" color="teal" onClick={() => setOpen(true)}>
        {t('coins.reward')}
      </Button>
      {open && <RewardModal user={user} onClose={() => setOpen(false)} />}
    </>
  );
}

interface RefundTarget {
  kind: CoinRefundKind;
  id: string;
  label: string;
}

function RefundModal({ user, target, onClose }: { user: Person; target: RefundTarget; onClose: () => void }) {
  const { t } = useTranslation('backOffice');
  const client = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [notes, setNotes] = useState('');
  const refund = useMutation(backOfficeMutations.refund());
  return (
    <Modal
      closeButtonProps={{ 'aria-label': i18next.t('common:actions.close') }}
      opened
      onClose={onClose}
      title={t('coins.refundTitle', { name: user.name })}
      centered
    >
      <Stack gap="md">
        <Text>{target.label}</Text>
        <Textarea
          label={t('coins.notes')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {refund.error && (
          <Alert color="red" role="alert">
            {errorMessageOf(refund.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('coins.cancel')}
          </Button>
          <Button
            color="red"
            loading={refund.isPending}
            onClick={() =>
              refund.mutate(
                { key, kind: target.kind, id: target.id, notes },
                {
                  onSuccess: async (result) => {
                    notifySuccess(t('coins.refunded', { balance: result.balance }));
                    await Promise.all([
                      refreshCommerce(client, user.id),
                      client.invalidateQueries({ queryKey: backOfficeQueries.all() }),
                    ]);
                    onClose();
                  },
                },
              )
            }
          >
            {t('coins.refundConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The user's paid coin orders and paid grading requests, each refundable once (issue 20). */
export function RefundsSection({ user }: { user: Person }) {
  const { t, i18n } = useTranslation('backOffice');
  const lang = i18n.language;
  const data = useQuery(backOfficeQueries.refundables(user.id));
  const [target, setTarget] = useState<RefundTarget | null>(null);
  const orders = data.data?.orders ?? [];
  const grading = data.data?.grading ?? [];
  const status = (refunded: boolean, graded = false) =>
    refunded ? (
      <Badge color="gray" variant="light">
        {t('coins.refundedBadge')}
      </Badge>
    ) : graded ? (
      <Badge color="blue" variant="light">
        {t('coins.graded')}
      </Badge>
    ) : null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="user-refunds-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="user-refunds-title">
          {t('coins.refundsTitle')}
        </Title>
        <ListTable
          minWidth={560}
          label={t('coins.refundsTitle')}
          busy={data.isFetching}
          columns={4}
          isEmpty={!!data.data && orders.length + grading.length === 0}
          empty={t('coins.nothingToRefund')}
          head={
            <>
              <Table.Th>{t('coins.when')}</Table.Th>
              <Table.Th>{t('coins.what')}</Table.Th>
              <Table.Th ta="right">{t('coins.coins')}</Table.Th>
              <Table.Th>{t('coins.action')}</Table.Th>
            </>
          }
        >
          {orders.map((o) => {
            const label = t('coins.order', {
              coins: formatNumber(o.coins, lang),
              total: formatMoney(o.total_minor / 10 ** minorDigits(o.currency), o.currency, lang),
            });
            return (
              <Table.Tr key={o.id}>
                <Table.Td>{formatDateTime(o.created_at, lang)}</Table.Td>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right">{formatNumber(-o.coins, lang)}</Table.Td>
                <Table.Td>
                  {status(o.refunded) ?? (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setTarget({ kind: 'order', id: o.id, label })}
                    >
                      {t('coins.refund')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {grading.map((g) => {
            const label = t('coins.grading', { level: t(`coins.levels.${g.level}` as never) });
            return (
              <Table.Tr key={g.id}>
                <Table.Td>{formatDateTime(g.created_at, lang)}</Table.Td>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right">{formatNumber(g.price, lang)}</Table.Td>
                <Table.Td>
                  {status(g.refunded, g.graded) ?? (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setTarget({ kind: 'grading', id: g.id, label })}
                    >
                      {t('coins.refund')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ListTable>
      </Stack>
      {target && <RefundModal user={user} target={target} onClose={() => setTarget(null)} />}
    </Paper>
  );
}
