import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CounselingReportView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { FormError } from '../../components/form-error.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { errorMessageOf } from '../../lib/notify.ts';
import { CollegeListPanel } from './college-list-panel.tsx';
import { collegeMutations, collegeQueries, refreshColleges } from './colleges.api.ts';
import { CounselingReportBody, ReportPdfButton, ReportStatusBadge } from './counseling-report-view.tsx';

export const EDUCATOR_COUNSELING = '/educator/counseling';
export const FAMILY_PLAN = '/college-plan';

/** Picks a student: counselors search the tenant's; a parent chooses among their children. */
function StudentPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('colleges');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const students = useQuery(collegeQueries.students(q));
  return (
    <Select
      label={t('counseling.student')}
      placeholder={t('counseling.studentHint')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={(students.data?.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.email})` }))}
      value={value}
      onChange={onChange}
      filter={({ options }) => options}
      nothingFoundMessage={t('counseling.noStudents')}
      maw={480}
    />
  );
}

/** The reports of a student (or all, for counselors), newest first. */
function ReportList({ studentId, base }: { studentId?: string | undefined; base: string }) {
  const { t, i18n } = useTranslation('colleges');
  const reports = useQuery(collegeQueries.reports(studentId));
  const rows = reports.data?.data ?? [];
  if (!rows.length) return <Text c="dimmed">{t('report.none')}</Text>;
  return (
    <Table aria-label={t('report.listTitle')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('report.title')}</Table.Th>
          <Table.Th>{t('report.student')}</Table.Th>
          <Table.Th>{t('report.statusLabel')}</Table.Th>
          <Table.Th>{t('report.updated')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Anchor component={Link} to={`${base}/${r.id}`}>
                {r.title}
              </Anchor>
            </Table.Td>
            <Table.Td>{r.student.name}</Table.Td>
            <Table.Td>
              <ReportStatusBadge report={r} />
            </Table.Td>
            <Table.Td>{formatDateTime(r.sent_at ?? r.updated_at, i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A new draft for the student, from their list as it stands. */
function NewReport({ studentId }: { studentId: string }) {
  const { t } = useTranslation('colleges');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation(collegeMutations.createReport());
  return (
    <Stack gap="xs">
      <FormError error={error} />
      <Group align="flex-end">
        <TextInput
          label={t('report.newTitle')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          miw={320}
        />
        <Button
          disabled={!title.trim()}
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              { student_id: studentId, title },
              {
                onSuccess: (report) => {
                  void refreshColleges(client);
                  void navigate(`${EDUCATOR_COUNSELING}/reports/${report.id}`);
                },
                onError: (e) => setError(errorMessageOf(e)),
              },
            )
          }
        >
          {t('report.create')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/educator/counseling`: counselors pick a student (their list and reports) or open a report. */
export function EducatorCounselingScreen() {
  const { t } = useTranslation('colleges');
  const navigate = useNavigate();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('counseling.title')} subtitle={t('counseling.intro')} />
        <StudentPicker value={null} onChange={(id) => id && void navigate(`${EDUCATOR_COUNSELING}/students/${id}`)} />
        <SectionCard id="all-reports" title={t('report.listTitle')}>
          <ReportList base={`${EDUCATOR_COUNSELING}/reports`} />
        </SectionCard>
      </Stack>
    </Container>
  );
}

/** `/educator/counseling/students/:studentId`: the student's target list (counselor view) and reports. */
export function CounselingStudentScreen() {
  const { t } = useTranslation('colleges');
  const { studentId = '' } = useParams();
  return (
    <PageWithBack size="xl" back={EDUCATOR_COUNSELING} backLabel={t('counseling.back')}>
      <PageTitle title={t('counseling.studentTitle')} subtitle={t('counseling.studentIntro')} />
      <CollegeListPanel studentId={studentId} />
      <StackedSectionCard id="student-reports" title={t('report.listTitle')} p="lg">
        <NewReport studentId={studentId} />
        <ReportList studentId={studentId} base={`${EDUCATOR_COUNSELING}/reports`} />
      </StackedSectionCard>
    </PageWithBack>
  );
}

