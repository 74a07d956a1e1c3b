import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Input,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { isCompanyAdmin, isSuperAdmin, ROSTER_COLUMNS, type RosterImportView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { errorMessageOf, notifyError } from '../../lib/notify.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { useSession } from '../session/use-session.ts';
import { RosterCounts, RosterRowsTable, useFailureText } from './roster-import-report.tsx';
import { downloadRosterTemplate, rosterImportMutations, rosterImportQueries } from './roster-import.api.ts';
import { SheetColumnsHelp, SheetTemplateButtons } from '../../components/sheet-import-parts.tsx';

/** The file: templates, what each column means, the picker and the check (the dry run). */
function UploadPanel({ onChecked }: { onChecked: (view: RosterImportView) => void }) {
  const { t } = useTranslation('rosterImport');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation(rosterImportMutations.upload());
  const template = (format: 'csv' | 'xlsx') =>
    downloadRosterTemplate(format).catch((e: unknown) => notifyError(errorMessageOf(e)));
  const check = () => {
    if (!file) return;
    setError(null);
    upload.mutate(file, { onSuccess: onChecked, onError: (e) => setError(errorMessageOf(e)) });
  };
  return (
    <Stack gap="sm">
      <SheetTemplateButtons
        labels={{ csv: t('templateCsv'), xlsx: t('templateXlsx') }}
        onDownload={(format) => void template(format)}
      />
      <SheetColumnsHelp summary={t('columns')} columns={ROSTER_COLUMNS} helpOf={(c) => t(`help.${c}`)} />
      <Group align="flex-end" gap="md">
        <Input.Wrapper label={t('file')} description={t('formats')} id={inputId}>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="roster-file"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setError(null);
            }}
          />
        </Input.Wrapper>
        <Button onClick={check} disabled={!file} loading={upload.isPending}>
          {t('check')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** One import: counts, the rows, and Import (only without problems) or what the import did. */
function ImportPanel({ id }: { id: string }) {
  const { t } = useTranslation('rosterImport');
  const client = useQueryClient();
  const { dateTime } = useDateFormat();
  const failureText = useFailureText();
  const detail = useQuery(rosterImportQueries.detail(id));
  const run = useMutation(rosterImportMutations.run(id));
  const [invite, setInvite] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const view = detail.data;
  if (!view) return null;
  const doImport = () => {
    setError(null);
    run.mutate(
      { invite },
      {
        onSuccess: (next) => client.setQueryData(rosterImportQueries.detail(id).queryKey, next),
        onError: (e) => {
          setError(errorMessageOf(e));
          void client.invalidateQueries({ queryKey: rosterImportQueries.detail(id).queryKey });
        },
        onSettled: () => void client.invalidateQueries({ queryKey: [...rosterImportQueries.all(), 'list'] }),
      },
    );
  };
  const problems = view.counts.problems;
  return (
    <Stack gap="md" data-testid="roster-import" data-status={view.status}>
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {view.file_name}
        </Title>
        <Badge variant="light" color={view.status === 'imported' ? 'green' : 'blue'} c="dark.7" tt="none">
          {t(`status.${view.status}`)}
        </Badge>
      </Group>
      <RosterCounts view={view} />
      {view.status === 'imported' && view.result ? (
        <Alert color="green" role="status" data-testid="roster-result">
          {t('imported', { date: dateTime(view.imported_at), ...view.result })}
        </Alert>
      ) : problems > 0 ? (
        <Alert color="red" role="status">
          {t('hasProblems', { count: problems })}
        </Alert>
      ) : (
        <Alert color="green" role="status">
          {t('clean', { count: view.counts.rows })}
        </Alert>
      )}
      {view.status === 'checked' && view.failure && (
        <Alert color="red" role="alert">
          {t('failed', { reason: failureText(view.failure) })}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {view.status === 'checked' && (
        <Group justify="flex-end" gap="md">
          <Checkbox label={t('invite')} checked={invite} onChange={(e) => setInvite(e.currentTarget.checked)} />
          <Button onClick={doImport} disabled={problems > 0} loading={run.isPending}>
            {t('import')}
          </Button>
        </Group>
      )}
      <RosterRowsTable rows={view.rows} />
    </Stack>
  );
}

/** Earlier imports, newest first. */
function History({ selected }: { selected: string | null }) {
  const { t } = useTranslation('rosterImport');
  const { dateTime } = useDateFormat();
  const list = useQuery(rosterImportQueries.list());
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} fz="h3">
        {t('history.title')}
      </Title>
      <ListTable
        minWidth={720}
        busy={list.isFetching}
        columns={5}
        isEmpty={list.isSuccess && rows.length === 0}
        empty={t('history.empty')}
        head={
          <>
            <Table.Th>{t('history.file')}</Table.Th>
            <Table.Th>{t('history.uploaded')}</Table.Th>
            <Table.Th>{t('history.by')}</Table.Th>
            <Table.Th>{t('history.status')}</Table.Th>
            <Table.Th>{t('counts.problems')}</Table.Th>
          </>
        }
      >
        {rows.map((r) => (
          <Table.Tr key={r.id} aria-current={r.id === selected ? 'true' : undefined}>
            <Table.Td>
              <Anchor component={Link} to={`?id=${encodeURIComponent(r.id)}`}>
                {r.file_name}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(r.created_at)}</Table.Td>
            <Table.Td>{r.created_by_name ?? '—'}</Table.Td>
            <Table.Td>{t(`status.${r.status}`)}</Table.Td>
            <Table.Td>
              <Text size="sm" c={r.counts.problems > 0 ? 'red.9' : undefined}>
                {r.counts.problems}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

function RosterImportPageView() {
  const { t } = useTranslation('rosterImport');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const checked = (view: RosterImportView) => {
    client.setQueryData(rosterImportQueries.detail(view.id).queryKey, view);
    void client.invalidateQueries({ queryKey: [...rosterImportQueries.all(), 'list'] });
    setParams({ id: view.id });
  };
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('title')} subtitle={t('intro')} />
        <UploadPanel onChecked={checked} />
        {id && <ImportPanel key={id} id={id} />}
        <History selected={id} />
      </Stack>
    </Container>
  );
}

/** `/educator/roster-import` (issue 19): the tenant's admins (company admins and super admins). */
export function RosterImportScreen() {
  const { user } = useSession();
  if (!user) return null;
  if (!isSuperAdmin(user) && !isCompanyAdmin(user)) return <Navigate to="/403" replace />;
  return <RosterImportPageView />;
}
