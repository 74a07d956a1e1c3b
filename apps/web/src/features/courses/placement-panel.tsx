import { Alert, Badge, Button, Group, Paper, Radio, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CourseSessionView, PlacementProposal } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, RowSkeletons } from '../../components/query-states.tsx';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { courseMutations, courseQueries } from './courses.api.ts';
import { personName } from '../../lib/person-name.ts';

/**
 * Arrangement and placement (issue 19, spec §2), on the educators' course list: pick a student; their
 * newest placement results are shown with the active sessions whose score range they fit (proposed first);
 * the educator confirms one, which places the student through `POST /api/course-sessions/:id/students`
 * (seated, or awaiting payment for a pay-first session).
 */
export function PlacementPanel() {
  const { t } = useTranslation('courses');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [studentId, setStudentId] = useState<string | null>(null);
  const students = useQuery(courseQueries.studentSearch(q));
  const options = (students.data ?? []).map((s) => ({ value: s.id, label: `${personName(s)} · ${s.email}` }));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="placement-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="placement-title">
            {t('placement.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('placement.intro')}
          </Text>
        </div>
        <Select
          label={t('placement.student')}
          placeholder={t('placement.studentHint')}
          data={options}
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          value={studentId}
          onChange={setStudentId}
          filter={({ options: all }) => all}
          nothingFoundMessage={t('placement.noStudents')}
        />
        {studentId && <Proposal userId={studentId} key={studentId} />}
      </Stack>
    </Paper>
  );
}

function Proposal({ userId }: { userId: string }) {
  const { t } = useTranslation('courses');
  const { dateTime } = useDateFormat();
  const query = useQuery(courseQueries.placement(userId));
  if (query.isPending) return <RowSkeletons rows={3} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const proposal = query.data;
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {t('placement.resultsOf', { name: proposal.student.name })}
      </Title>
      {proposal.scores.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('placement.noResults')}
        </Alert>
      ) : (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('placement.test')}</Table.Th>
              <Table.Th>{t('placement.score')}</Table.Th>
              <Table.Th>{t('placement.completed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {proposal.scores.map((s) => (
              <Table.Tr key={s.user_exam_id}>
                <Table.Td data-i18n-exempt>{s.test_title}</Table.Td>
                <Table.Td>{s.score}</Table.Td>
                <Table.Td>{dateTime(s.completed_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ConfirmPlacement proposal={proposal} />
    </Stack>
  );
}

/** Proposed sessions first; the first proposed one is chosen at the start. */
const orderedSessions = (p: PlacementProposal): CourseSessionView[] => {
  const proposed = new Set(p.proposed_session_ids);
  return [...p.sessions.filter((s) => proposed.has(s.id)), ...p.sessions.filter((s) => !proposed.has(s.id))];
};

function ConfirmPlacement({ proposal }: { proposal: PlacementProposal }) {
  const { t } = useTranslation('courses');
  const client = useQueryClient();
  const sessions = orderedSessions(proposal);
  const proposed = new Set(proposal.proposed_session_ids);
  const [chosen, setChosen] = useState<string>(proposal.proposed_session_ids[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const [placedIn, setPlacedIn] = useState<{ title: string; status: string } | null>(null);
  const place = useMutation(courseMutations.place(chosen));
  if (sessions.length === 0)
    return (
      <Alert color="gray" variant="light">
        {t('placement.noSessions')}
      </Alert>
    );
  const session = sessions.find((s) => s.id === chosen);
  const confirm = () => {
    if (!session) return;
    setError(null);
    place.mutate(
      { user_ids: [proposal.student.id] },
      {
        onSuccess: (result) => {
          const status = result.data[0]?.status ?? 'seated';
          setPlacedIn({ title: `${session.course.title} · ${session.title}`, status });
          notifySuccess(t(`sessions.placed.${status}`));
          void client.invalidateQueries({ queryKey: courseQueries.all() });
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  };
  return (
    <Stack gap="sm">
      {proposal.proposed_session_ids.length === 0 && (
        <Alert color="yellow" variant="light">
          {t('placement.noProposal')}
        </Alert>
      )}
      <Radio.Group label={t('placement.sessions')} value={chosen} onChange={setChosen}>
        <Stack gap="xs" mt="xs">
          {sessions.map((s) => (
            <Group key={s.id} gap="xs" wrap="nowrap" align="center">
              <Radio value={s.id} label={<span data-i18n-exempt>{`${s.course.title} · ${s.title}`}</span>} />
              {proposed.has(s.id) && (
                <Badge color="green" variant="light">
                  {t('placement.proposed')}
                </Badge>
              )}
              <Text size="xs" c="gray.7">
                {s.score_min === null && s.score_max === null
                  ? t('placement.anyScore')
                  : t('placement.range', { min: s.score_min ?? '—', max: s.score_max ?? '—' })}
              </Text>
            </Group>
          ))}
        </Stack>
      </Radio.Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {placedIn && (
        <Alert color="green" role="status">
          {t('placement.placedIn', { session: placedIn.title })} ({t(`seat.${placedIn.status}` as never)})
        </Alert>
      )}
      <Group>
        <Button onClick={confirm} disabled={!session} loading={place.isPending}>
          {t('placement.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
