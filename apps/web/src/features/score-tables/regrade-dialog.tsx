import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { ExamKind, RegradeChange, RegradeResult } from '@prepwell/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf } from '../../lib/notify.ts';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import { refreshResults, scoreTableMutations, scoreTableQueries } from './score-tables.api.ts';
import { sectionChanges, totalText } from './score-text.ts';
import { AppModal } from '../../components/app-modal.tsx';

function ChangesTable({ kind, changes }: { kind: ExamKind; changes: readonly RegradeChange[] }) {
  const { t } = useTranslation('scoreTables');
  const labels = useExamLabels();
  return (
    <Table.ScrollContainer
      minWidth={520}
      maxHeight={360}
      type="native"
      tabIndex={0}
      aria-label={t('regrade.changesLabel')}
    >
      <Table striped verticalSpacing="xs" aria-label={t('regrade.changesLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('regrade.student')}</Table.Th>
            <Table.Th scope="col">{t('regrade.total')}</Table.Th>
            <Table.Th scope="col">{t('regrade.sections')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.userExamId}>
              <Table.Th scope="row" fw={600}>
                {change.studentName}
              </Table.Th>
              <Table.Td>
                {t('regrade.fromTo', { before: totalText(kind, change.before), after: totalText(kind, change.after) })}
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {sectionChanges(change.before, change.after)
                    .filter((s) => s.changed)
                    .map((s) => (
                      <Text key={s.sectionId} size="sm">
                        {t('regrade.sectionLine', {
                          section: labels.section(kind, s.section),
                          before: s.before,
                          after: s.after,
                        })}
                      </Text>
                    ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Summary({ kind, result }: { kind: ExamKind; result: RegradeResult }) {
  const { t } = useTranslation('scoreTables');
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {t('regrade.dryRunSummary', {
          attempts: t('regrade.attempts', { count: result.attempts }),
          changes: t('regrade.wouldChange', { count: result.changed }),
        })}
      </Text>
      {result.changes.length > 0 && <ChangesTable kind={kind} changes={result.changes} />}
      {result.changed > result.changes.length && (
        <Text size="sm" c="dimmed">
          {t('regrade.firstOnly', { shown: result.changes.length, count: result.changed })}
        </Text>
      )}
    </Stack>
  );
}

function RegradeBody({ testId, kind, onClose }: { testId: string; kind: ExamKind; onClose: () => void }) {
  const { t } = useTranslation('scoreTables');
  const client = useQueryClient();
  const dryRun = useQuery(scoreTableQueries.regradeDryRun(testId));
  const apply = useMutation({
    ...scoreTableMutations.regrade(testId),
    onSuccess: () => refreshResults(client),
  });

  if (apply.data)
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t('regrade.applied', { count: apply.data.changed })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('actions.close')}
          </Button>
        </Group>
      </Stack>
    );
  if (dryRun.isError)
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {errorMessageOf(dryRun.error)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button onClick={() => void dryRun.refetch()}>{t('actions.retry')}</Button>
        </Group>
      </Stack>
    );
  if (!dryRun.data)
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>{t('regrade.checking')}</Text>
      </Group>
    );
  const changed = dryRun.data.changed;
  return (
    <Stack gap="md">
      <Summary kind={kind} result={dryRun.data} />
      {apply.isError && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(apply.error) && apply.error.handled ? t('regrade.failed') : errorMessageOf(apply.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('actions.cancel')}
        </Button>
        {changed > 0 && (
          <Button color="orange" loading={apply.isPending} onClick={() => apply.mutate()}>
            {t('regrade.confirm', { count: changed })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * "Regrade finished attempts" (issue 14): a dry run first (how many finished attempts, which scores
 * would change), then the author confirms and every changed result is recomputed. Nothing is applied
 * without the confirm. Used by the score-table editor and the builder's pages.
 */
export function RegradeDialog(props: { testId: string; kind: ExamKind; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('scoreTables');
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={t('regrade.title')} size="xl">
      {props.opened && <RegradeBody testId={props.testId} kind={props.kind} onClose={props.onClose} />}
    </AppModal>
  );
}
