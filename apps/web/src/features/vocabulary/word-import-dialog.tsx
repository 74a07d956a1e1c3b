import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { WORD_IMPORT_MAX_BYTES, type WordImportResult } from '@prepwell/contracts';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/notify.ts';
import { formatBytes } from '../../lib/format.ts';
import { refreshVocabulary, vocabularyMutations } from './vocabulary.api.ts';
import { useLang } from './vocabulary-text.ts';
import { SheetProblemsTable } from '../../components/sheet-import-parts.tsx';
import { AppModal } from '../../components/app-modal.tsx';

/** Every problem of the file, by row and column, in the reader's language (the server wrote them so). */
function Problems({ result }: { result: WordImportResult }) {
  const { t } = useTranslation('vocabulary');
  return (
    <SheetProblemsTable
      problems={result.problems.map((p) => ({
        where: p.row !== null ? t('import.rowNumber', { row: p.row }) : t('import.file'),
        field: p.field,
        message: p.message,
      }))}
      countLabel={t('import.problems', { count: result.problems.length })}
      tableLabel={t('import.problemsTable')}
      heads={{ where: t('import.row'), field: t('import.field'), reason: t('import.reason') }}
      testId="word-import-problems"
      minWidth={420}
    />
  );
}

/**
 * Educators: words from a CSV (word, definition, example, translation). Check lists every problem and
 * saves nothing; Import saves the whole file or, with any problem, nothing.
 */
export function WordImportDialog({
  opened,
  onClose,
  listId,
}: {
  opened: boolean;
  onClose: () => void;
  listId: string;
}) {
  const { t } = useTranslation('vocabulary');
  const lang = useLang();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<WordImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useMutation(vocabularyMutations.importCsv(listId));
  const start = (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    setResult(null);
    if (file.size > WORD_IMPORT_MAX_BYTES) {
      setError(t('import.tooBig', { max: formatBytes(WORD_IMPORT_MAX_BYTES, lang) }));
      return;
    }
    run.mutate(
      { file, dryRun },
      {
        onSuccess: async (r) => {
          setResult(r);
          if (!r.dry_run && r.imported > 0) await refreshVocabulary(client);
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t('import.title')} size="lg">
      <Stack>
        <Text size="sm">{t('import.help')}</Text>
        <FileInput
          label={t('import.file')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          value={file}
          onChange={(f) => {
            setFile(f);
            setResult(null);
            setError(null);
          }}
          clearable
          clearButtonProps={{ 'aria-label': t('import.clear') }}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {result && result.problems.length === 0 && (
          <Alert color="green" role="status">
            {result.dry_run ? t('import.clean', { count: result.total }) : t('import.done', { count: result.imported })}
          </Alert>
        )}
        {result && <Problems result={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button
            variant="light"
            disabled={!file}
            loading={run.isPending && run.variables.dryRun}
            onClick={() => start(true)}
          >
            {t('import.check')}
          </Button>
          <Button disabled={!file} loading={run.isPending && !run.variables.dryRun} onClick={() => start(false)}>
            {t('import.run')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
