import { Alert, Button, Checkbox, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { ClassTestInvitationView, ClassTestView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { classMutations, classQueries, refreshClass } from './classes.api.ts';
import { toggleAll, toggleOne } from './selection.ts';
import { FormError } from '../../components/form-error.tsx';

/**
 * "Send link": the class's students as a checklist (select all); sending with nobody chosen says so and
 * sends nothing. Students already invited show how many times, and can be re-invited one by one.
 */
export function SendLinkForm({
  classId,
  classTest,
  onDone,
}: {
  classId: string;
  classTest: ClassTestView;
  onDone: () => void;
}) {
  const { t } = useTranslation('classes');
  const dates = useDateFormat();
  const client = useQueryClient();
  const students = useQuery(classQueries.students(classId));
  const invitations = useQuery(classQueries.invitations(classId, classTest.id));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const send = useMutation(classMutations.sendTest(classId));
  const list = students.data ?? [];
  const allIds = list.map((s) => s.id);
  const invited = new Map<string, ClassTestInvitationView>((invitations.data ?? []).map((i) => [i.id, i]));
  const allChosen = allIds.length > 0 && allIds.every((id) => chosen.has(id));

  const sendTo = (ids: string[], close: boolean) => {
    setError(null);
    if (ids.length === 0) {
      setError(t('send.chooseOne'));
      return;
    }
    send.mutate(
      { classTestId: classTest.id, studentIds: ids },
      {
        onSuccess: async () => {
          notifySuccess(t('send.done', { count: ids.length }));
          await Promise.all([
            refreshClass(client, classId),
            client.invalidateQueries({ queryKey: classQueries.invitations(classId, classTest.id).queryKey }),
          ]);
          if (close) onDone();
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  };

  if (students.isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (students.isError)
    return (
      <Alert color="red" role="alert">
        {t('loadFailed')}
      </Alert>
    );
  if (list.length === 0) return <Text c="gray.7">{t('send.noStudents')}</Text>;

  return (
    <Stack gap="md">
      <Text fz="sm">{t('send.intro', { title: classTest.title })}</Text>
      <Checkbox
        label={t('send.selectAll', { count: list.length })}
        checked={allChosen}
        indeterminate={!allChosen && chosen.size > 0}
        onChange={(e) => setChosen(toggleAll(allIds, e.currentTarget.checked))}
      />
      <ScrollArea.Autosize mah={360} type="auto">
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('send.students')}>
          {list.map((s) => {
            const invitation = invited.get(s.id);
            return (
              <Group component="li" key={s.id} justify="space-between" wrap="nowrap" data-testid="send-student">
                <Checkbox
                  label={s.name}
                  description={
                    invitation
                      ? t('send.invited', {
                          count: invitation.invite_count,
                          date: dates.dateTime(invitation.last_invited_at),
                        })
                      : s.email
                  }
                  styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
                  checked={chosen.has(s.id)}
                  onChange={(e) => setChosen((prev) => toggleOne(prev, s.id, e.currentTarget.checked))}
                />
                {invitation && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={
                      send.isPending && send.variables.studentIds.length === 1 && send.variables.studentIds[0] === s.id
                    }
                    onClick={() => sendTo([s.id], false)}
                    aria-label={t('send.reinviteNamed', { name: s.name })}
                  >
                    {t('send.reinvite')}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      <FormError error={error} />
      <Group justify="flex-end">
        <Button
          onClick={() =>
            sendTo(
              allIds.filter((id) => chosen.has(id)),
              true,
            )
          }
          loading={send.isPending && send.variables.studentIds.length !== 1}
        >
          {t('send.submit', { count: chosen.size })}
        </Button>
      </Group>
    </Stack>
  );
}
