import { Alert, Badge, Button, Container, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MergePerson, UserMergePlan } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { backOfficeMutations, backOfficeQueries } from './back-office.api.ts';

const labelOf = (p: MergePerson) => `${p.name ?? p.username ?? p.email} · ${p.email}`;

/** One account, picked by typing a name, e-mail, username or phone. */
function PersonPicker(props: { label: string; value: MergePerson | null; onChange: (p: MergePerson | null) => void }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const found = useQuery(backOfficeQueries.candidates(q));
  const people = [...(props.value ? [props.value] : []), ...(found.data?.data ?? [])].filter(
    (p, i, all) => all.findIndex((o) => o.id === p.id) === i,
  );
  return (
    <Select
      label={props.label}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={people.map((p) => ({ value: p.id, label: labelOf(p) }))}
      value={props.value?.id ?? null}
      onChange={(id) => props.onChange(people.find((p) => p.id === id) ?? null)}
      nothingFoundMessage={found.isFetching ? '…' : undefined}
    />
  );
}

function PlanView({ plan }: { plan: UserMergePlan }) {
  const { t, i18n } = useTranslation('backOffice');
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Stack gap="sm">
      <Text>{t('merge.planSummary', { source: labelOf(plan.source), target: labelOf(plan.target) })}</Text>
      <Text fw={600}>{t('merge.coins', { count: plan.coins, formatted: n(plan.coins) })}</Text>
      <ListTable
        minWidth={640}
        label={t('merge.planTitle')}
        columns={5}
        isEmpty={plan.lines.length === 0}
        empty={t('merge.nothing')}
        head={
          <>
            <Table.Th>{t('merge.kind')}</Table.Th>
            <Table.Th ta="right">{t('merge.rows')}</Table.Th>
            <Table.Th ta="right">{t('merge.moved')}</Table.Th>
            <Table.Th ta="right">{t('merge.dropped')}</Table.Th>
            <Table.Th ta="right">{t('merge.kept')}</Table.Th>
          </>
        }
      >
        {plan.lines.map((line) => (
          <Table.Tr key={line.kind}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light" color="gray">
                  {t(`merge.groups.${line.group}` as never)}
                </Badge>
                <Text size="sm" ff="monospace">
                  {line.kind}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td ta="right">{n(line.rows)}</Table.Td>
            <Table.Td ta="right">{n(line.moved)}</Table.Td>
            <Table.Td ta="right">{n(line.dropped)}</Table.Td>
            <Table.Td ta="right">{n(line.kept)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

function MergeHistory() {
  const { t, i18n } = useTranslation('backOffice');
  const merges = useQuery(backOfficeQueries.merges(1));
  const rows = merges.data?.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('merge.history')}
      </Title>
      <ListTable
        minWidth={640}
        label={t('merge.history')}
        busy={merges.isFetching}
        columns={5}
        isEmpty={!!merges.data && rows.length === 0}
        empty={t('merge.noHistory')}
        head={
          <>
            <Table.Th>{t('merge.when')}</Table.Th>
            <Table.Th>{t('merge.duplicate')}</Table.Th>
            <Table.Th>{t('merge.target')}</Table.Th>
            <Table.Th ta="right">{t('merge.moved')}</Table.Th>
            <Table.Th>{t('merge.by')}</Table.Th>
          </>
        }
      >
        {rows.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>{formatDateTime(m.created_at, i18n.language)}</Table.Td>
            <Table.Td>{m.source_email}</Table.Td>
            <Table.Td>{m.target ? labelOf(m.target) : '—'}</Table.Td>
            <Table.Td ta="right">{formatNumber(m.moved_rows, i18n.language)}</Table.Td>
            <Table.Td>{m.actor ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

/** `/educator/merge-users`: pick the duplicate and the account to keep, see the dry run, then merge (issue 20). */
export function UserMergeScreen() {
  const { t } = useTranslation('backOffice');
  const client = useQueryClient();
  const [source, setSource] = useState<MergePerson | null>(null);
  const [target, setTarget] = useState<MergePerson | null>(null);
  const dryRun = useMutation(backOfficeMutations.dryRun());
  const merge = useMutation(backOfficeMutations.merge());
  const body = source && target ? { source_id: source.id, target_id: target.id } : null;
  const plan =
    dryRun.data &&
    body &&
    dryRun.variables?.source_id === body.source_id &&
    dryRun.variables.target_id === body.target_id
      ? dryRun.data
      : null;
  const reset = () => {
    dryRun.reset();
    merge.reset();
  };
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('merge.title')} subtitle={t('merge.intro')} />
        <StackedSectionCard p="md" id="merge-pick" title={t('merge.pick')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <PersonPicker
              label={t('merge.duplicate')}
              value={source}
              onChange={(p) => {
                setSource(p);
                reset();
              }}
            />
            <PersonPicker
              label={t('merge.target')}
              value={target}
              onChange={(p) => {
                setTarget(p);
                reset();
              }}
            />
          </SimpleGrid>
          <Group>
            <Button disabled={!body} loading={dryRun.isPending} onClick={() => body && dryRun.mutate(body)}>
              {t('merge.dryRun')}
            </Button>
          </Group>
          {dryRun.error && (
            <Alert color="red" role="alert">
              {errorMessageOf(dryRun.error)}
            </Alert>
          )}
        </StackedSectionCard>
        {plan && !merge.data && (
          <StackedSectionCard p="md" id="merge-plan" title={t('merge.planTitle')}>
            <PlanView plan={plan} />
            <Alert color="orange">{t('merge.warning')}</Alert>
            {merge.error && (
              <Alert color="red" role="alert">
                {errorMessageOf(merge.error)}
              </Alert>
            )}
            <Group>
              <Button
                color="red.9"
                loading={merge.isPending}
                onClick={() =>
                  body &&
                  merge.mutate(body, {
                    onSuccess: async () => {
                      notifySuccess(t('merge.done'));
                      await client.invalidateQueries({ queryKey: backOfficeQueries.all() });
                    },
                  })
                }
              >
                {t('merge.confirm')}
              </Button>
            </Group>
          </StackedSectionCard>
        )}
        {merge.data && (
          <Alert color="green" role="status" title={t('merge.doneTitle')}>
            {t('merge.doneText', { source: merge.data.source.email, target: labelOf(merge.data.target) })}
          </Alert>
        )}
        <MergeHistory />
      </Stack>
    </Container>
  );
}
