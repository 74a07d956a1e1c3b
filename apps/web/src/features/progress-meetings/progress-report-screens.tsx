import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { isLang, PROGRESS_LIMITS, type ProgressReportStatus, type ProgressReportView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDownload, IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { PageFooter } from '../../components/pager.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { formatDate, formatDay } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { pageCount } from '../../lib/paging.ts';
import { usePagedFilter } from '../../lib/use-paged-filter.ts';
import { ProgressDataView } from './progress-data-view.tsx';
import { progressMutations, progressQueries } from './progress-meetings.api.ts';

export const EDUCATOR_REPORTS = '/educator/progress-reports';
export const FAMILY_REPORTS = '/progress-reports';

function StatusBadge({ status }: { status: ProgressReportStatus }) {
  const { t } = useTranslation('progressMeetings');
  return (
    <Badge color={status === 'sent' ? 'green' : 'gray'} variant="light">
      {t(`reports.status.${status}`)}
    </Badge>
  );
}

const usePeriod = () => {
  const { i18n } = useTranslation();
  return (r: { period_start: string; period_end: string }) =>
    `${formatDay(r.period_start, i18n.language)} – ${formatDay(r.period_end, i18n.language)}`;
};

/** The reports list: writers see drafts and sent ones (with a filter), the family their sent ones. */
function ReportList({ side }: { side: 'educator' | 'family' }) {
  const { t, i18n } = useTranslation('progressMeetings');
  const period = usePeriod();
  const { page, setPage, filter: status, setFilter: setStatus } = usePagedFilter<ProgressReportStatus | ''>('');
  const list = useQuery(progressQueries.list({ page, status: side === 'educator' ? status : '' }));
  const base = side === 'educator' ? EDUCATOR_REPORTS : FAMILY_REPORTS;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="sm">
      {side === 'educator' && (
        <SegmentedControl
          aria-label={t('reports.filter')}
          value={status}
          onChange={(v) => setStatus(v as ProgressReportStatus | '')}
          data={[
            { value: '', label: t('reports.all') },
            { value: 'draft', label: t('reports.status.draft') },
            { value: 'sent', label: t('reports.status.sent') },
          ]}
          w="fit-content"
        />
      )}
      <ListTable
        minWidth={640}
        label={t('reports.title')}
        busy={list.isFetching}
        columns={5}
        isEmpty={!!list.data && rows.length === 0}
        empty={t(side === 'educator' ? 'reports.empty' : 'reports.familyEmpty')}
        head={
          <>
            <Table.Th>{t('reports.student')}</Table.Th>
            <Table.Th>{t('reports.period')}</Table.Th>
            <Table.Th>{t('reports.teacher')}</Table.Th>
            <Table.Th>{t('reports.statusLabel')}</Table.Th>
            <Table.Th>{t('reports.sentAt')}</Table.Th>
          </>
        }
      >
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Anchor component={Link} to={`${base}/${r.id}`}>
                {r.student.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{period(r)}</Table.Td>
            <Table.Td>{r.author?.name ?? '–'}</Table.Td>
            <Table.Td>
              <StatusBadge status={r.status} />
            </Table.Td>
            <Table.Td>{r.sent_at ? formatDate(r.sent_at, i18n.language) : '–'}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {list.data && list.data.total > 0 && (
        <PageFooter
          summary={t('reports.count', { count: list.data.total })}
          total={pageCount(list.data.total, list.data.per_page)}
          value={page}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}

/** `/educator/progress-reports`: the reports the teacher (or admin) writes, and a way to start one. */
export function EducatorReportsScreen() {
  const { t } = useTranslation('progressMeetings');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <PageTitle title={t('reports.title')} subtitle={t('reports.intro')} />
          <Button component={Link} to={`${EDUCATOR_REPORTS}/new`} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('reports.new')}
          </Button>
        </Group>
        <ReportList side="educator" />
      </Stack>
    </Container>
  );
}

/** `/progress-reports`: a student's or parent's sent reports. */
export function FamilyReportsScreen() {
  const { t } = useTranslation('progressMeetings');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('reports.familyTitle')} subtitle={t('reports.familyIntro')} />
        <ReportList side="family" />
      </Stack>
    </Container>
  );
}

