import { Button, Group, Table, Title } from '@mantine/core';
import { formatMinor, type TuitionBillSummary, type TuitionBillView } from '@prepwell/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../components/list-table.tsx';
import { formatDate } from '../../lib/format.ts';
import { notifyUnhandled } from '../../lib/notify.ts';
import { downloadFile } from './tuition.api.ts';

/** Exact money from minor units: `TWD 12,000`. */
export const money = (minor: number, b: Pick<TuitionBillSummary, 'currency' | 'minor_digits'>) =>
  `${b.currency} ${formatMinor(minor, b.minor_digits)}`;

function PaymentsTable({ bill }: { bill: TuitionBillView }) {
  const { t, i18n } = useTranslation('tuition');
  return (
    <ListTable
      minWidth={560}
      label={t('payment.title')}
      columns={5}
      isEmpty={bill.payments.length === 0}
      empty={t('payment.none')}
      head={
        <>
          <Table.Th>{t('fields.paidAt')}</Table.Th>
          <Table.Th>{t('fields.method')}</Table.Th>
          <Table.Th>{t('fields.note')}</Table.Th>
          <Table.Th>{t('fields.recordedBy')}</Table.Th>
          <Table.Th ta="right">{t('fields.amount')}</Table.Th>
        </>
      }
    >
      {bill.payments.map((p) => (
        <Table.Tr key={p.id}>
          <Table.Td>{formatDate(p.paid_at, i18n.language)}</Table.Td>
          <Table.Td>{t(`methods.${p.method}`)}</Table.Td>
          <Table.Td data-i18n-exempt>{p.note}</Table.Td>
          <Table.Td data-i18n-exempt>{p.recorded_by?.name ?? t('payment.online')}</Table.Td>
          <Table.Td ta="right" data-i18n-exempt>
            {money(p.amount_minor, bill)}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/**
 * The end of a bill's page, the same for admins and for the family: a row of actions (the caller's own
 * buttons as children, then the PDF download) and the bill's payments under their heading.
 */
export function BillActionsAndPayments({ bill, children }: { bill: TuitionBillView; children?: ReactNode }) {
  const { t } = useTranslation('tuition');
  return (
    <>
      <Group>
        {children}
        <Button
          variant="light"
          onClick={() =>
            void downloadFile(`/api/tuition-bills/${bill.id}/pdf`, `tuition-${bill.period}.pdf`).catch(notifyUnhandled)
          }
        >
          {t('editor.downloadPdf')}
        </Button>
      </Group>
      <Title order={2} fz="h4">
        {t('payment.title')}
      </Title>
      <PaymentsTable bill={bill} />
    </>
  );
}
