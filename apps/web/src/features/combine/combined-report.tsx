import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { CombinedReport } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { LabelledScrollTable } from '../../components/labelled-scroll-table.tsx';
import { OVERALL_SCALE_BOUNDS, formatOverall, formatRange, headlineOf, rawTotalOf } from '../exams/score-format.ts';
import { useDateFormat, useExamLabels } from '../exams/use-exam-labels.ts';
import { sectionText } from '../score-tables/score-text.ts';

/** The combined report: per section the test it came from, raw and scaled, then the total or composite. */
export function CombinedReportView({ report }: { report: CombinedReport }) {
  const { t } = useTranslation('scoreTables');
  const { t: te } = useTranslation('exams');
  const labels = useExamLabels();
  const dates = useDateFormat();
  const headline = headlineOf(report.kind, { total: report.total, overall: report.overall });
  const headlineText = headline ? formatOverall(headline) : null;
  const bounds = headline ? OVERALL_SCALE_BOUNDS[headline.scale] : null;
  const raw = rawTotalOf(report.sections);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="combined-report-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3" id="combined-report-title">
            {t('combine.reportTitle', { exam: labels.kind(report.kind) })}
          </Title>
          <Text size="sm">{t('combine.reportStudent', { name: report.studentName })}</Text>
        </Stack>
        <Group gap="sm" align="baseline">
          <Text fw={700}>{headline ? te(`score.headline.${headline.scale}`) : te('score.headline.raw')}</Text>
          <Text fz={36} fw={800} lh={1} c="var(--mantine-primary-color-filled)" data-testid="combined-total">
            {headlineText ?? `${raw.raw} / ${raw.maxRaw}`}
          </Text>
          {headline?.estimated && (
            <Badge variant="light" color="yellow" c="dark.7">
              {te('score.estimated')}
            </Badge>
          )}
          {bounds && headlineText && (
            <Text size="sm" c="dimmed">
              {te('score.onScale', { range: formatRange(bounds) })}
            </Text>
          )}
        </Group>
        <LabelledScrollTable
          label={t('combine.sectionsLabel')}
          minWidth={560}
          table={{ striped: true, verticalSpacing: 'xs' }}
          head={
            <>
              <Table.Th scope="col">{t('combine.section')}</Table.Th>
              <Table.Th scope="col">{t('combine.fromTest')}</Table.Th>
              <Table.Th scope="col">{t('combine.completed')}</Table.Th>
              <Table.Th scope="col">{t('combine.raw')}</Table.Th>
              <Table.Th scope="col">{t('combine.scaled')}</Table.Th>
            </>
          }
        >
          {report.sections.map((s) => (
            <Table.Tr key={`${s.userExamId}-${s.sectionId}`}>
              <Table.Th scope="row" fw={600}>
                {labels.section(report.kind, s.section)}
              </Table.Th>
              <Table.Td>{s.testTitle}</Table.Td>
              <Table.Td>{dates.date(s.completedAt)}</Table.Td>
              <Table.Td>{t('combine.rawOf', { raw: s.raw, max: s.maxRaw })}</Table.Td>
              <Table.Td>{s.scaled || s.band ? sectionText(s) : t('combine.noTable')}</Table.Td>
            </Table.Tr>
          ))}
        </LabelledScrollTable>
      </Stack>
    </Paper>
  );
}
