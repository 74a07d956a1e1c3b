import { Alert, Anchor, Badge, Button, Card, Collapse, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ClassDetail, ClassTestAttempt, ClassTestView } from '@prepwell/contracts';
import { IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../lib/notify.ts';
import { resultPath, resultUsersPath } from '../exams/exam-paths.ts';
import { useDateFormat, useExamLabels } from '../exams/use-exam-labels.ts';
import { AddTestForm } from './add-test-form.tsx';
import { EditTestForm } from './edit-test-form.tsx';
import { classMutations, classQueries, refreshClass } from './classes.api.ts';
import { SendLinkForm } from './send-link-form.tsx';
import { AppModal } from '../../components/app-modal.tsx';

/** A student's attempt at a class test: its status or score, linked to the score report once completed. */
export function AttemptCell({
  attempt,
  examKind,
}: {
  attempt: ClassTestAttempt | null;
  examKind: ClassTestView['exam_kind'];
}) {
  const { t } = useTranslation('classes');
  const labels = useExamLabels();
  if (!attempt)
    return (
      <Text fz="sm" c="gray.7">
        {t('tests.notStarted')}
      </Text>
    );
  if (attempt.status !== 'completed') return <Text fz="sm">{labels.status(attempt.status)}</Text>;
  const score =
    attempt.score !== null
      ? `${attempt.score_label ? `${attempt.score_label} ` : ''}${attempt.score}`
      : labels.status('completed');
  return (
    <Anchor component={Link} to={resultPath(examKind, attempt.user_exam_id, true)} fz="sm">
      {t('tests.scoreReport', { score })}
    </Anchor>
  );
}

/** The students a test was sent to, how often, and their attempts. */
function TestResults({ classId, classTest }: { classId: string; classTest: ClassTestView }) {
  const { t } = useTranslation('classes');
  const dates = useDateFormat();
  const invitations = useQuery(classQueries.invitations(classId, classTest.id));
  if (invitations.isPending) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  if (invitations.isError)
    return (
      <Alert color="red" role="alert">
        {t('loadFailed')}
      </Alert>
    );
  if (invitations.data.length === 0)
    return (
      <Text fz="sm" c="gray.7">
        {t('tests.noInvitations')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560} tabIndex={0} aria-label={t('tests.resultsOf', { title: classTest.title })}>
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.invited')}</Table.Th>
            <Table.Th>{t('columns.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.data.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>{i.name}</Table.Td>
              <Table.Td>
                {t('send.invited', { count: i.invite_count, date: dates.dateTime(i.last_invited_at) })}
              </Table.Td>
              <Table.Td>
                <AttemptCell attempt={i.attempt} examKind={classTest.exam_kind} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TestCard({
  detail,
  classTest,
  onSend,
  onEdit,
}: {
  detail: ClassDetail;
  classTest: ClassTestView;
  onSend: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('classes');
  const labels = useExamLabels();
  const dates = useDateFormat();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation(classMutations.deleteTest(detail.id));
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('tests.removeTitle', { title: classTest.title }),
      children: t('tests.removeBody'),
      labels: { confirm: t('actions.remove'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(classTest.id, {
          onSuccess: async () => {
            notifySuccess(t('tests.removed'));
            await refreshClass(client, detail.id);
          },
        }),
    });
  const resultsId = `class-test-results-${classTest.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="class-test-row">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Text fw={700} data-i18n-exempt>
              {classTest.title}
            </Text>
            <Group gap={6}>
              <Badge variant="light" color={classTest.kind === 'test' ? 'blue' : 'violet'}>
                {t(`tests.kind.${classTest.kind}`)}
              </Badge>
              <Badge variant="outline" color="gray" c="dark.7">
                {labels.kind(classTest.exam_kind)} · {labels.type(classTest.test_type)}
              </Badge>
              {classTest.is_default && (
                <Badge variant="light" color="teal">
                  {t('tests.defaultPractice')}
                </Badge>
              )}
              {classTest.paid_by_organization && (
                <Badge variant="light" color="orange" c="orange.9">
                  {t('tests.paidByOrg')}
                </Badge>
              )}
            </Group>
            <Text fz="sm">{t('tests.scheduled', { date: dates.dateTime(classTest.scheduled_at) })}</Text>
            <Text fz="sm" c="gray.7">
              {t('tests.counts', { invited: classTest.invited_count ?? 0, completed: classTest.completed_count ?? 0 })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconSend size={14} aria-hidden />}
              onClick={onSend}
              aria-label={t('tests.sendNamed', { title: classTest.title })}
            >
              {t('tests.send')}
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-controls={resultsId}
            >
              {open ? t('tests.hideResults') : t('tests.showResults')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              component={Link}
              to={resultUsersPath(classTest.exam_kind, classTest.test_id)}
              aria-label={t('tests.allAttemptsNamed', { title: classTest.title })}
            >
              {t('tests.allAttempts')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={onEdit}
              aria-label={t('tests.editNamed', { title: classTest.title })}
            >
              {t('tests.edit.title')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={confirmRemove}
              aria-label={t('tests.removeNamed', { title: classTest.title })}
            >
              {t('actions.remove')}
            </Button>
          </Group>
        </Group>
        <Collapse expanded={open} id={resultsId}>
          {open && <TestResults classId={detail.id} classTest={classTest} />}
        </Collapse>
      </Stack>
    </Card>
  );
}

/** /classes/:id/tests: the class's tests and practices — add, send the link, results. */
export function ClassTestsPanel({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const tests = useQuery(classQueries.tests(detail.id));
  const [adding, setAdding] = useState(false);
  const [sending, setSending] = useState<ClassTestView | null>(null);
  const [editing, setEditing] = useState<ClassTestView | null>(null);
  const list = [...(tests.data ?? [])].sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at));
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t('tests.heading', { count: list.length })}
          </Title>
          {detail.coins !== null && (
            <Text fz="sm" c="gray.7">
              {t('tests.classCoins', { count: detail.coins })}
            </Text>
          )}
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('tests.addButton')}
        </Button>
      </Group>
      {tests.isPending ? (
        <Loader role="status" aria-label={t('loading')} />
      ) : tests.isError ? (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : list.length === 0 ? (
        <Text c="gray.7">{t('tests.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((ct) => (
            <TestCard
              key={ct.id}
              detail={detail}
              classTest={ct}
              onSend={() => setSending(ct)}
              onEdit={() => setEditing(ct)}
            />
          ))}
        </Stack>
      )}
      <AppModal opened={adding} onClose={() => setAdding(false)} title={t('tests.add.title')} size="lg">
        {adding && <AddTestForm detail={detail} onDone={() => setAdding(false)} />}
      </AppModal>
      <AppModal opened={editing !== null} onClose={() => setEditing(null)} title={t('tests.edit.title')} size="lg">
        {editing && (
          <EditTestForm key={editing.id} detail={detail} classTest={editing} onDone={() => setEditing(null)} />
        )}
      </AppModal>
      <AppModal
        opened={sending !== null}
        onClose={() => setSending(null)}
        title={sending ? t('send.title', { title: sending.title }) : ''}
        size="lg"
      >
        {sending && (
          <SendLinkForm key={sending.id} classId={detail.id} classTest={sending} onDone={() => setSending(null)} />
        )}
      </AppModal>
    </Stack>
  );
}
