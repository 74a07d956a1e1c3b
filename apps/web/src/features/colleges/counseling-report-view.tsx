import { Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { CounselingReportView } from '@prepwell/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../lib/format.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { CategoryBadge, rangeText, rateText } from './college-labels.tsx';
import { collegeMutations } from './colleges.api.ts';
import { SectionCard } from '../../components/section-card.tsx';

export function ReportPdfButton({ report }: { report: CounselingReportView }) {
  const { t } = useTranslation('colleges');
  const pdf = useMutation(collegeMutations.pdf(report.id));
  if (!report.pdf) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={pdf.isPending}
      onClick={() =>
        pdf.mutate(undefined, { onSuccess: (blob) => saveBlob(blob, `counseling-report-${report.id.slice(0, 8)}.pdf`) })
      }
    >
      {t('report.pdf')}
    </Button>
  );
}

export function ReportStatusBadge({ report }: { report: CounselingReportView | { status: 'draft' | 'sent' } }) {
  const { t } = useTranslation('colleges');
  return (
    <Badge color={report.status === 'sent' ? 'teal' : 'gray'} variant="light">
      {t(`report.status.${report.status}`)}
    </Badge>
  );
}

/** A counseling report as the family reads it (and the counselor once sent). */
export function CounselingReportBody({ report }: { report: CounselingReportView }) {
  const { t, i18n } = useTranslation('colleges');
  const none = t('none');
  const score = (exam: 'sat' | 'act') => {
    const b = report.scores[exam];
    return b
      ? t('list.bestScore', { exam: exam.toUpperCase(), score: b.score, source: t(`source.${b.source}`) })
      : null;
  };
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Text>
            {t('report.student')}: {report.student.name}
          </Text>
          <Text>{[score('sat'), score('act')].filter(Boolean).join(' · ') || t('list.noScores')}</Text>
          {report.sent_at && (
            <Text c="dimmed" size="sm">
              {t('report.sentOn', { date: formatDateTime(report.sent_at, i18n.language) })}
            </Text>
          )}
        </Stack>
      </Paper>
      {report.comments && (
        <SectionCard id="report-comments" title={t('report.comments')} titleGap="xs">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{report.comments}</Text>
        </SectionCard>
      )}
      <SectionCard id="report-colleges" title={t('report.colleges')} titleGap="xs">
        {report.items.length === 0 ? (
          <Text c="dimmed">{t('list.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={800}>
            <Table aria-labelledby="report-colleges">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th>{t('columns.sat')}</Table.Th>
                  <Table.Th>{t('columns.act')}</Table.Th>
                  <Table.Th>{t('columns.rate')}</Table.Th>
                  <Table.Th>{t('columns.category')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('columns.deadline')}</Table.Th>
                  <Table.Th>{t('columns.comment')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.items.map((i) => (
                  <Table.Tr key={i.college_id}>
                    <Table.Td lang="en">{i.name}</Table.Td>
                    <Table.Td>{rangeText(i.sat_25, i.sat_75, none)}</Table.Td>
                    <Table.Td>{rangeText(i.act_25, i.act_75, none)}</Table.Td>
                    <Table.Td>{rateText(i.admission_rate, i18n.language, none)}</Table.Td>
                    <Table.Td>
                      <CategoryBadge category={i.category} />
                    </Table.Td>
                    <Table.Td>
                      {t(`status.${i.status}`)} · {t(`round.${i.round}`)}
                    </Table.Td>
                    <Table.Td>{i.deadline ? formatDay(i.deadline, i18n.language) : none}</Table.Td>
                    <Table.Td>{i.comment || none}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </SectionCard>
    </Stack>
  );
}
