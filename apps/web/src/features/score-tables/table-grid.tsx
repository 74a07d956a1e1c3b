import { NumberInput, Table, Text } from '@mantine/core';
import { memo, useCallback, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditRow, RowIssue } from './table-checks.ts';

export type RowField = 'lower' | 'upper';

/** The words for a row's first problem. */
export const useIssueText = () => {
  const { t } = useTranslation('scoreTables');
  return (issue: RowIssue): string => {
    switch (issue.code) {
      case 'missing':
        return t('checks.missing');
      case 'not_whole':
        return t('checks.notWhole');
      case 'lower_above_upper':
        return t('checks.lowerAboveUpper');
      case 'below_scale':
        return t('checks.belowScale', { min: issue.min });
      case 'above_scale':
        return t('checks.aboveScale', { max: issue.max });
      case 'decreasing':
        return t('checks.decreasing', { raw: issue.previousRaw });
      case 'beyond_max':
        return t('checks.beyondMax', { max: issue.maxRaw });
    }
  };
};

const numberOf = (value: number | string): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

interface RowProps {
  gridId: string;
  raw: number;
  row: EditRow;
  /** The row's problem (client check or the server's field error), already in words. */
  problem: string | null;
  readOnly: boolean;
  onChange: (raw: number, field: RowField, value: number | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, raw: number, field: RowField) => void;
}

const GridRow = memo(function GridRow({ gridId, raw, row, problem, readOnly, onChange, onKeyDown }: RowProps) {
  const { t } = useTranslation('scoreTables');
  const problemId = `${gridId}-problem-${raw}`;
  const cell = (field: RowField) => (
    <NumberInput
      size="xs"
      w={110}
      value={row[field] ?? ''}
      onChange={(value) => onChange(raw, field, numberOf(value))}
      onKeyDown={(event) => onKeyDown(event, raw, field)}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      readOnly={readOnly}
      error={problem !== null}
      aria-label={t(field === 'lower' ? 'grid.lowerOf' : 'grid.upperOf', { raw })}
      aria-describedby={problem ? problemId : undefined}
      data-cell={`${field}-${raw}`}
    />
  );
  return (
    <Table.Tr data-raw={raw} bg={problem ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Th scope="row" fw={600}>
        {raw}
      </Table.Th>
      <Table.Td>{cell('lower')}</Table.Td>
      <Table.Td>{cell('upper')}</Table.Td>
      <Table.Td>
        {problem && (
          <Text id={problemId} size="sm" c="red.9">
            {problem}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
});

/**
 * The raw → scaled grid of one table: a row per raw score with the lowest and highest scaled score.
 * Keyboard: Tab moves across a row; Enter / Shift+Enter move down / up in the same column.
 */
export function TableGrid(props: {
  id: string;
  label: string;
  rows: readonly EditRow[];
  problems: ReadonlyMap<number, string>;
  readOnly: boolean;
  onChange: (raw: number, field: RowField, value: number | null) => void;
}) {
  const { t } = useTranslation('scoreTables');
  const wrapper = useRef<HTMLDivElement>(null);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>, raw: number, field: RowField) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = raw + (event.shiftKey ? -1 : 1);
    wrapper.current?.querySelector<HTMLInputElement>(`[data-cell="${field}-${next}"]`)?.focus();
  }, []);
  return (
    <Table.ScrollContainer minWidth={420} maxHeight={520} type="native" ref={wrapper}>
      <Table stickyHeader striped verticalSpacing={4} aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('grid.raw')}</Table.Th>
            <Table.Th scope="col">{t('grid.lower')}</Table.Th>
            <Table.Th scope="col">{t('grid.upper')}</Table.Th>
            <Table.Th scope="col">{t('grid.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row, raw) => (
            <GridRow
              key={raw}
              gridId={props.id}
              raw={raw}
              row={row}
              problem={props.problems.get(raw) ?? null}
              readOnly={props.readOnly}
              onChange={props.onChange}
              onKeyDown={onKeyDown}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