function ReportEditor({ report }: { report: CounselingReportView }) {
  const { t } = useTranslation('colleges');
  const client = useQueryClient();
  const [title, setTitle] = useState(report.title);
  const [comments, setComments] = useState(report.comments);
  const [itemComments, setItemComments] = useState<Record<string, string>>(
    Object.fromEntries(report.items.map((i) => [i.college_id, i.comment])),
  );
  const [error, setError] = useState<string | null>(null);
  const update = useMutation(collegeMutations.updateReport(report.id));
  const sendIt = useMutation(collegeMutations.sendReport(report.id));
  const done = (next: CounselingReportView) => {
    client.setQueryData(collegeQueries.report(report.id).queryKey, next);
    void refreshColleges(client);
  };
  const input = (refresh: boolean) => ({
    title,
    comments,
    item_comments: Object.entries(itemComments).map(([college_id, comment]) => ({ college_id, comment })),
    refresh,
  });
  const save = (refresh: boolean, then?: () => void) => {
    setError(null);
    update.mutate(input(refresh), {
      onSuccess: (next) => {
        done(next);
        then?.();
      },
      onError: (e) => setError(errorMessageOf(e)),
    });
  };
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <FormError error={error} />
          <TextInput
            label={t('report.title')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            withAsterisk
          />
          <Textarea
            label={t('report.comments')}
            autosize
            minRows={4}
            maxLength={10000}
            value={comments}
            onChange={(e) => setComments(e.currentTarget.value)}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="editor-colleges">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="h4" id="editor-colleges">
              {t('report.colleges')}
            </Title>
            <Button variant="default" loading={update.isPending} onClick={() => save(true)}>
              {t('report.refresh')}
            </Button>
          </Group>
          {report.items.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
          {report.items.map((i) => (
            <TextInput
              key={i.college_id}
              label={t('report.commentFor', {
                college: i.name,
                category: i.category ? t(`category.${i.category}`) : t('none'),
                status: t(`status.${i.status}`),
              })}
              value={itemComments[i.college_id] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setItemComments((c) => ({ ...c, [i.college_id]: value }));
              }}
            />
          ))}
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" loading={update.isPending} onClick={() => save(false)}>
          {t('report.save')}
        </Button>
        <Button
          loading={sendIt.isPending}
          onClick={() =>
            save(false, () =>
              sendIt.mutate(undefined, { onSuccess: done, onError: (e) => setError(errorMessageOf(e)) }),
            )
          }
        >
          {t('report.send')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/educator/counseling/reports/:id`: a draft's editor (comments, refresh, send); a sent report as sent. */
export function CounselingReportEditorScreen() {
  const { t } = useTranslation('colleges');
  const { id = '' } = useParams();
  const report = useQuery(collegeQueries.report(id));
  const data = report.data;
  return (
    <PageWithBack
      size="xl"
      back={data ? `${EDUCATOR_COUNSELING}/students/${data.student.id}` : EDUCATOR_COUNSELING}
      backLabel={t('counseling.back')}
      aside={data ? <ReportPdfButton report={data} /> : undefined}
    >
      {report.isError && <FormError error={errorMessageOf(report.error)} />}
      {data && (
        <>
          <Group gap="sm">
            <PageTitle title={data.title} subtitle={t('report.editorIntro', { student: data.student.name })} />
            <ReportStatusBadge report={data} />
          </Group>
          {data.can_edit ? <ReportEditor report={data} /> : <CounselingReportBody report={data} />}
        </>
      )}
    </PageWithBack>
  );
}

/** `/college-plan`: a student's own list (they edit it) or a parent's child's (read-only), and the sent reports. */
export function FamilyCollegePlanScreen() {
  const { t } = useTranslation('colleges');
  const students = useQuery(collegeQueries.students(''));
  const [chosen, setChosen] = useState<string | null>(null);
  const list = students.data?.data ?? [];
  const studentId = chosen ?? list[0]?.id ?? null;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('family.title')} subtitle={t('family.intro')} />
        {list.length > 1 && <StudentPicker value={studentId} onChange={setChosen} />}
        {students.data && !studentId && <Text c="dimmed">{t('family.none')}</Text>}
        {studentId && <CollegeListPanel studentId={studentId} />}
        <SectionCard id="family-reports" title={t('report.listTitle')}>
          <ReportList base="/counseling-reports" />
        </SectionCard>
      </Stack>
    </Container>
  );
}

/** `/counseling-reports/:id`: a sent report in the student's and parents' portal (the e-mail links here). */
export function FamilyCounselingReportScreen() {
  const { t } = useTranslation('colleges');
  const { id = '' } = useParams();
  const report = useQuery(collegeQueries.report(id));
  return (
    <PageWithBack
      size="xl"
      back={FAMILY_PLAN}
      backLabel={t('family.back')}
      aside={report.data ? <ReportPdfButton report={report.data} /> : undefined}
    >
      {report.isError && <FormError error={errorMessageOf(report.error)} />}
      {report.data && (
        <>
          <PageTitle title={report.data.title} subtitle={t('family.reportIntro')} />
          <CounselingReportBody report={report.data} />
        </>
      )}
    </PageWithBack>
  );
}
