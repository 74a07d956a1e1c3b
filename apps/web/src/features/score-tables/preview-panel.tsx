import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ExamKind, ScoreTableInput, ScoreTablePreview } from '@prepwell/contracts';
import { IconEye } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/notify.ts';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import { scoreTableMutations } from './score-tables.api.ts';
import { sectionText, totalText } from './score-text.ts';

function PreviewResult({ kind, preview, unsaved }: { kind: ExamKind; preview: ScoreTablePreview; unsaved: number }) {
  const { t } = useTranslation('scoreTables');
  const labels = useExamLabels();
  if (!preview.userExamId || !preview.scores)
    return (
      <Text size="sm" role="status">
        {t('preview.noAttempt')}
      </Text>
    );
  const scores = preview.scores;
  return (
    <Stack gap="xs" role="status">
      <Text size="sm">
        {t('preview.sample', { name: preview.studentName ?? t('preview.unnamed') })}
        {unsaved > 0 && ` ${t('preview.withUnsaved', { count: unsaved })}`}
      </Text>
      <Table verticalSpacing={4} aria-label={t('preview.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('preview.section')}</Table.Th>
            <Table.Th scope="col">{t('preview.raw')}</Table.Th>
            <Table.Th scope="col">{t('preview.scaled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {scores.sections.map((s) => (
            <Table.Tr key={s.sectionId}>
              <Table.Th scope="row" fw={500}>
                {s.route === 'base'
                  ? labels.section(kind, s.section)
                  : t('tableTitle', { section: labels.section(kind, s.section), route: labels.route(s.route) })}
              </Table.Th>
              <Table.Td>{t('preview.rawOf', { raw: s.raw, max: s.maxRaw })}</Table.Td>
              <Table.Td>{s.scaled || s.band ? sectionText(s) : t('preview.noTable')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('preview.total')}</Table.Th>
            <Table.Td />
            <Table.Td fw={700}>
              {scores.scaled || scores.overall ? totalText(kind, scores) : t('preview.noTable')}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Stack>
  );
}

/**
 * "Preview against a sample attempt": the latest completed attempt of the test scored with the tables as
 * they stand in the editor (the unsaved ones sent with the request). `tables` is null while an edited
 * table still has a problem to fix.
 */
export function PreviewPanel({
  testId,
  kind,
  tables,
}: {
  testId: string;
  kind: ExamKind;
  tables: ScoreTableInput[] | null;
}) {
  const { t } = useTranslation('scoreTables');
  const preview = useMutation(scoreTableMutations.preview(testId));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('preview.help')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconEye size={16} aria-hidden />}
          loading={preview.isPending}
          disabled={tables === null}
          onClick={() => tables && preview.mutate(tables)}
          w="fit-content"
        >
          {t('preview.run')}
        </Button>
        {tables === null && (
          <Text size="sm" c="red.9">
            {t('preview.fixFirst')}
          </Text>
        )}
        {preview.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(preview.error)}
          </Alert>
        )}
        {preview.data && !preview.isPending && (
          <PreviewResult kind={kind} preview={preview.data} unsaved={preview.variables.length} />
        )}
      </Stack>
    </Paper>
  );
}
