import { Alert, Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { QUESTION_SHEET_COLUMNS, type ImportJobView, type QuestionSheetColumn } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, notifyError } from '../../lib/notify.ts';
import { downloadTemplate, questionMutations, questionQueries, refreshQuestions } from './questions.api.ts';
import { SheetColumnsHelp, SheetProblemsTable, SheetTemplateButtons } from '../../components/sheet-import-parts.tsx';
import { AppModal } from '../../components/app-modal.tsx';

const COLUMN_HELP: Record<
  QuestionSheetColumn,
  | 'kind'
  | 'section'
  | 'subject'
  | 'type'
  | 'stem'
  | 'choice'
  | 'correct'
  | 'answers'
  | 'explanation'
  | 'sampleAnswer'
  | 'labels'
  | 'difficulty'
  | 'passage'
  | 'source'
  | 'sourceId'
  | 'irt'
> = {
  kind: 'kind',
  section: 'section',
  subject: 'subject',
  type: 'type',
  stem: 'stem',
  choice_a: 'choice',
  choice_b: 'choice',
  choice_c: 'choice',
  choice_d: 'choice',
  choice_e: 'choice',
  correct: 'correct',
  answers: 'answers',
  explanation: 'explanation',
  sample_answer: 'sampleAnswer',
  labels: 'labels',
  difficulty: 'difficulty',
  passage: 'passage',
  source: 'source',
  source_id: 'sourceId',
  irt_a: 'irt',
  irt_b: 'irt',
  irt_c: 'irt',
};

const ACCEPT = '.csv,.xlsx,.zip,.xml,.gift,.txt';

/** The problems of a dry run (or a failed run): where (row or item), which field, why — in the user's language. */
export function ImportReport({ job }: { job: ImportJobView }) {
  const { t } = useTranslation('questions');
  return (
    <SheetProblemsTable
      problems={job.errors.map((p) => ({
        where:
          p.row !== null
            ? t('import.row', { row: p.row })
            : p.item
              ? t('import.item', { item: p.item })
              : t('import.file'),
        field: p.field,
        message: p.message,
      }))}
      countLabel={t('import.problems', { count: job.errors.length })}
      tableLabel={t('import.problemsTable')}
      heads={{ where: t('import.where'), field: t('import.field'), reason: t('import.reason') }}
      testId="import-problems"
    />
  );
}

/** A job's state: the spec's importing (with its count and a progress bar), completed, or failed. */
function JobState({ job }: { job: ImportJobView }) {
  const { t } = useTranslation('questions');
  const done = job.imported + job.updated;
  const percent = job.total > 0 ? Math.round((done / job.total) * 100) : job.status === 'completed' ? 100 : 0;
  if (job.dryRun) {
    if (job.status === 'importing') return <Text role="status">{t('import.checking')}</Text>;
    if (job.status === 'failed' || job.errors.length > 0) return null;
    return (
      <Alert color="green" role="status">
        {t('import.dryRunClean', { count: job.total })}
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      <Text role="status" aria-live="polite">
        {job.status === 'importing'
          ? t('import.importing', { done, total: job.total })
          : job.status === 'completed'
            ? t('import.completed', { imported: job.imported, updated: job.updated })
            : t('import.failed')}
      </Text>
      <Progress value={percent} aria-label={t('import.progress')} size="lg" animated={job.status === 'importing'} />
    </Stack>
  );
}

/**
 * Import: pick a file (CSV or XLSX from the template, QTI items or packages, Moodle XML, GIFT), check it
 * with a dry run that lists every problem and imports nothing, then import it (all or nothing per file)
 * while a progress bar follows the job.
 */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('questions');
  const client = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation(questionMutations.startImport());
  const job = useQuery({ ...questionQueries.importJob(jobId ?? ''), enabled: jobId !== null });
  const view = jobId ? job.data : undefined;

  useEffect(() => {
    if (view && !view.dryRun && view.status === 'completed') void refreshQuestions(client);
  }, [view, client]);

  const run = (dryRun: boolean) => {
    if (!file) return;
    setJobId(null);
    start.mutate(
      { file, dryRun },
      { onSuccess: ({ jobId: id }) => setJobId(id), onError: (e) => notifyError(errorMessageOf(e)) },
    );
  };
  const close = () => {
    setFile(null);
    setJobId(null);
    onClose();
  };
  const template = (format: 'csv' | 'xlsx') =>
    downloadTemplate(format).catch((e: unknown) => notifyError(errorMessageOf(e)));
  const checkedClean = view?.dryRun === true && view.status === 'completed' && view.errors.length === 0;
  const busy = start.isPending || view?.status === 'importing';

  return (
    <AppModal opened={opened} onClose={close} title={t('import.title')} size="xl">
      <Stack gap="md">
        <Text fz="sm">{t('import.intro')}</Text>
        <SheetTemplateButtons
          labels={{ csv: t('import.templateCsv'), xlsx: t('import.templateXlsx') }}
          onDownload={(format) => void template(format)}
        />
        <SheetColumnsHelp
          summary={t('import.columns')}
          columns={QUESTION_SHEET_COLUMNS}
          helpOf={(c) => t(`import.help.${COLUMN_HELP[c]}`)}
        />
        <Input.Wrapper label={t('import.file')} description={t('import.formats')} id={inputId}>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            data-testid="import-file"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setJobId(null);
            }}
          />
        </Input.Wrapper>
        {view && <JobState job={view} />}
        {view && <ImportReport job={view} />}
        {job.isError && (
          <Alert color="red" role="alert">
            {errorMessageOf(job.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.close')}
          </Button>
          <Button variant="light" disabled={!file || busy} loading={start.isPending} onClick={() => run(true)}>
            {t('import.dryRun')}
          </Button>
          <Button disabled={!file || busy || !checkedClean} onClick={() => run(false)}>
            {t('import.run')}
          </Button>
        </Group>
        {!checkedClean && file && !busy && (
          <Text fz="xs" c="gray.7">
            {t('import.dryRunFirst')}
          </Text>
        )}
      </Stack>
    </AppModal>
  );
}
