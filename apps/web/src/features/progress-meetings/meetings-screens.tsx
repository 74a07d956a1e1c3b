import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { FollowUpView, MeetingInput } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { usePagedSearch } from '../../components/paged-search.tsx';
import { PageFooter } from '../../components/pager.tsx';
import { EmptyList, LoadError } from '../../components/query-states.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { formatDateTime, formatDay } from '../../lib/format.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { pageCount } from '../../lib/paging.ts';
import { useSession } from '../session/use-session.ts';
import { MeetingForm } from './meeting-form.tsx';
import { meetingMutations, meetingQueries } from './progress-meetings.api.ts';

export const MEETINGS = '/educator/meetings';
export const MY_FOLLOW_UPS = '/educator/follow-ups';

const useMe = () => {
  const { user } = useSession();
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email : '';
  return user ? { id: user.id, name } : null;
};

/** `/educator/meetings`: the meetings the staff member reads, newest first, searchable by title. */
export function MeetingsScreen() {
  const { t, i18n } = useTranslation('progressMeetings');
  const { page, setPage, search, setSearch, q } = usePagedSearch();
  const list = useQuery(meetingQueries.list({ page, q }));
  const rows = list.data?.data ?? [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <PageTitle title={t('meetings.title')} subtitle={t('meetings.intro')} />
          <Group>
            <Button component={Link} to={MY_FOLLOW_UPS} variant="default">
              {t('followUps.title')}
            </Button>
            <Button component={Link} to={`${MEETINGS}/new`} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('meetings.new')}
            </Button>
          </Group>
        </Group>
        <TextInput
          label={t('meetings.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={360}
        />
        {list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <ListTable
            minWidth={640}
            label={t('meetings.title')}
            busy={list.isFetching}
            columns={4}
            isEmpty={!!list.data && rows.length === 0}
            empty={t('meetings.empty')}
            head={
              <>
                <Table.Th>{t('meetings.heldAt')}</Table.Th>
                <Table.Th>{t('meetings.form.title')}</Table.Th>
                <Table.Th>{t('meetings.form.attendees')}</Table.Th>
                <Table.Th>{t('meetings.open')}</Table.Th>
              </>
            }
          >
            {rows.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{formatDateTime(m.held_at, i18n.language)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`${MEETINGS}/${m.id}`}>
                    {m.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{m.attendees.map((a) => a.name).join(', ') || '–'}</Table.Td>
                <Table.Td>{m.open_follow_ups}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
        {list.data && list.data.total > 0 && (
          <PageFooter
            summary={t('meetings.count', { count: list.data.total })}
            total={pageCount(list.data.total, list.data.per_page)}
            value={page}
            onChange={setPage}
          />
        )}
      </Stack>
    </Container>
  );
}

/** `/educator/meetings/new`. */
export function NewMeetingScreen() {
  const { t } = useTranslation('progressMeetings');
  const me = useMe();
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useMutation(meetingMutations.create());
  const [error, setError] = useState<string | null>(null);
  if (!me) return null;
  const submit = (input: MeetingInput) =>
    create.mutate(input, {
      onSuccess: (meeting) => {
        client.setQueryData(meetingQueries.detail(meeting.id).queryKey, meeting);
        void client.invalidateQueries({ queryKey: meetingQueries.all() });
        notifySuccess(t('meetings.saved'));
        void navigate(`${MEETINGS}/${meeting.id}`);
      },
      onError: (e) => setError(errorMessageOf(e)),
    });
  return (
    <PageWithBack size="md" back={MEETINGS} backLabel={t('meetings.back')}>
      <PageTitle title={t('meetings.newTitle')} subtitle={t('meetings.newIntro')} />
      <MeetingForm
        me={me}
        submitLabel={t('meetings.create')}
        pending={create.isPending}
        error={error}
        onSubmit={submit}
      />
    </PageWithBack>
  );
}

/** `/educator/meetings/:id`: its writer (or an admin) edits it; others who took part read it. */
export function MeetingScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation('progressMeetings');
  const me = useMe();
  const navigate = useNavigate();
  const client = useQueryClient();
  const meeting = useQuery(meetingQueries.detail(id));
  const update = useMutation(meetingMutations.update(id));
  const remove = useMutation(meetingMutations.remove(id));
  const [error, setError] = useState<string | null>(null);
  if (meeting.isError) return <LoadError error={meeting.error} onRetry={() => void meeting.refetch()} />;
  if (!meeting.data || !me) return null;
  const m = meeting.data;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('meetings.deleteTitle'),
      children: t('meetings.deleteBody'),
      labels: { confirm: t('meetings.delete'), cancel: t('reports.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            client.removeQueries({ queryKey: meetingQueries.detail(id).queryKey });
            void client.invalidateQueries({ queryKey: meetingQueries.all() });
            void navigate(MEETINGS);
          },
        }),
    });
  const submit = (input: MeetingInput) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        setError(null);
        client.setQueryData(meetingQueries.detail(id).queryKey, saved);
        void client.invalidateQueries({ queryKey: meetingQueries.all() });
        notifySuccess(t('meetings.saved'));
      },
      onError: (e) => setError(errorMessageOf(e)),
    });
  return (
    <PageWithBack
      size="md"
      back={MEETINGS}
      backLabel={t('meetings.back')}
      aside={
        m.can_edit ? (
          <Button variant="subtle" color="red" onClick={confirmDelete} loading={remove.isPending}>
            {t('meetings.delete')}
          </Button>
        ) : undefined
      }
    >
      <PageTitle
        title={m.title}
        subtitle={t('meetings.meta', {
          date: formatDateTime(m.held_at, i18n.language),
          name: m.created_by?.name ?? '–',
        })}
      />
      {m.can_edit ? (
        <MeetingForm
          key={m.updated_at}
          initial={m}
          me={me}
          submitLabel={t('meetings.save')}
          pending={update.isPending}
          error={error}
          onSubmit={submit}
        />
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="lg">
            <Stack gap="xs">
              <Text fw={500}>{t('meetings.form.attendees')}</Text>
              <Text>{m.attendees.map((a) => `${a.name} · ${t(`people.${a.kind}`)}`).join(', ') || '–'}</Text>
              <Text fw={500}>{t('meetings.form.notes')}</Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{m.notes || '–'}</Text>
            </Stack>
          </Paper>
          <SectionCard id="meeting-read-follow-ups" title={t('meetings.form.followUps')}>
            <FollowUpList items={m.follow_ups} showMeeting={false} meId={me.id} />
          </SectionCard>
        </Stack>
      )}
    </PageWithBack>
  );
}

