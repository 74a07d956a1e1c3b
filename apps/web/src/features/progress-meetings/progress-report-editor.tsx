import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { errorMessageOf } from '../../lib/notify.ts';
import { ProgressDataView } from './progress-data-view.tsx';
import { progressMutations, progressQueries } from './progress-meetings.api.ts';
import { EDUCATOR_REPORTS, ReportCommentsField } from './progress-report-screens.tsx';

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The last month up to today, the usual period of a report. */
const defaultPeriod = () => {
  const end = new Date();
  const start = new Date(end);
  start.setMonth(start.getMonth() - 1);
  start.setDate(start.getDate() + 1);
  return { start: isoDay(start), end: isoDay(end) };
};

/**
 * `/educator/progress-reports/new`: pick one of the teacher's students and a period, see what the report
 * will pull in (attempts, scores, skills, attendance), write comments, and save it as a draft (sent from
 * its page).
 */
export function ProgressReportEditor() {
  const { t } = useTranslation('progressMeetings');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [studentId, setStudentId] = useState<string | null>(null);
  const initial = defaultPeriod();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const students = useQuery(progressQueries.students(q));
  const orderOk = !!start && !!end && start <= end;
  const preview = useQuery(progressQueries.preview(studentId ?? '', start, end));
  const create = useMutation(progressMutations.create());
  const [chosenName, setChosenName] = useState('');

  const options = (students.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  if (studentId && !options.some((o) => o.value === studentId))
    options.unshift({ value: studentId, label: chosenName });

  const save = () => {
    setError(null);
    if (!studentId || !orderOk) {
      setError(t(studentId ? 'editor.periodOrder' : 'editor.pickStudent'));
      return;
    }
    create.mutate(
      { student_id: studentId, period_start: start, period_end: end, comments },
      {
        onSuccess: (report) => {
          client.setQueryData(progressQueries.detail(report.id).queryKey, report);
          void client.invalidateQueries({ queryKey: progressQueries.all() });
          void navigate(`${EDUCATOR_REPORTS}/${report.id}`);
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  };

  return (
    <PageWithBack size="lg" back={EDUCATOR_REPORTS} backLabel={t('reports.back')}>
      <PageTitle title={t('editor.title')} subtitle={t('editor.intro')} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <FormError error={error} />
          <Select
            label={t('editor.student')}
            placeholder={t('editor.studentHint')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={studentId}
            onChange={(v, option) => {
              setStudentId(v);
              setChosenName(option?.label ?? '');
            }}
            nothingFoundMessage={t('editor.noStudents')}
            filter={({ options: all }) => all}
            withAsterisk
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t('editor.periodStart')}
              value={start}
              onChange={(e) => setStart(e.currentTarget.value)}
              withAsterisk
            />
            <TextInput
              type="date"
              label={t('editor.periodEnd')}
              value={end}
              onChange={(e) => setEnd(e.currentTarget.value)}
              error={start && end && !orderOk ? t('editor.periodOrder') : undefined}
              withAsterisk
            />
          </SimpleGrid>
        </Stack>
      </Paper>
      <SectionCard id="editor-preview" title={t('editor.preview')}>
        {!studentId ? (
          <Text c="dimmed" size="sm">
            {t('editor.previewHint')}
          </Text>
        ) : preview.isError ? (
          <Text c="red" size="sm" role="alert">
            {errorMessageOf(preview.error)}
          </Text>
        ) : preview.data ? (
          <ProgressDataView data={preview.data.data} idPrefix="preview" />
        ) : (
          <Text c="dimmed" size="sm">
            {t('editor.loading')}
          </Text>
        )}
      </SectionCard>
      <Paper withBorder radius="md" p="lg">
        <ReportCommentsField value={comments} onChange={setComments} />
      </Paper>
      <Group justify="flex-end">
        <Button onClick={save} loading={create.isPending}>
          {t('editor.save')}
        </Button>
      </Group>
    </PageWithBack>
  );
}
