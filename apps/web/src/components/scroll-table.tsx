import { Alert, Loader, Table, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways below `minWidth`; the scroller takes focus and is named (`label`) so a
 * keyboard can scroll it. `head` is its header cells; busy while it refetches.
 */
export function ScrollTable(props: {
  minWidth: number;
  label: string;
  head: ReactNode;
  busy?: boolean;
  striped?: boolean;
  highlightOnHover?: boolean;
  verticalSpacing?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={props.minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': props.label } }}
    >
      <Table
        striped={props.striped ?? true}
        highlightOnHover={props.highlightOnHover}
        verticalSpacing={props.verticalSpacing ?? 'sm'}
        aria-busy={props.busy}
      >
        <Table.Thead>
          <Table.Tr>{props.head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * What a list shows for its query: a spinner while it first loads, the failure, the empty text (grey),
 * else the list itself (`children`).
 */
export function ListStates(props: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  loadingLabel: string;
  failed: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (props.isPending) return <Loader role="status" aria-label={props.loadingLabel} />;
  if (props.isError)
    return (
      <Alert color="red" role="alert">
        {props.failed}
      </Alert>
    );
  if (props.isEmpty) return <Text c="gray.7">{props.empty}</Text>;
  return props.children;
}
