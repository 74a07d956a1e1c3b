import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { CoinTransactionView } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { LabelledScrollTable } from '../../components/labelled-scroll-table.tsx';
import { useCoinLabels } from './coin-labels.ts';
import { parseTransactionNote } from './transaction-notes.ts';
import { formatSigned } from '../../lib/format.ts';

/** Income green and expense red, dark enough for 4.5:1 on the table's striped rows. */
const INCOME_TEXT = '#1b6b2f';
const EXPENSE_TEXT = '#b3261e';

/** Date, type, amount (signed, green for income, red for expense) and notes (spec §3 transaction log). */
export function TransactionTable({ rows }: { rows: readonly CoinTransactionView[] }) {
  const { t } = useTranslation('coins');
  const labels = useCoinLabels();
  return (
    <LabelledScrollTable
      label={t('balance.tableLabel')}
      minWidth={560}
      table={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
      head={
        <>
          <Table.Th scope="col">{t('balance.columns.date')}</Table.Th>
          <Table.Th scope="col">{t('balance.columns.type')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('balance.columns.amount')}
          </Table.Th>
          <Table.Th scope="col">{t('balance.columns.notes')}</Table.Th>
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={row.created_at}>{labels.dateTime(row.created_at)}</time>
          </Table.Td>
          <Table.Td>{labels.type(row.type)}</Table.Td>
          <Table.Td ta="right">
            <Text
              span
              fw={700}
              c={row.amount > 0 ? INCOME_TEXT : row.amount < 0 ? EXPENSE_TEXT : undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              {formatSigned(row.amount, labels.lang)}
              <VisuallyHidden> {row.amount >= 0 ? t('balance.income') : t('balance.expense')}</VisuallyHidden>
            </Text>
          </Table.Td>
          <Table.Td>
            <Text
              size="sm"
              c={row.notes ? undefined : 'dimmed'}
              style={{ overflowWrap: 'anywhere' }}
              // A note a person wrote (or a test's title) is shown as written: the language sweep skips it.
              {...(row.notes && parseTransactionNote(row.notes).code === 'text' ? { 'data-i18n-exempt': true } : {})}
            >
              {row.notes ? labels.notes(row.notes) : '—'}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </LabelledScrollTable>
  );
}
