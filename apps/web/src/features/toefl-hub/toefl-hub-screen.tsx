import { Anchor, Badge, Button, Container, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { AttemptSummary, OverallScore } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { historyPath, listPath, resultPath } from '../exams/exam-paths.ts';
import { examQueries } from '../exams/exams.api.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { cefrOfBand, TOEFL_2026_SECTIONS, TOEFL_BAND_SCALE, weakestSection, type ToeflSection } from './toefl-facts.ts';

/** The catalogue of one TOEFL section's practice tests (single sections). */
export const practicePath = (section: ToeflSection) => `${listPath('toefl')}?type=single_section&section=${section}`;

function FormatTable() {
  const { t } = useTranslation('hub');
  return (
    <Stack gap="xs">
      <Title order={2} fz="h3">
        {t('toefl.formatTitle')}
      </Title>
      <Text>{t('toefl.formatTotal')}</Text>
      <ListTable
        minWidth={720}
        columns={5}
        isEmpty={false}
        empty=""
        caption={t('toefl.formatCaption')}
        head={
          <>
            <Table.Th scope="col">{t('toefl.columns.section')}</Table.Th>
            <Table.Th scope="col">{t('toefl.columns.items')}</Table.Th>
            <Table.Th scope="col">{t('toefl.columns.time')}</Table.Th>
            <Table.Th scope="col">{t('toefl.columns.delivery')}</Table.Th>
            <Table.Th scope="col">{t('toefl.columns.tasks')}</Table.Th>
          </>
        }
      >
        {TOEFL_2026_SECTIONS.map((s) => (
          <Table.Tr key={s.section}>
            <Table.Th scope="row">{t(`toefl.sections.${s.section}`)}</Table.Th>
            <Table.Td>{t('toefl.items', { count: s.items })}</Table.Td>
            <Table.Td>{t('toefl.minutes', { count: s.minutes })}</Table.Td>
            <Table.Td>{t(`toefl.${s.delivery}`)}</Table.Td>
            <Table.Td>
              <List size="sm" spacing={2}>
                {s.tasks.map((task) => (
                  <List.Item key={task}>{t(`toefl.tasks.${task}`)}</List.Item>
                ))}
              </List>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

function BandScale() {
  const { t } = useTranslation('hub');
  return (
    <Stack gap="xs">
      <Title order={2} fz="h3">
        {t('toefl.scaleTitle')}
      </Title>
      <Text>{t('toefl.scaleText')}</Text>
      <ListTable
        minWidth={480}
        columns={3}
        isEmpty={false}
        empty=""
        caption={t('toefl.scaleCaption')}
        head={
          <>
            <Table.Th scope="col">{t('toefl.scaleColumns.band')}</Table.Th>
            <Table.Th scope="col">{t('toefl.scaleColumns.cefr')}</Table.Th>
            <Table.Th scope="col">{t('toefl.scaleColumns.old')}</Table.Th>
          </>
        }
      >
        {TOEFL_BAND_SCALE.map((row) => (
          <Table.Tr key={row.band}>
            <Table.Th scope="row">{row.band.toFixed(1)}</Table.Th>
            <Table.Td>{row.cefr}</Table.Td>
            <Table.Td>{`${row.old[0]}–${row.old[1]}`}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Text size="sm" c="dimmed">
        {t('toefl.scaleSource')}
      </Text>
    </Stack>
  );
}

function OverallCell({ attempt }: { attempt: AttemptSummary }) {
  const { t } = useTranslation('hub');
  if (attempt.status === 'in_progress') return <Text c="dimmed">{t('toefl.inProgress')}</Text>;
  const overall: OverallScore | null = attempt.overall;
  if (!overall || overall.value === null) return <Text c="dimmed">{t('toefl.noScore')}</Text>;
  if (overall.scale === 'toefl_band')
    return (
      <Group gap="xs">
        <Text fw={700}>{t('toefl.band', { band: overall.value.toFixed(1) })}</Text>
        <Badge variant="light" c="dark.7" tt="none">
          {t('toefl.cefrOf', { level: cefrOfBand(overall.value) })}
        </Badge>
      </Group>
    );
  if (overall.scale === 'toefl_total') return <Text fw={700}>{t('toefl.total', { score: overall.value })}</Text>;
  return <Text fw={700}>{overall.value}</Text>;
}

function NextSteps({ latest }: { latest: AttemptSummary | undefined }) {
  const { t } = useTranslation('hub');
  const result = useQuery({ ...examQueries.result(latest?.id ?? ''), enabled: !!latest });
  const step = latest ? weakestSection(result.data?.scores ?? null) : null;
  return (
    <StackedSectionCard id="toefl-next-title" title={t('toefl.nextTitle')} p="md" fz="h3">
      {step?.kind === 'weakest' ? (
        <>
          <Text>
            {t('toefl.nextWeakest', { section: t(`toefl.sections.${step.section}`), band: step.band.toFixed(1) })}
          </Text>
          <Group>
            <Button component={Link} to={practicePath(step.section)}>
              {t('toefl.nextPractice', { section: t(`toefl.sections.${step.section}`) })}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text>{step?.kind === 'balanced' ? t('toefl.nextBalanced') : t('toefl.nextNone')}</Text>
          <Group>
            <Button component={Link} to={listPath('toefl')} variant="light">
              {t('toefl.browse')}
            </Button>
          </Group>
        </>
      )}
    </StackedSectionCard>
  );
}

function History() {
  const { t } = useTranslation('hub');
  const { date } = useDateFormat();
  const attempts = useQuery(examQueries.attempts({ kind: 'toefl', status: null, page: 1 }));
  const rows = attempts.data?.data ?? [];
  const latestScored = rows.find((a) => a.status === 'completed' && a.overall?.value != null);
  return (
    <>
      <NextSteps latest={latestScored} />
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="h3">
            {t('toefl.historyTitle')}
          </Title>
          <Anchor component={Link} to={historyPath('toefl')}>
            {t('toefl.allHistory')}
          </Anchor>
        </Group>
        {attempts.isError ? (
          <LoadError error={attempts.error} onRetry={() => void attempts.refetch()} />
        ) : (
          <ListTable
            minWidth={640}
            columns={4}
            busy={attempts.isFetching}
            isEmpty={attempts.isSuccess && rows.length === 0}
            empty={t('toefl.historyEmpty')}
            caption={t('toefl.historyCaption')}
            head={
              <>
                <Table.Th scope="col">{t('toefl.historyColumns.test')}</Table.Th>
                <Table.Th scope="col">{t('toefl.historyColumns.date')}</Table.Th>
                <Table.Th scope="col">{t('toefl.historyColumns.score')}</Table.Th>
                <Table.Th scope="col">{t('toefl.historyColumns.actions')}</Table.Th>
              </>
            }
          >
            {rows.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.test.title}</Table.Td>
                <Table.Td>{date(a.completedAt ?? a.startedAt)}</Table.Td>
                <Table.Td>
                  <OverallCell attempt={a} />
                </Table.Td>
                <Table.Td>
                  {a.status === 'completed' && (
                    <Anchor component={Link} to={resultPath('toefl', a.id)}>
                      {t('toefl.viewResult')}
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Stack>
    </>
  );
}

/** `/toefl` (issue 17): the 2026 format, the band scale, the student's TOEFL results and what to practise next. */
export function ToeflHubScreen() {
  const { t } = useTranslation('hub');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageTitle title={t('toefl.title')} subtitle={t('toefl.subtitle')} />
        <History />
        <FormatTable />
        <BandScale />
      </Stack>
    </Container>
  );
}