/** The teacher's comments on a report, as the editor and the draft's page both ask for them. */
export function ReportCommentsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('progressMeetings');
  return (
    <Textarea
      label={t('reports.comments')}
      description={t('reports.commentsHint')}
      autosize
      minRows={4}
      maxLength={PROGRESS_LIMITS.comments}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

function PdfButton({ report }: { report: ProgressReportView }) {
  const { t, i18n } = useTranslation('progressMeetings');
  const pdf = useMutation(progressMutations.pdf(report.id));
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={pdf.isPending}
      onClick={() =>
        pdf.mutate(lang, {
          onSuccess: (blob) => saveBlob(blob, `progress-report-${report.period_start}-${report.period_end}.pdf`),
        })
      }
    >
      {t('reports.pdf')}
    </Button>
  );
}

/** A draft's comments, saved on demand. */
function CommentsEditor({ report }: { report: ProgressReportView }) {
  const { t } = useTranslation('progressMeetings');
  const client = useQueryClient();
  const [comments, setComments] = useState(report.comments);
  const save = useMutation(progressMutations.update(report.id));
  return (
    <Stack gap="xs">
      <ReportCommentsField value={comments} onChange={setComments} />
      <Group justify="flex-end">
        <Button
          variant="default"
          loading={save.isPending}
          disabled={comments === report.comments}
          onClick={() =>
            save.mutate(
              { comments },
              {
                onSuccess: (saved) => {
                  client.setQueryData(progressQueries.detail(report.id).queryKey, saved);
                  notifySuccess(t('reports.saved'));
                },
              },
            )
          }
        >
          {t('reports.saveComments')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One report: who, the period, the pulled-in data and the comments; a draft's writer edits, sends or deletes it. */
function ReportDetail({ id, side }: { id: string; side: 'educator' | 'family' }) {
  const { t, i18n } = useTranslation('progressMeetings');
  const period = usePeriod();
  const navigate = useNavigate();
  const client = useQueryClient();
  const report = useQuery(progressQueries.detail(id));
  const send = useMutation(progressMutations.send(id));
  const remove = useMutation(progressMutations.remove(id));
  const back = side === 'educator' ? EDUCATOR_REPORTS : FAMILY_REPORTS;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  if (!report.data) return null;
  const r = report.data;
  const confirmSend = () =>
    modals.openConfirmModal({
      title: t('reports.sendTitle'),
      children: t('reports.sendBody', { name: r.student.name }),
      labels: { confirm: t('reports.send'), cancel: t('reports.cancel') },
      onConfirm: () =>
        send.mutate(undefined, {
          onSuccess: (sent) => {
            client.setQueryData(progressQueries.detail(id).queryKey, sent);
            void client.invalidateQueries({ queryKey: progressQueries.all() });
            notifySuccess(t('reports.sentNotice', { count: sent.recipients }));
          },
        }),
    });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('reports.deleteTitle'),
      children: t('reports.deleteBody'),
      labels: { confirm: t('reports.delete'), cancel: t('reports.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            client.removeQueries({ queryKey: progressQueries.detail(id).queryKey });
            void client.invalidateQueries({ queryKey: progressQueries.all() });
            void navigate(back);
          },
        }),
    });
  return (
    <PageWithBack size="lg" back={back} backLabel={t('reports.back')} aside={<PdfButton report={r} />}>
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} fz="h2">
            {t('reports.detailTitle', { name: r.student.name })}
          </Title>
          <StatusBadge status={r.status} />
        </Group>
        <Text c="dimmed">
          {t('reports.detailMeta', {
            period: period(r),
            teacher: r.author?.name ?? '–',
          })}
        </Text>
        {r.sent_at && (
          <Text size="sm" c="dimmed">
            {t('reports.sentOn', { date: formatDate(r.sent_at, i18n.language), count: r.recipients })}
          </Text>
        )}
      </Stack>
      {r.can_edit && (
        <Text size="sm" c="dimmed">
          {t('reports.liveNote')}
        </Text>
      )}
      <Paper withBorder radius="md" p="lg">
        <ProgressDataView data={r.data} idPrefix={`report-${r.id}`} />
      </Paper>
      <SectionCard id="report-comments" title={t('reports.comments')}>
        {r.can_edit ? (
          <CommentsEditor report={r} />
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{r.comments || t('reports.noComments')}</Text>
        )}
      </SectionCard>
      {r.can_edit && (
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={confirmDelete} loading={remove.isPending}>
            {t('reports.delete')}
          </Button>
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={confirmSend} loading={send.isPending}>
            {t('reports.send')}
          </Button>
        </Group>
      )}
    </PageWithBack>
  );
}

export function EducatorReportScreen({ id }: { id: string }) {
  return <ReportDetail id={id} side="educator" />;
}

export function FamilyReportScreen({ id }: { id: string }) {
  return <ReportDetail id={id} side="family" />;
}
