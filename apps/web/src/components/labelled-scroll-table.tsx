import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table named by `label` in a natively scrolling container of the same name, which takes focus so that a
 * keyboard can scroll it sideways below `minWidth` (axe). `head` is its header cells, `children` its rows.
 */
export function LabelledScrollTable({
  label,
  minWidth,
  table,
  head,
  children,
}: {
  label: string;
  minWidth: number;
  /** The table's look: striped, highlightOnHover, withTableBorder, verticalSpacing. */
  table: Pick<TableProps, 'striped' | 'highlightOnHover' | 'withTableBorder' | 'verticalSpacing'>;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} aria-label={label}>
      <Table {...table} aria-label={label}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
