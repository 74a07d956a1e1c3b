import { Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list screen's table: bordered, striped, scrolling sideways below `minWidth`, busy while it refetches; `head`
 * is its header cells, and a list known to be empty (`isEmpty`) shows `empty` across its `columns`.
 */
export function ListTable(props: {
  minWidth: number;
  /** Names the scrolling region (a keyboard user tabs to it to scroll it sideways). */
  label?: string;
  busy?: boolean;
  highlightOnHover?: boolean;
  caption?: ReactNode;
  head: ReactNode;
  columns: number;
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md">
      {/* The scroller (the viewport) takes focus, so a keyboard can scroll a table wider than a phone (axe). */}
      <Table.ScrollContainer
        minWidth={props.minWidth}
        scrollAreaProps={{
          viewportProps: {
            tabIndex: 0,
            ...(props.label ? { role: 'region', 'aria-label': props.label } : {}),
          },
        }}
      >
        <Table striped highlightOnHover={props.highlightOnHover} verticalSpacing="sm" aria-busy={props.busy}>
          {props.caption !== undefined && <Table.Caption>{props.caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>{props.head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.isEmpty && (
              <Table.Tr>
                <Table.Td colSpan={props.columns}>
                  <Text c="dimmed">{props.empty}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {props.children}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
