import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  PRIVATE_LESSON_LIMITS,
  type PrivateLessonRequestView,
  type PrivateLessonStatus,
  type PrivateLessonTime,
} from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/notify.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { CounterForm } from './counter-form.tsx';
import { privateLessonMutations, privateLessonQueries } from './private-lessons.api.ts';

export const STATUS_COLOR: Record<PrivateLessonStatus, string> = {
  pending: 'yellow',
  countered: 'blue',
  accepted: 'green',
  declined: 'red',
  cancelled: 'gray',
};

/** "Tue, 1 Dec 2026, 16:00 – 17:00". */
export function TimeText({ time }: { time: PrivateLessonTime }) {
  const { dateTime, time: clock } = useDateFormat();
  return (
    <Text span size="sm">
      {dateTime(time.starts_at)} – {clock(time.ends_at)}
    </Text>
  );
}

/**
 * One request, with what the caller may do: an educator accepts a proposed time, proposes others or
 * declines (an admin answering "any" names the teacher); the family accepts one of the other times or
 * cancels. A refusal (teacher busy, outside hours, already answered) shows the server's message here.
 */
export function RequestCard({ request, side }: { request: PrivateLessonRequestView; side: 'family' | 'educator' }) {
  const { t } = useTranslation('privateLessons');
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<'idle' | 'counter' | 'decline'>('idle');
  const [reply, setReply] = useState('');
  const [teacherId, setTeacherId] = useState<string | null>(request.teacher?.id ?? null);
  const teachers = useQuery({ ...privateLessonQueries.teachers(), enabled: side === 'educator' && !request.teacher });
  const done = {
    onSuccess: () => {
      setError(null);
      setMode('idle');
      void client.invalidateQueries({ queryKey: privateLessonQueries.all() });
    },
    onError: (e: unknown) => setError(errorMessageOf(e)),
  };
  const accept = useMutation(privateLessonMutations.accept(request.id));
  const decline = useMutation(privateLessonMutations.decline(request.id));
  const acceptCounter = useMutation(privateLessonMutations.acceptCounter(request.id));
  const cancel = useMutation(privateLessonMutations.cancel(request.id));
  const busy = accept.isPending || decline.isPending || acceptCounter.isPending || cancel.isPending;
  const headingId = `private-request-${request.id}`;
  // An admin answering an "any" request names the teacher (the server says so if one is missing).
  const namedTeacher = !request.teacher && teacherId ? { teacher_id: teacherId } : {};

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId} data-request-id={request.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            {/* What the family typed (subject, message, reply) is theirs, in whatever language they wrote it. */}
            <Text fw={600} id={headingId} data-i18n-exempt="">
              {request.subject}
            </Text>
            <Text size="sm" c="dimmed">
              {t('card.who', {
                student: request.student.name,
                teacher: request.teacher?.name ?? t('card.anyTeacher'),
              })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLOR[request.status]} variant="light" c="dark.7" tt="none" data-status={request.status}>
            {t(`status.${request.status}`)}
          </Badge>
        </Group>

        {request.lesson && (
          <Alert color="green" variant="light" title={t('card.booked')}>
            <TimeText time={request.lesson} />
          </Alert>
        )}

        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('card.proposed')}
          </Text>
          {request.proposed_times.map((time, i) => (
            <Group key={time.starts_at} gap="sm">
              <TimeText time={time} />
              {side === 'educator' && request.can_answer && (
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={accept.isPending && accept.variables.time_index === i}
                  disabled={busy}
                  onClick={() => accept.mutate({ time_index: i, ...namedTeacher }, done)}
                >
                  {t('card.acceptTime')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>

        {request.counter_times && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('card.counter')}
            </Text>
            {request.counter_times.map((time, i) => (
              <Group key={time.starts_at} gap="sm">
                <TimeText time={time} />
                {side === 'family' && request.can_respond_to_counter && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={acceptCounter.isPending && acceptCounter.variables.time_index === i}
                    disabled={busy}
                    onClick={() => acceptCounter.mutate({ time_index: i }, done)}
                  >
                    {t('card.acceptTime')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}

        {request.message && (
          <Text size="sm" data-i18n-exempt="">
            <Text span fw={500}>
              {t('card.message')}:{' '}
            </Text>
            {request.message}
          </Text>
        )}
        {request.reply && (
          <Text size="sm" data-i18n-exempt="">
            <Text span fw={500}>
              {t('card.reply')}:{' '}
            </Text>
            {request.reply}
          </Text>
        )}

        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}

        {side === 'educator' && request.can_answer && !request.teacher && (
          <Select
            label={t('card.assignTeacher')}
            description={t('card.assignHint')}
            clearable
            data={(teachers.data?.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
            value={teacherId}
            onChange={setTeacherId}
            maw={360}
          />
        )}

        {side === 'educator' && request.can_answer && mode === 'idle' && (
          <Group gap="sm">
            <Button size="xs" variant="default" onClick={() => setMode('counter')}>
              {t('card.proposeOther')}
            </Button>
            <Button size="xs" variant="default" color="red" onClick={() => setMode('decline')}>
              {t('card.decline')}
            </Button>
          </Group>
        )}
        {side === 'educator' && mode === 'counter' && (
          <CounterForm
            requestId={request.id}
            teacherId={request.teacher ? undefined : (teacherId ?? undefined)}
            onDone={done.onSuccess}
            onCancel={() => setMode('idle')}
          />
        )}
        {side === 'educator' && mode === 'decline' && (
          <Stack gap="xs">
            <Textarea
              label={t('card.replyLabel')}
              rows={3}
              maxLength={PRIVATE_LESSON_LIMITS.reply}
              value={reply}
              onChange={(e) => setReply(e.currentTarget.value)}
            />
            <Group gap="sm">
              {/* red.9, as the other filled destructive buttons: white on red.6 is 3.3:1, under WCAG AA. */}
              <Button
                size="xs"
                color="red.9"
                loading={decline.isPending}
                onClick={() => decline.mutate({ reply }, done)}
              >
                {t('card.confirmDecline')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setMode('idle')}>
                {t('card.back')}
              </Button>
            </Group>
          </Stack>
        )}

        {side === 'family' && request.can_cancel && (
          <Group>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={cancel.isPending}
              disabled={busy}
              onClick={() => cancel.mutate(undefined, done)}
            >
              {t('card.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
