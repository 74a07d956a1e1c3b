import { Alert, Anchor, Box, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ClassDashboard, ClassDetail } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { AttemptCell } from './class-tests-panel.tsx';
import { classQueries } from './classes.api.ts';
import { studentPath } from './class-read-views.tsx';
import { cellPercent, heatColors, heatLegend, totalPercent } from './heat-map.ts';
import { useTaxonomyLabel } from '../exams/taxonomy-label.ts';

/** An empty cell: a dash on screen, the words for screen readers. */
function NoData() {
  const { t } = useTranslation('classes');
  return (
    <>
      <span aria-hidden>{t('dashboard.noDataShort')}</span>
      <VisuallyHidden>{t('dashboard.noData')}</VisuallyHidden>
    </>
  );
}

function Legend() {
  const { t } = useTranslation('classes');
  return (
    <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('dashboard.legend')}>
      {heatLegend().map((step) => (
        <Box
          component="li"
          key={step.step}
          bg={step.bg}
          c={step.color}
          px="xs"
          py={2}
          fz="xs"
          style={{ borderRadius: 4 }}
        >
          {t('dashboard.legendStep', { from: step.from, to: step.to })}
        </Box>
      ))}
      <Box
        component="li"
        {...{ bg: heatColors(null).bg, c: heatColors(null).color }}
        px="xs"
        py={2}
        fz="xs"
        style={{ borderRadius: 4 }}
      >
        {t('dashboard.noData')}
      </Box>
    </Group>
  );
}

/** The skill × student heat map as a table: a row per student, a column per skill, the percentage written in each cell. */
function HeatMap({ data }: { data: ClassDashboard }) {
  const { t } = useTranslation('classes');
  const taxonomy = useTaxonomyLabel();
  const cellText = (percent: number | null, correct: number, total: number) =>
    percent === null ? <NoData /> : t('dashboard.cell', { percent, correct, total });
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer
        minWidth={Math.max(480, 180 + data.skills.length * 110)}
        tabIndex={0}
        aria-label={t('dashboard.heatMap')}
      >
        <Table withColumnBorders verticalSpacing={6} fz="sm">
          <caption style={{ captionSide: 'top', textAlign: 'start', padding: '8px 12px' }}>
            {t('dashboard.caption')}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.student')}</Table.Th>
              {data.skills.map((skill) => (
                <Table.Th scope="col" key={skill.key}>
                  {taxonomy(skill.label)}
                  {skill.section && (
                    <Text fz="xs" c="gray.7" fw={400}>
                      {skill.section}
                    </Text>
                  )}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('dashboard.overall')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.students.map((student, row) => {
              const cells = data.cells[row] ?? [];
              const overall = totalPercent(cells);
              const overallColors = heatColors(overall);
              return (
                <Table.Tr key={student.id}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={studentPath(student.id)}>
                      {student.name}
                    </Anchor>
                  </Table.Th>
                  {data.skills.map((skill, col) => {
                    const cell = cells[col] ?? { correct: 0, total: 0 };
                    const percent = cellPercent(cell);
                    const colors = heatColors(percent);
                    return (
                      <Table.Td key={skill.key} bg={colors.bg} c={colors.color} ta="center" data-testid="heat-cell">
                        {cellText(percent, cell.correct, cell.total)}
                      </Table.Td>
                    );
                  })}
                  <Table.Td bg={overallColors.bg} c={overallColors.color} ta="center" fw={700}>
                    {overall === null ? <NoData /> : t('dashboard.percent', { percent: overall })}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Each class test's results per student. */
function Assignments({ data }: { data: ClassDashboard }) {
  const { t } = useTranslation('classes');
  const dates = useDateFormat();
  if (data.tests.length === 0) return <Text c="gray.7">{t('tests.empty')}</Text>;
  return (
    <Stack gap="md">
      {data.tests.map(({ class_test: ct, results }) => (
        <Paper withBorder radius="md" p="md" key={ct.id} component="section" aria-labelledby={`assignment-${ct.id}`}>
          <Title order={3} fz="md" id={`assignment-${ct.id}`} data-i18n-exempt>
            {ct.title}
          </Title>
          <Text fz="sm" c="gray.7" mb="xs">
            {t(`tests.kind.${ct.kind}`)} · {t('tests.scheduled', { date: dates.dateTime(ct.scheduled_at) })}
          </Text>
          {results.length === 0 ? (
            <Text fz="sm" c="gray.7">
              {t('tests.noInvitations')}
            </Text>
          ) : (
            <Table verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.student')}</Table.Th>
                  <Table.Th>{t('columns.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.map(({ student, attempt }) => (
                  <Table.Tr key={student.id}>
                    <Table.Td>{student.name}</Table.Td>
                    <Table.Td>
                      <AttemptCell attempt={attempt} examKind={ct.exam_kind} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** /classes/:id/dashboard: how the class does by skill, and each assignment's results. */
export function ClassDashboardPanel({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const dashboard = useQuery(classQueries.dashboard(detail.id));
  if (dashboard.isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (dashboard.isError)
    return (
      <Alert color="red" role="alert">
        {t('loadFailed')}
      </Alert>
    );
  const data = dashboard.data;
  const hasMap = data.skills.length > 0 && data.students.length > 0;
  return (
    <Stack gap="lg">
      <section aria-labelledby="class-heat-title">
        <Title order={2} fz="lg" id="class-heat-title" mb={4}>
          {t('dashboard.heatTitle')}
        </Title>
        <Text fz="sm" c="gray.7" mb="sm">
          {t('dashboard.heatHint')}
        </Text>
        {hasMap ? (
          <Stack gap="sm">
            <Legend />
            <HeatMap data={data} />
          </Stack>
        ) : (
          <Text c="gray.7" data-testid="heat-empty">
            {t('dashboard.empty')}
          </Text>
        )}
      </section>
      <section aria-labelledby="class-assignments-title">
        <Title order={2} fz="lg" id="class-assignments-title" mb="sm">
          {t('dashboard.assignments')}
        </Title>
        <Assignments data={data} />
      </section>
    </Stack>
  );
}
