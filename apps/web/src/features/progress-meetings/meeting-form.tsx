import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MEETING_LIMITS, type MeetingInput, type MeetingPerson, type MeetingView } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { meetingQueries } from './progress-meetings.api.ts';

interface FollowUpRow {
  key: string;
  id?: string;
  description: string;
  due_on: string;
  owner_id: string | null;
  done: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A Date as the value of a datetime-local input (local wall time). */
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
const inAWeek = () => {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

let rowKey = 0;
const nextKey = () => `f${++rowKey}`;

/** A people picker over the tenant's users (searching by name), keeping the chosen ones' names. */
function usePeople(initial: MeetingPerson[]) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const people = useQuery(meetingQueries.people(q));
  const [known, setKnown] = useState<Map<string, MeetingPerson>>(() => new Map(initial.map((p) => [p.id, p])));
  const found = people.data ?? [];
  const remember = (list: MeetingPerson[]) =>
    setKnown((m) => {
      const next = new Map(m);
      for (const p of list) next.set(p.id, p);
      return next;
    });
  return { search, setSearch, found, known, remember };
}

/**
 * The meeting editor: when, a title, the attendees (students, parents, staff of the centre), notes, and
 * follow-ups (what, by when, whose — a teacher or an admin — and done).
 */
export function MeetingForm(props: {
  initial?: MeetingView;
  me: { id: string; name: string };
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (input: MeetingInput) => void;
}) {
  const { t } = useTranslation('progressMeetings');
  const { initial } = props;
  const [heldAt, setHeldAt] = useState(localInput(initial ? new Date(initial.held_at) : new Date()));
  const [title, setTitle] = useState(initial?.title ?? '');
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [attendees, setAttendees] = useState<string[]>(initial?.attendees.map((a) => a.id) ?? []);
  const [followUps, setFollowUps] = useState<FollowUpRow[]>(
    initial?.follow_ups.map((f) => ({
      key: nextKey(),
      id: f.id,
      description: f.description,
      due_on: f.due_on,
      owner_id: f.owner.id,
      done: f.done,
    })) ?? [],
  );
  const [localError, setLocalError] = useState<string | null>(null);
  const owners = [
    { id: props.me.id, name: props.me.name, kind: 'staff' as const },
    ...(initial?.follow_ups.map((f) => ({ ...f.owner, kind: 'staff' as const })) ?? []),
  ];
  const people = usePeople([...(initial?.attendees ?? []), ...owners]);
  const staff = usePeople(owners);

  const attendeeOptions = [
    ...new Map(
      [...attendees.map((id) => people.known.get(id)), ...people.found]
        .filter((p): p is MeetingPerson => !!p)
        .map((p) => [p.id, { value: p.id, label: `${p.name} · ${t(`people.${p.kind}`)}` }]),
    ).values(),
  ];
  const ownerOptions = [
    ...new Map(
      [...followUps.map((f) => (f.owner_id ? staff.known.get(f.owner_id) : undefined)), ...staff.found]
        .filter((p): p is MeetingPerson => !!p && p.kind === 'staff')
        .map((p) => [p.id, { value: p.id, label: p.name }]),
    ).values(),
  ];

  const setRow = (key: string, patch: Partial<FollowUpRow>) =>
    setFollowUps((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setLocalError(null);
    const when = new Date(heldAt);
    if (!title.trim() || Number.isNaN(when.getTime())) {
      setLocalError(t('meetings.form.required'));
      return;
    }
    if (followUps.some((f) => !f.description.trim() || !f.due_on || !f.owner_id)) {
      setLocalError(t('meetings.form.followUpRequired'));
      return;
    }
    props.onSubmit({
      held_at: when.toISOString(),
      title: title.trim(),
      notes: notes.trim(),
      attendee_ids: attendees,
      follow_ups: followUps.map((f) => ({
        ...(f.id ? { id: f.id } : {}),
        description: f.description.trim(),
        due_on: f.due_on,
        owner_id: f.owner_id!,
        done: f.done,
      })),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={localError ?? props.error} />
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <TextInput
              label={t('meetings.form.title')}
              value={title}
              maxLength={MEETING_LIMITS.title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              withAsterisk
            />
            <TextInput
              type="datetime-local"
              label={t('meetings.form.heldAt')}
              value={heldAt}
              onChange={(e) => setHeldAt(e.currentTarget.value)}
              withAsterisk
            />
            <MultiSelect
              label={t('meetings.form.attendees')}
              placeholder={t('meetings.form.attendeesHint')}
              searchable
              searchValue={people.search}
              onSearchChange={people.setSearch}
              data={attendeeOptions}
              value={attendees}
              onChange={(ids) => {
                people.remember(people.found.filter((p) => ids.includes(p.id)));
                setAttendees(ids);
              }}
              filter={({ options }) => options}
              nothingFoundMessage={t('meetings.form.nobody')}
              maxValues={MEETING_LIMITS.attendees}
            />
            <Textarea
              label={t('meetings.form.notes')}
              autosize
              minRows={4}
              maxLength={MEETING_LIMITS.notes}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
            />
          </Stack>
        </Paper>
        <StackedSectionCard id="meeting-follow-ups" title={t('meetings.form.followUps')} p="lg">
          {followUps.length === 0 && (
            <Text c="dimmed" size="sm">
              {t('meetings.form.noFollowUps')}
            </Text>
          )}
          {followUps.map((f, i) => (
            <Paper key={f.key} withBorder radius="sm" p="sm">
              <Stack gap="xs">
                <TextInput
                  label={t('meetings.form.followUpText', { n: i + 1 })}
                  value={f.description}
                  maxLength={MEETING_LIMITS.followUp}
                  onChange={(e) => setRow(f.key, { description: e.currentTarget.value })}
                  withAsterisk
                />
                <Group align="flex-end" grow>
                  <TextInput
                    type="date"
                    label={t('meetings.form.dueOn')}
                    value={f.due_on}
                    onChange={(e) => setRow(f.key, { due_on: e.currentTarget.value })}
                    withAsterisk
                  />
                  <Select
                    label={t('meetings.form.owner')}
                    searchable
                    onSearchChange={staff.setSearch}
                    data={ownerOptions}
                    value={f.owner_id}
                    onChange={(v) => {
                      staff.remember(staff.found.filter((p) => p.id === v));
                      setRow(f.key, { owner_id: v });
                    }}
                    filter={({ options }) => options}
                    nothingFoundMessage={t('meetings.form.nobody')}
                    withAsterisk
                  />
                </Group>
                <Group justify="space-between">
                  <Checkbox
                    label={t('meetings.form.done')}
                    checked={f.done}
                    onChange={(e) => setRow(f.key, { done: e.currentTarget.checked })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('meetings.form.removeFollowUp', { n: i + 1 })}
                    onClick={() => setFollowUps((rows) => rows.filter((r) => r.key !== f.key))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Stack>
            </Paper>
          ))}
          {followUps.length < MEETING_LIMITS.followUps && (
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() =>
                  setFollowUps((rows) => [
                    ...rows,
                    { key: nextKey(), description: '', due_on: inAWeek(), owner_id: props.me.id, done: false },
                  ])
                }
              >
                {t('meetings.form.addFollowUp')}
              </Button>
            </Group>
          )}
        </StackedSectionCard>
        <Group justify="flex-end">
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
