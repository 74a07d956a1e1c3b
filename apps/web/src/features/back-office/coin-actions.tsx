import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { CoinRefundKind } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { FormError } from '../../components/form-error.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { formatDateTime, formatMoney, formatNumber, minorDigits } from '../../lib/format.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { refreshCommerce } from '../admin/commerce-admin.api.ts';
import { CoinDialog, CoinMovementFields, CoinNotesField, useCoinMovement } from '../coins/coin-movement-dialog.tsx';
import { backOfficeMutations, backOfficeQueries } from './back-office.api.ts';

interface Person {
  id: string;
  name: string;
}

/** After a reward or a refund: the user's coins and the back office's lists. */
const refreshCoins = (client: QueryClient, userId: string) =>
  Promise.all([refreshCommerce(client, userId), client.invalidateQueries({ queryKey: backOfficeQueries.all() })]);

/** Cancel, then the dialog's own confirm button, right-aligned. */
function CancelAnd({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  const { t } = useTranslation('backOffice');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('coins.cancel')}
      </Button>
      {children}
    </Group>
  );
}

/** A T-Coin Reward (issue 20): amount and notes, one Idempotency-Key per opened dialog. */
function RewardModal({ user, onClose }: { user: Person; onClose: () => void }) {
  const { t } = useTranslation('backOffice');
  const client = useQueryClient();
  const movement = useCoinMovement();
  const { key, notes, point } = movement;
  const reward = useMutation(backOfficeMutations.reward(user.id));
  return (
    <CoinDialog onClose={onClose} title={t('coins.rewardTitle', { name: user.name })}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (point === null) return;
          reward.mutate(
            { key, point, notes },
            {
              onSuccess: async (result) => {
                notifySuccess(t('coins.rewarded', { count: point, balance: result.balance }));
                await refreshCoins(client, user.id);
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <CoinMovementFields movement={movement} amountLabel={t('coins.amount')} notesLabel={t('coins.notes')} />
          <FormError error={reward.error && errorMessageOf(reward.error)} />
          <CancelAnd onCancel={onClose}>
            <Button type="submit" disabled={point === null} loading={reward.isPending}>
              {t('coins.rewardConfirm')}
            </Button>
          </CancelAnd>
        </Stack>
      </form>
    </CoinDialog>
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
    <CoinDialog onClose={onClose} title={t('coins.refundTitle', { name: user.name })}>
      <Stack gap="md">
        <Text>{target.label}</Text>
        <CoinNotesField label={t('coins.notes')} value={notes} onChange={setNotes} />
        <FormError error={refund.error && errorMessageOf(refund.error)} />
        <CancelAnd onCancel={onClose}>
          <Button
            color="red.9"
            loading={refund.isPending}
            onClick={() =>
              refund.mutate(
                { key, kind: target.kind, id: target.id, notes },
                {
                  onSuccess: async (result) => {
                    notifySuccess(t('coins.refunded', { balance: result.balance }));
                    await refreshCoins(client, user.id);
                    onClose();
                  },
                },
              )
            }
          >
            {t('coins.refundConfirm')}
          </Button>
        </CancelAnd>
      </Stack>
    </CoinDialog>
  );
}

/** One refundable row: when, what, how many coins, and its state (refunded, graded) or a Refund button. */
function RefundRow(props: { when: string; label: string; coins: number; state: ReactNode; onRefund: () => void }) {
  const { t, i18n } = useTranslation('backOffice');
  const lang = i18n.language;
  return (
    <Table.Tr>
      <Table.Td>{formatDateTime(props.when, lang)}</Table.Td>
      <Table.Td>{props.label}</Table.Td>
      <Table.Td ta="right">{formatNumber(props.coins, lang)}</Table.Td>
      <Table.Td>
        {props.state ?? (
          <Button size="xs" variant="light" color="red" onClick={props.onRefund}>
            {t('coins.refund')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
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
    <>
      <StackedSectionCard p="md" id="user-refunds-title" title={t('coins.refundsTitle')}>
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
              <RefundRow
                key={o.id}
                when={o.created_at}
                label={label}
                coins={-o.coins}
                state={status(o.refunded)}
                onRefund={() => setTarget({ kind: 'order', id: o.id, label })}
              />
            );
          })}
          {grading.map((g) => {
            const label = t('coins.grading', { level: t(`coins.levels.${g.level}` as never) });
            return (
              <RefundRow
                key={g.id}
                when={g.created_at}
                label={label}
                coins={g.price}
                state={status(g.refunded, g.graded)}
                onRefund={() => setTarget({ kind: 'grading', id: g.id, label })}
              />
            );
          })}
        </ListTable>
      </StackedSectionCard>
      {target && <RefundModal user={user} target={target} onClose={() => setTarget(null)} />}
    </>
  );
}
