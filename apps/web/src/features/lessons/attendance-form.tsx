import { Alert, Button, Group, Radio, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { LESSON_ATTENDANCE_STATUSES, type LessonAttendanceStatus, type LessonDetail } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { lessonMutations, lessonQueries } from './lessons.api.ts';

interface Row {
  status: LessonAttendanceStatus | null;
  note: string;
}

/**
 * Attendance of one lesson (issue 19), for its teacher or an admin: each student present, late, absent or
 * excused, with an optional note. Only marked rows are sent; saving marks the lesson taught.
 */
export function AttendanceForm({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation('lessons');
  const queryClient = useQueryClient();
  const save = useMutation(lessonMutations.attendance(lesson.id));
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(lesson.roster.map((r) => [r.user_id, { status: r.status, note: r.note }])),
  );
  const [error, setError] = useState<string | null>(null);
  const set = (id: string, patch: Partial<Row>) =>
    setRows((prev) => ({ ...prev, [id]: { ...(prev[id] ?? { status: null, note: '' }), ...patch } }));
  const entries = lesson.roster.flatMap((r) => {
    const row = rows[r.user_id];
    return row?.status ? [{ user_id: r.user_id, status: row.status, note: row.note.trim() }] : [];
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(
      { entries },
      {
        onSuccess: (next) => {
          queryClient.setQueryData(lessonQueries.detail(lesson.id).queryKey, next);
          void queryClient.invalidateQueries({ queryKey: lessonQueries.all() });
          notifySuccess(t('attendance.saved'));
        },
        onError: (err) => setError(errorMessageOf(err)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <ScrollTable
          minWidth={640}
          label={t('attendance.title')}
          verticalSpacing="xs"
          striped={false}
          head={
            <>
              <Table.Th>{t('attendance.student')}</Table.Th>
              <Table.Th>{t('attendance.status')}</Table.Th>
              <Table.Th>{t('attendance.note')}</Table.Th>
            </>
          }
        >
          {lesson.roster.map((r) => {
            const row = rows[r.user_id] ?? { status: null, note: '' };
            return (
              <Table.Tr key={r.user_id}>
                <Table.Td>
                  <Text size="sm" fw={500} data-i18n-exempt>
                    {r.name}
                  </Text>
                  <Text size="xs" c="gray.7" data-i18n-exempt>
                    {r.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Radio.Group
                    label={<VisuallyHidden>{t('attendance.statusOf', { name: r.name })}</VisuallyHidden>}
                    value={row.status ?? ''}
                    onChange={(value) => set(r.user_id, { status: value as LessonAttendanceStatus })}
                  >
                    <Group gap="sm" wrap="nowrap">
                      {LESSON_ATTENDANCE_STATUSES.map((s) => (
                        <Radio key={s} value={s} label={t(`attendance.statuses.${s}`)} />
                      ))}
                    </Group>
                  </Radio.Group>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('attendance.noteOf', { name: r.name })}
                    value={row.note}
                    maxLength={500}
                    onChange={(e) => set(r.user_id, { note: e.currentTarget.value })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ScrollTable>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={entries.length === 0}>
            {t('attendance.save')}
          </Button>
          <Button
            variant="default"
            onClick={() =>
              setRows((prev) =>
                Object.fromEntries(
                  lesson.roster.map((r) => [r.user_id, { status: 'present', note: prev[r.user_id]?.note ?? '' }]),
                ),
              )
            }
          >
            {t('attendance.allPresent')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
