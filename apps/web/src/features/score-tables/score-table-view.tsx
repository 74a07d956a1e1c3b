import { Alert, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ExamKind } from '@prepwell/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { BackLink } from '../../components/page-with-back.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadError, RowSkeletons } from '../../components/query-states.tsx';
import { formatRange } from '../exams/score-format.ts';
import { scoreTableQueries } from './score-tables.api.ts';
import { sameTable, scoreTableEditPath, scoreTableViewPath, testEditPath, type TableKey } from './table-keys.ts';
import { OriginBadge, useTableTitle } from './table-panel.tsx';

/** `/tests/{kind}/{examId}/score-table/{sectionId~route}`: one table, read-only. */
export function ScoreTableViewScreen({
  kind,
  testId,
  tableKey,
}: {
  kind: ExamKind;
  testId: string;
  tableKey: TableKey;
}) {
  const { t } = useTranslation('scoreTables');
  const titleOf = useTableTitle(kind);
  const tables = useQuery(scoreTableQueries.tables(testId));
  const structure = useQuery(scoreTableQueries.structure(testId));
  const test = structure.data;
  if (test && test.kind !== kind) return <Navigate to={scoreTableViewPath(test.kind, testId, tableKey)} replace />;
  const set = tables.data;
  const table = set?.tables.find((candidate) => sameTable(candidate, tableKey));
  const editable = !!set && !set.readOnly && !test?.readOnly;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackLink to={testEditPath(kind, testId)} label={t('editor.back')} />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <PageTitle
            title={table ? titleOf(table) : t('view.title')}
            subtitle={test ? test.title : t('editor.subtitle')}
          />
          {editable && table && (
            <Button
              component={Link}
              to={scoreTableEditPath(kind, testId, tableKey)}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('view.edit')}
            </Button>
          )}
        </Group>
        {tables.isError ? (
          <LoadError error={tables.error} onRetry={() => void tables.refetch()} />
        ) : !set ? (
          <RowSkeletons rows={8} />
        ) : !table ? (
          <Alert color="gray" variant="light">
            {t('view.missing')}
          </Alert>
        ) : (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group gap="xs">
                <Title order={2} fz="h5">
                  {t('view.heading')}
                </Title>
                <OriginBadge table={table} edited={false} />
              </Group>
              <Text size="sm" c="dimmed">
                {table.scale
                  ? t('editor.covers', { max: table.maxRaw, scale: formatRange(table.scale) })
                  : t('editor.coversNoScale', { max: table.maxRaw })}
              </Text>
              {table.rows.length === 0 ? (
                <Text>{t('view.empty')}</Text>
              ) : (
                <Table striped verticalSpacing={4} aria-label={t('grid.label', { table: titleOf(table) })}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('grid.raw')}</Table.Th>
                      <Table.Th scope="col">{t('view.scaled')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {table.rows.map((range, raw) => (
                      <Table.Tr key={raw}>
                        <Table.Th scope="row" fw={500}>
                          {raw}
                        </Table.Th>
                        <Table.Td>{formatRange(range)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