/** Follow-ups with their due dates; the owner ticks theirs done here. */
function FollowUpList({ items, showMeeting, meId }: { items: FollowUpView[]; showMeeting: boolean; meId: string }) {
  const { t, i18n } = useTranslation('progressMeetings');
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const tick = useMutation(meetingMutations.tick());
  if (items.length === 0) return <EmptyList title={t('followUps.empty')} />;
  return (
    <Stack gap="xs">
      {items.map((f) => (
        <Paper key={f.id} withBorder radius="sm" p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={500} td={f.done ? 'line-through' : undefined}>
                {f.description}
              </Text>
              <Group gap="xs">
                <Text size="sm" c={f.overdue ? 'red.8' : 'dimmed'}>
                  {t('followUps.due', { date: formatDay(f.due_on, i18n.language) })}
                </Text>
                {f.overdue && (
                  <Badge color="red" variant="light" size="sm">
                    {t('followUps.overdue')}
                  </Badge>
                )}
                <Text size="sm" c="dimmed">
                  {t('followUps.owner', { name: f.owner.name })}
                </Text>
              </Group>
              {showMeeting && (
                <Anchor component={Link} to={`${MEETINGS}/${f.meeting_id}`} size="sm">
                  {f.meeting_title}
                </Anchor>
              )}
            </Stack>
            {f.owner.id === meId && (
              <Checkbox
                label={t('followUps.done')}
                checked={f.done}
                disabled={busy === f.id}
                onChange={(e) => {
                  setBusy(f.id);
                  tick.mutate(
                    { id: f.id, done: e.currentTarget.checked },
                    {
                      onSettled: () => {
                        setBusy(null);
                        void client.invalidateQueries({ queryKey: meetingQueries.all() });
                      },
                    },
                  );
                }}
              />
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** `/educator/follow-ups`: the staff member's own follow-ups, overdue first; done ones on request. */
export function MyFollowUpsScreen() {
  const { t } = useTranslation('progressMeetings');
  const me = useMe();
  const [includeDone, setIncludeDone] = useState(false);
  const list = useQuery(meetingQueries.mine(includeDone));
  if (!me) return null;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <PageTitle title={t('followUps.title')} subtitle={t('followUps.intro')} />
          <Button component={Link} to={MEETINGS} variant="default">
            {t('meetings.title')}
          </Button>
        </Group>
        <Switch
          label={t('followUps.includeDone')}
          checked={includeDone}
          onChange={(e) => setIncludeDone(e.currentTarget.checked)}
        />
        {list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data ? (
          <FollowUpList items={list.data} showMeeting meId={me.id} />
        ) : null}
      </Stack>
    </Container>
  );
}
