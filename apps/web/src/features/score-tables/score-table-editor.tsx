import { Alert, Badge, Button, Container, Grid, Group, Stack, Tabs, Text } from '@mantine/core';
import type { ExamKind, ScoreRange, ScoreTableInput, ScoreTableView } from '@prepwell/contracts';
import { IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { BackLink } from '../../components/page-with-back.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadError, RowSkeletons } from '../../components/query-states.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes-guard.tsx';
import { PasteDialog } from './paste-dialog.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { RegradeDialog } from './regrade-dialog.tsx';
import { refreshTables, scoreTableMutations, scoreTableQueries } from './score-tables.api.ts';
import { checkRows, editRowsOf, rowsToSend, sameRows, trimRows, type EditRow } from './table-checks.ts';
import { useIssueText, type RowField } from './table-grid.tsx';
import {
  domIdOf,
  mapTableErrors,
  sameTable,
  scoreTableEditPath,
  tableIdOf,
  testEditPath,
  type TableKey,
} from './table-keys.ts';
import { TablePanel, useTableTitle } from './table-panel.tsx';

type ServerErrors = ReturnType<typeof mapTableErrors>;
const NO_ERRORS: ServerErrors = { rows: new Map(), tables: new Map(), other: [] };

const baselineOf = (table: ScoreTableView) => editRowsOf(table.rows, table.maxRaw);

/** The edited tables as the PUT and the preview send them; `bad` lists those with a problem left. */
const collect = (tables: readonly ScoreTableView[], drafts: Readonly<Record<string, EditRow[]>>) => {
  const send: ScoreTableInput[] = [];
  const bad: ScoreTableView[] = [];
  for (const table of tables) {
    const draft = drafts[tableIdOf(table)];
    if (!draft) continue;
    const rows = rowsToSend(draft, table);
    if (rows) send.push({ sectionId: table.sectionId, route: table.route, rows });
    else bad.push(table);
  }
  return { send, bad };
};

function Editor({
  kind,
  testId,
  tables,
  active,
  readOnly,
}: {
  kind: ExamKind;
  testId: string;
  tables: readonly ScoreTableView[];
  active: ScoreTableView;
  readOnly: boolean;
}) {
  const { t } = useTranslation('scoreTables');
  const navigate = useNavigate();
  const client = useQueryClient();
  const titleOf = useTableTitle(kind);
  const issueText = useIssueText();
  const [drafts, setDrafts] = useState<Record<string, EditRow[]>>({});
  const [serverErrors, setServerErrors] = useState<ServerErrors>(NO_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [regrading, setRegrading] = useState(false);
  const save = useMutation(scoreTableMutations.save(testId));

  const activeId = tableIdOf(active);
  const baseline = useMemo(() => baselineOf(active), [active]);
  const rows = drafts[activeId] ?? baseline;
  const edited = drafts[activeId] !== undefined;
  const { send, bad } = collect(tables, drafts);
  const dirtyCount = Object.keys(drafts).length;
  const guard = useUnsavedChangesGuard(dirtyCount > 0, {
    within: `/tests/${kind}/${encodeURIComponent(testId)}/score-table/edit/`,
  });

  const setRows = useCallback(
    (update: (current: EditRow[]) => EditRow[]) =>
      setDrafts((previous) => {
        const next = trimRows(update(previous[activeId] ?? baseline), active.maxRaw);
        const { [activeId]: _dropped, ...others } = previous;
        return sameRows(next, baseline) ? others : { ...others, [activeId]: next };
      }),
    [activeId, baseline, active.maxRaw],
  );
  const onChange = useCallback(
    (raw: number, field: RowField, value: number | null) => {
      setRows((current) => current.map((row, i) => (i === raw ? { ...row, [field]: value } : row)));
      setServerErrors((previous) => {
        if (!previous.rows.get(activeId)?.has(raw)) return previous;
        const rowsById = new Map(previous.rows);
        const byRaw = new Map(rowsById.get(activeId));
        byRaw.delete(raw);
        rowsById.set(activeId, byRaw);
        return { ...previous, rows: rowsById };
      });
    },
    [setRows, activeId],
  );
  const onPaste = (pasted: (ScoreRange | null)[]) => {
    setRows(() => editRowsOf(pasted, active.maxRaw));
    setSaved(false);
  };

  // The client's checks on an edited table; the server's field errors until their row is edited.
  const problems = new Map<number, string>();
  if (edited)
    for (const [raw, issues] of checkRows(rows, active)) if (issues[0]) problems.set(raw, issueText(issues[0]));
  for (const [raw, message] of serverErrors.rows.get(activeId) ?? [])
    if (!problems.has(raw)) problems.set(raw, message);

  const onSave = () => {
    setFormError(null);
    setServerErrors(NO_ERRORS);
    if (bad.length > 0) {
      setFormError(t('editor.fixFirst', { tables: bad.map(titleOf).join(', ') }));
      return;
    }
    const sent: TableKey[] = send.map(({ sectionId, route }) => ({ sectionId, route }));
    save.mutate(
      { tables: send },
      {
        onSuccess: async (set) => {
          setDrafts({});
          setSaved(true);
          notifySuccess(t('editor.saved', { count: send.length }));
          await refreshTables(client, testId, set);
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors.length > 0) {
            const mapped = mapTableErrors(error.fieldErrors, sent);
            setServerErrors(mapped);
            setFormError(mapped.other.length > 0 ? mapped.other.join(' ') : t('editor.serverProblems'));
          } else if (!(isApiError(error) && error.handled)) setFormError(errorMessageOf(error));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {guard}
      {readOnly && (
        <Alert color="gray" variant="light">
          {t('editor.readOnly')}
        </Alert>
      )}
      <Tabs
        value={domIdOf(active)}
        onChange={(value) => {
          const key = tables.find((table) => domIdOf(table) === value);
          if (key) void navigate(scoreTableEditPath(kind, testId, key), { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('editor.tabsLabel')}>
          {tables.map((table) => {
            const id = tableIdOf(table);
            const hasProblem = bad.some((b) => sameTable(b, table)) || (serverErrors.rows.get(id)?.size ?? 0) > 0;
            return (
              <Tabs.Tab
                key={id}
                value={domIdOf(table)}
                rightSection={
                  drafts[id] ? (
                    <Badge size="xs" variant="light" color={hasProblem ? 'red' : 'blue'}>
                      {hasProblem ? t('editor.tabProblem') : t('editor.tabEdited')}
                    </Badge>
                  ) : null
                }
              >
                {titleOf(table)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value={domIdOf(active)} pt="md">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TablePanel
                id={`score-table-${domIdOf(active)}`}
                kind={kind}
                title={titleOf(active)}
                table={active}
                rows={rows}
                edited={edited}
                readOnly={readOnly}
                problems={problems}
                tableErrors={serverErrors.tables.get(activeId) ?? []}
                onChange={onChange}
                onPaste={() => setPasting(true)}
                onReset={() => setRows(() => baseline)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PreviewPanel testId={testId} kind={kind} tables={bad.length > 0 ? null : send} />
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
      </Tabs>
      {formError && (
        <Alert color="red" variant="light" role="alert">
          {formError}
        </Alert>
      )}
      {saved && dirtyCount === 0 && (
        <Alert color="green" variant="light" title={t('editor.savedTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('editor.regradeOffer')}</Text>
            <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => setRegrading(true)}>
              {t('regrade.open')}
            </Button>
          </Stack>
        </Alert>
      )}
      {!readOnly && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => setRegrading(true)}
          >
            {t('regrade.open')}
          </Button>
          <Group gap="sm">
            {dirtyCount > 0 && (
              <Text size="sm" c="dimmed">
                {t('editor.unsaved', { count: dirtyCount })}
              </Text>
            )}
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={dirtyCount === 0}
              loading={save.isPending}
              onClick={onSave}
            >
              {t('editor.save')}
            </Button>
          </Group>
        </Group>
      )}
      <PasteDialog
        opened={pasting}
        tableTitle={titleOf(active)}
        scale={active.scale}
        onClose={() => setPasting(false)}
        onApply={onPaste}
      />
      <RegradeDialog testId={testId} kind={kind} opened={regrading} onClose={() => setRegrading(false)} />
    </Stack>
  );
}

/**
 * `/tests/{kind}/{examId}/score-table/edit/{sectionId~route}` (and `…/add`, which opens the first table):
 * the test's score tables, a tab per section and route.
 */
export function ScoreTableEditor({
  kind,
  testId,
  tableKey,
}: {
  kind: ExamKind;
  testId: string;
  tableKey: TableKey | null;
}) {
  const { t } = useTranslation('scoreTables');
  const tables = useQuery(scoreTableQueries.tables(testId));
  const structure = useQuery(scoreTableQueries.structure(testId));
  const set = tables.data;
  const test = structure.data;

  if (test && test.kind !== kind)
    return <Navigate to={scoreTableEditPath(test.kind, testId, tableKey ?? undefined)} replace />;
  const active = set
    ? (set.tables.find((table) => tableKey && sameTable(table, tableKey)) ?? set.tables[0])
    : undefined;
  if (set && active && (!tableKey || !sameTable(active, tableKey)))
    return <Navigate to={scoreTableEditPath(kind, testId, active)} replace />;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <BackLink to={testEditPath(kind, testId)} label={t('editor.back')} />
        <PageTitle title={t('editor.title')} subtitle={test ? test.title : t('editor.subtitle')} />
        {tables.isError ? (
          <LoadError error={tables.error} onRetry={() => void tables.refetch()} />
        ) : !set ? (
          <RowSkeletons rows={8} />
        ) : !active ? (
          <Alert color="gray" variant="light">
            {t('editor.noSections')}
          </Alert>
        ) : (
          <Editor
            kind={kind}
            testId={testId}
            tables={set.tables}
            active={active}
            readOnly={set.readOnly || !!test?.readOnly}
          />
        )}
      </Stack>
    </Container>
  );
}
