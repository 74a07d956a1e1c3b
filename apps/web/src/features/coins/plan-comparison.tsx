import { Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledScrollTable } from '../../components/labelled-scroll-table.tsx';
import type { PricingView } from '@prepwell/contracts';

/** A cell's text after a mark: a green check for what a plan has, a red cross for what it lacks. */
const mark =
  (Icon: typeof IconCheck, color: string) =>
  ({ children }: { children: ReactNode }) => (
    <Text span size="sm">
      <Icon size={16} aria-hidden color={color} style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
      {children}
    </Text>
  );
const Yes = mark(IconCheck, 'var(--mantine-color-green-8)');
const No = mark(IconX, 'var(--mantine-color-red-8)');

/** Free vs Pro (spec §6): the Free daily limits, unlimited practice, no ads, report unlocks, grading discount and priority. */
export function PlanComparison({ pricing }: { pricing: PricingView }) {
  const { t } = useTranslation('coins');
  const tests = pricing.free_full_tests_per_day;
  const sections = pricing.free_section_practices_per_day;
  const rows: { feature: string; free: ReactNode; pro: ReactNode }[] = [
    {
      feature: t('compare.fullTests'),
      free: <Text size="sm">{t('compare.perDay', { count: tests })}</Text>,
      pro: <Yes>{t('compare.unlimited')}</Yes>,
    },
    {
      feature: t('compare.sectionPractice'),
      free: <Text size="sm">{t('compare.perDay', { count: sections })}</Text>,
      pro: <Yes>{t('compare.unlimited')}</Yes>,
    },
    { feature: t('compare.ads'), free: <No>{t('compare.adsShown')}</No>, pro: <Yes>{t('compare.noAds')}</Yes> },
    {
      feature: t('compare.reports'),
      free: <Text size="sm">{t('compare.reportPrice', { count: pricing.score_report_unlock_price })}</Text>,
      pro: <Yes>{t('compare.reportsIncluded')}</Yes>,
    },
    {
      feature: t('compare.grading'),
      free: <Text size="sm">{t('compare.gradingFull')}</Text>,
      pro: <Yes>{t('compare.gradingPro', { percent: pricing.pro_grading_discount_percent })}</Yes>,
    },
  ];
  return (
    <LabelledScrollTable
      label={t('compare.label')}
      minWidth={480}
      table={{ withTableBorder: true, verticalSpacing: 'sm' }}
      head={
        <>
          <Table.Th scope="col">{t('compare.feature')}</Table.Th>
          <Table.Th scope="col">{t('compare.free')}</Table.Th>
          <Table.Th scope="col">{t('compare.pro')}</Table.Th>
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.feature}>
          <Table.Th scope="row" fw={600}>
            {row.feature}
          </Table.Th>
          <Table.Td>{row.free}</Table.Td>
          <Table.Td>{row.pro}</Table.Td>
        </Table.Tr>
      ))}
    </LabelledScrollTable>
  );
}
