import { useCoinLabels } from '../coins/coin-labels.ts';
import { parseTransactionNote } from '../coins/transaction-notes.ts';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { TransactionLogView } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../lib/format.ts';

/** A signed amount: + and green for income, − and red for expense (the sign is written, not only coloured). */
export function SignedAmount({ amount }: { amount: number }) {
  const { i18n } = useTranslation();
  const formatted = formatNumber(amount, i18n.language, { signDisplay: 'exceptZero' });
  return (
    <Text
      span
      fw={700}
      c={amount > 0 ? 'teal.9' : amount < 0 ? 'red.9' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {formatted}
    </Text>
  );
}

/** Transaction log rows (GET /api/admin/transactions-logs…): date, user (unless one user's log), type, amount, notes, who made it. */
export function TransactionLogTable({
  rows,
  showUser,
  busy,
}: {
  rows: TransactionLogView[];
  showUser: boolean;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const coinLabels = useCoinLabels();
  const columns = showUser ? 6 : 5;
  return (
    <Table.ScrollContainer minWidth={showUser ? 860 : 640}>
      <Table striped verticalSpacing="sm" aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('commerce.logs.date')}</Table.Th>
            {showUser && <Table.Th>{t('commerce.logs.who')}</Table.Th>}
            <Table.Th>{t('commerce.logs.type')}</Table.Th>
            <Table.Th ta="end">{t('commerce.logs.amount')}</Table.Th>
            <Table.Th>{t('commerce.logs.notes')}</Table.Th>
            <Table.Th>{t('commerce.logs.actor')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text c="dimmed">{t('commerce.logs.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at, i18n.language)}</Table.Td>
              {showUser && (
                <Table.Td>
                  <Stack gap={0}>
                    <Anchor component={Link} to={`/user/${row.user.id}`} fw={600}>
                      {row.user.name ?? t('commerce.logs.unfinished')}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.user.email}
                    </Text>
                  </Stack>
                </Table.Td>
              )}
              <Table.Td>{t(`commerce.types.${row.type}`)}</Table.Td>
              <Table.Td ta="end">
                <SignedAmount amount={row.amount} />
              </Table.Td>
              <Table.Td
                // A note a person wrote is shown as written (the language sweep skips it); a note the server
                // wrote is shown in the reader's language, and the sweep reads it.
                {...(row.notes && parseTransactionNote(row.notes).code === 'text' ? { 'data-i18n-exempt': true } : {})}
              >
                {row.notes ? coinLabels.notes(row.notes) : ''}
              </Table.Td>
              <Table.Td>{row.actor}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
