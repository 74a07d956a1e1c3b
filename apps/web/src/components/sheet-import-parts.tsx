import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/**
 * The pieces every spreadsheet import shares (the question bank's, the roster's, the word lists'): the
 * template downloads, the column help and the table of problems by row. Each import passes its own words
 * (its namespace's strings) and data; the layout and the table's markup are one.
 */

export type SheetFormat = 'csv' | 'xlsx';

/** "Template (CSV)" and "Template (XLSX)" buttons. */
export function SheetTemplateButtons({
  labels,
  onDownload,
}: {
  labels: Record<SheetFormat, string>;
  onDownload(format: SheetFormat): void;
}) {
  return (
    <Group gap="xs">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => onDownload(format)}
        >
          {labels[format]}
        </Button>
      ))}
    </Group>
  );
}

/** A folded list of the sheet's columns, each with what it takes. */
export function SheetColumnsHelp<C extends string>({
  summary,
  columns,
  helpOf,
}: {
  summary: string;
  columns: readonly C[];
  helpOf(column: C): string;
}) {
  return (
    <details>
      <summary>{summary}</summary>
      <Table verticalSpacing={4} fz="sm" mt="xs">
        <Table.Tbody>
          {columns.map((c) => (
            <Table.Tr key={c}>
              <Table.Td>
                <code>{c}</code>
              </Table.Td>
              <Table.Td>{helpOf(c)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}

export interface SheetProblem {
  /** Where: "Row 4", "Item q12", "The file". */
  where: string;
  field: string;
  message: string;
}

/** Every problem of a check, by where, field and why, with its count announced; nothing when there is none. */
export function SheetProblemsTable({
  problems,
  countLabel,
  tableLabel,
  heads,
  testId,
  minWidth = 480,
}: {
  problems: readonly SheetProblem[];
  countLabel: string;
  tableLabel: string;
  heads: { where: string; field: string; reason: string };
  testId: string;
  minWidth?: number;
}) {
  if (problems.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={500} role="status">
        {countLabel}
      </Text>
      <Table.ScrollContainer minWidth={minWidth} tabIndex={0} aria-label={tableLabel}>
        <Table striped verticalSpacing="xs" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{heads.where}</Table.Th>
              <Table.Th>{heads.field}</Table.Th>
              <Table.Th>{heads.reason}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.map((p, i) => (
              <Table.Tr key={i}>
                <Table.Td>{p.where}</Table.Td>
                <Table.Td>
                  <code>{p.field}</code>
                </Table.Td>
                <Table.Td>{p.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
