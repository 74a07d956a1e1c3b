import { Alert, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ExamKind } from '@prepwell/contracts';
import { IconAlertTriangle, IconFileDownload, IconKey } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { BackLink } from '../../components/page-with-back.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf } from '../../lib/notify.ts';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import { scoreTableMutations, scoreTableQueries } from './score-tables.api.ts';
import { testEditPath, testPdfPath } from './table-keys.ts';

/**
 * `/tests/{kind}/pdf/{id}`: the test as an A4 booklet made on the server, with or without the answer key.
 * The file comes through the API client (it needs the session's token) and is saved under the test's title.
 */
export function TestPdfScreen({ kind, testId }: { kind: ExamKind; testId: string }) {
  const { t } = useTranslation('scoreTables');
  const labels = useExamLabels();
  const structure = useQuery(scoreTableQueries.structure(testId));
  const download = useMutation(scoreTableMutations.pdf(testId));
  const test = structure.data;
  if (test && test.kind !== kind) return <Navigate to={testPdfPath(test.kind, testId)} replace />;
  const busy = download.isPending ? download.variables.answers : null;
  const failed = download.isError && !(isApiError(download.error) && download.error.handled);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackLink to={testEditPath(kind, testId)} label={t('editor.back')} />
        <PageTitle title={t('pdf.title')} subtitle={t('pdf.subtitle')} />
        {structure.isError ? (
          <LoadError error={structure.error} onRetry={() => void structure.refetch()} />
        ) : !test ? (
          <Skeleton h={140} aria-label={t('pdf.loading')} />
        ) : (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Stack gap={4}>
                <Text fw={700} fz="lg">
                  {test.title}
                </Text>
                <Group gap="xs">
                  <Badge variant="light">{labels.type(test.type)}</Badge>
                  <Badge variant="outline" color="gray.7">
                    {labels.version(test.version)}
                  </Badge>
                  {test.revision > 1 && (
                    <Badge variant="outline" color="gray.7">
                      {t('version', { revision: test.revision })}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('pdf.facts', { questions: test.questionCount, minutes: test.minutes })}
                </Text>
              </Stack>
              <Group gap="sm" wrap="wrap">
                <Button
                  leftSection={<IconFileDownload size={16} aria-hidden />}
                  loading={busy === false}
                  disabled={busy === true}
                  onClick={() => download.mutate({ title: test.title, answers: false })}
                >
                  {t('pdf.booklet')}
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconKey size={16} aria-hidden />}
                  loading={busy === true}
                  disabled={busy === false}
                  onClick={() => download.mutate({ title: test.title, answers: true })}
                >
                  {t('pdf.withKey')}
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                {t('pdf.hint')}
              </Text>
              {failed && (
                <Alert
                  color="red"
                  variant="light"
                  role="alert"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                  title={t('pdf.failed')}
                >
                  {errorMessageOf(download.error)}
                </Alert>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
