import { formatMinor, serverMessage, type Lang, type ServerMessageKey } from '@prepwell/contracts';
import { renderDocumentPdf } from '../documents/document-pdf.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { billTotals, nameOf } from './tuition.presenter.ts';
import type { BillRow, LineRow, PaymentRow, PersonRow } from './tuition.repository.ts';
import { minorDigits } from '../plans/pricing.ts';

type TuitionKey = ServerMessageKey extends infer K ? (K extends `tuition.${infer R}` ? R : never) : never;

/** The bill's words in the reader's language (contracts' server messages, `tuition.*`). */
export const tuitionLabels =
  (lang: Lang) =>
  (key: TuitionKey, vars: Record<string, string | number> = {}) =>
    serverMessage(lang, `tuition.${key}`, vars);

/** An amount with its currency code: `TWD 12,000`, `USD -15.00`. */
export const money = (minor: number, currency: string) => `${currency} ${formatMinor(minor, minorDigits(currency))}`;

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '—');

/** A bill as its documents (the PDF, the e-mail) show it: in the reader's language, under the tenant's brand. */
export interface BillDocument {
  lang: Lang;
  tenant: Pick<TenantContext, 'name' | 'themeColor' | 'contactEmail'>;
  bill: BillRow;
  lines: LineRow[];
  payments: PaymentRow[];
  people: Map<string, PersonRow>;
}

/** A bill as a PDF in the reader's language: its facts, lines with comments, totals and payments. */
export const renderBillPdf = (input: BillDocument): Promise<Buffer> => {
  const { bill, lang } = input;
  const t = tuitionLabels(lang);
  const cur = bill.currency;
  const totals = billTotals(input.lines, input.payments);
  const person = (id: string | null) => {
    const p = id ? input.people.get(id) : undefined;
    return p ? `${nameOf(p)} (${p.email})` : '—';
  };
  const signed = (l: LineRow) => (l.kind === 'discount' || l.kind === 'refund' ? -l.amountMinor : l.amountMinor);
  return renderDocumentPdf({
    lang,
    title: t('pdf.title', { period: bill.period }),
    subtitle: `${input.tenant.name} · ${bill.title}`,
    accentColor: input.tenant.themeColor,
    footer: [input.tenant.name, input.tenant.contactEmail].filter(Boolean).join(' · '),
    blocks: [
      {
        kind: 'facts',
        rows: [
          { label: t('pdf.student'), value: person(bill.studentId) },
          ...(bill.parentId ? [{ label: t('pdf.parent'), value: person(bill.parentId) }] : []),
          { label: t('pdf.period'), value: bill.period },
          { label: t('pdf.issued'), value: day(bill.issuedAt) },
          ...(bill.dueDate ? [{ label: t('pdf.due'), value: bill.dueDate }] : []),
          { label: t('pdf.status'), value: t(`statuses.${bill.status}`) },
        ],
      },
      { kind: 'heading', text: t('pdf.lines') },
      {
        kind: 'table',
        columns: [
          { label: t('pdf.item'), width: 110 },
          { label: t('pdf.comment') },
          { label: t('pdf.amount'), align: 'right', width: 120 },
        ],
        rows: input.lines.map((l) => [t(`kinds.${l.kind}`), l.comment, money(signed(l), cur)]),
        totals: [
          [t('pdf.total'), '', money(totals.total_minor, cur)],
          [t('pdf.paid'), '', money(totals.paid_minor, cur)],
          [t('pdf.balance'), '', money(totals.balance_minor, cur)],
        ],
      },
      { kind: 'heading', text: t('pdf.payments') },
      {
        kind: 'table',
        columns: [
          { label: t('pdf.date'), width: 90 },
          { label: t('pdf.method'), width: 110 },
          { label: t('pdf.note') },
          { label: t('pdf.amount'), align: 'right', width: 120 },
        ],
        rows: input.payments.map((p) => [day(p.paidAt), t(`methods.${p.method}`), p.note, money(p.amountMinor, cur)]),
        empty: t('pdf.none'),
      },
      ...(bill.notes
        ? [
            { kind: 'heading' as const, text: t('pdf.notes') },
            { kind: 'paragraph' as const, text: bill.notes },
          ]
        : []),
    ],
  });
};
