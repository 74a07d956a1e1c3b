import { Alert, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ExamKind, ScoreTableView } from '@prepwell/contracts';
import { IconArrowBackUp, IconClipboardText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRange } from '../exams/score-format.ts';
import { useSectionTitle } from '../exams/section-title.ts';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import { TableGrid, type RowField } from './table-grid.tsx';
import type { EditRow } from './table-checks.ts';

/**
 * A table's name: the section's title, and the module-2 route for an adaptive section's tables. A title that
 * is the official section's English name ("Reading and Writing") is shown in the reader's language, as the
 * runner shows it (issue 17); a title an educator wrote stays as written.
 */
export const useTableTitle = (kind: ExamKind) => {
  const { t } = useTranslation('scoreTables');
  const labels = useExamLabels();
  const sectionTitle = useSectionTitle();
  return (table: Pick<ScoreTableView, 'title' | 'section' | 'route'>): string => {
    const section = sectionTitle(kind, table.section, table.title);
    return table.route === 'base' ? section : t('tableTitle', { section, route: labels.route(table.route) });
  };
};

/** "Estimate" for the demo's estimated tables, "Your table" for the centre's, "No table yet" when empty. */
export function OriginBadge({ table, edited }: { table: ScoreTableView; edited: boolean }) {
  const { t } = useTranslation('scoreTables');
  if (edited)
    return (
      <Badge variant="light" color="blue">
        {t('origin.edited')}
      </Badge>
    );
  if (table.rows.length === 0)
    return (
      <Badge variant="outline" color="gray.7">
        {t('origin.none')}
      </Badge>
    );
  return table.origin === 'estimate' ? (
    <Tooltip label={t('origin.estimateHint')} multiline w={280}>
      <Badge variant="light" color="yellow" c="dark.7" tabIndex={0}>
        {t('origin.estimate')}
      </Badge>
    </Tooltip>
  ) : (
    <Badge variant="light" color="teal">
      {t('origin.own')}
    </Badge>
  );
}

/** One table of the editor: what it covers, its origin, paste and reset, and the grid. */
export function TablePanel(props: {
  id: string;
  kind: ExamKind;
  title: string;
  table: ScoreTableView;
  rows: readonly EditRow[];
  edited: boolean;
  readOnly: boolean;
  problems: ReadonlyMap<number, string>;
  tableErrors: readonly string[];
  onChange: (raw: number, field: RowField, value: number | null) => void;
  onPaste: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('scoreTables');
  const { table } = props;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} fz="h4">
                {props.title}
              </Title>
              <OriginBadge table={table} edited={props.edited} />
            </Group>
            <Text size="sm" c="dimmed">
              {table.scale
                ? t('editor.covers', { max: table.maxRaw, scale: formatRange(table.scale) })
                : t('editor.coversNoScale', { max: table.maxRaw })}
            </Text>
          </Stack>
          {!props.readOnly && (
            <Group gap="xs">
              <Button
                variant="light"
                size="sm"
                leftSection={<IconClipboardText size={16} aria-hidden />}
                onClick={props.onPaste}
              >
                {t('paste.open')}
              </Button>
              {props.edited && (
                <Button
                  variant="subtle"
                  size="sm"
                  leftSection={<IconArrowBackUp size={16} aria-hidden />}
                  onClick={props.onReset}
                >
                  {t('editor.reset')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {props.kind === 'toefl' && table.scale?.[0] === 2 && table.scale[1] === 12 && (
          <Text size="sm">{t('editor.halfBands')}</Text>
        )}
        {table.rows.length === 0 && !props.edited && !props.readOnly && <Text size="sm">{t('editor.emptyHint')}</Text>}
        {!props.readOnly && (
          <Text size="xs" c="dimmed">
            {t('grid.keyboardHint')}
          </Text>
        )}
        {props.tableErrors.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {props.tableErrors.join(' ')}
          </Alert>
        )}
        <TableGrid
          id={props.id}
          label={t('grid.label', { table: props.title })}
          rows={props.rows}
          problems={props.problems}
          readOnly={props.readOnly}
          onChange={props.onChange}
        />
      </Stack>
    </Paper>
  );
}
