import { Badge, Button, Container, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { LabelView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates, ScrollTable } from '../../components/scroll-table.tsx';
import { AppModal } from '../../components/app-modal.tsx';
import { Link } from 'react-router';
import { errorMessageOf, notifyError, notifySuccess } from '../../lib/notify.ts';
import { questionMutations, questionQueries, refreshQuestions } from './questions.api.ts';

type Action = { kind: 'rename' | 'merge'; label: LabelView } | null;

/** /labels: the skills questions are labelled with, their counts; create, rename, merge and delete. */
export function LabelsScreen() {
  const { t } = useTranslation('questions');
  const client = useQueryClient();
  const labels = useQuery(questionQueries.labels());
  const create = useMutation(questionMutations.createLabel());
  const patch = useMutation(questionMutations.patchLabel());
  const remove = useMutation(questionMutations.deleteLabel());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [action, setAction] = useState<Action>(null);
  const [rename, setRename] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const list = labels.data?.data ?? [];

  const refresh = () => refreshQuestions(client);
  const submitNew = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError(t('form.problems.required'));
      return;
    }
    setNameError(null);
    create.mutate(name.trim(), {
      onSuccess: async () => {
        setName('');
        notifySuccess(t('labels.created'));
        await refresh();
      },
      onError: (error) => setNameError(errorMessageOf(error)),
    });
  };
  const open = (kind: 'rename' | 'merge', label: LabelView) => {
    setAction({ kind, label });
    setRename(label.name);
    setTarget(null);
    setActionError(null);
  };
  const submitAction = () => {
    if (!action) return;
    const body = action.kind === 'rename' ? { name: rename.trim() } : target ? { mergeInto: target } : null;
    if (!body || ('name' in body && !body.name)) {
      setActionError(t('form.problems.required'));
      return;
    }
    patch.mutate(
      { id: action.label.id, patch: body },
      {
        onSuccess: async () => {
          notifySuccess(action.kind === 'rename' ? t('labels.renamed') : t('labels.merged'));
          setAction(null);
          await refresh();
        },
        onError: (error) => setActionError(errorMessageOf(error)),
      },
    );
  };
  const confirmDelete = (label: LabelView) =>
    modals.openConfirmModal({
      title: t('labels.deleteTitle', { name: label.name }),
      children: <Text fz="sm">{t('labels.deleteBody', { count: label.questionCount })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(label.id, {
          onSuccess: async () => {
            notifySuccess(t('labels.deleted'));
            await refresh();
          },
          onError: (error) => notifyError(errorMessageOf(error)),
        }),
    });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1} fz="h2">
              {t('labels.title')}
            </Title>
            <Text c="gray.7">{t('labels.subtitle')}</Text>
          </Stack>
          <Button component={Link} to="/questions/list" variant="default">
            {t('list.title')}
          </Button>
        </Group>
        <Paper withBorder p="md" component="form" onSubmit={submitNew} noValidate>
          <Group align="flex-start">
            <TextInput
              label={t('labels.newName')}
              value={name}
              maxLength={80}
              error={nameError}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: 1, maxWidth: 360 }}
            />
            <Button type="submit" mt={25} loading={create.isPending}>
              {t('labels.create')}
            </Button>
          </Group>
        </Paper>
        <ListStates
          isPending={labels.isPending}
          isError={labels.isError}
          isEmpty={list.length === 0}
          loadingLabel={t('loading')}
          failed={t('loadFailed')}
          empty={t('labels.empty')}
        >
          <Paper withBorder>
            <ScrollTable
              minWidth={560}
              label={t('labels.title')}
              head={
                <>
                  <Table.Th>{t('labels.name')}</Table.Th>
                  <Table.Th>{t('labels.questions')}</Table.Th>
                  <Table.Th>{t('columns.actions')}</Table.Th>
                </>
              }
            >
              {list.map((l) => (
                <Table.Tr key={l.id} data-testid="label-row">
                  <Table.Td>
                    {l.name}{' '}
                    {l.shared && (
                      <Badge variant="outline" color="gray" size="sm">
                        {t('list.shared')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{l.questionCount}</Table.Td>
                  <Table.Td>
                    {!l.shared && (
                      <Group gap={4}>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => open('rename', l)}
                          aria-label={t('labels.renameNamed', { name: l.name })}
                        >
                          {t('labels.rename')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => open('merge', l)}
                          aria-label={t('labels.mergeNamed', { name: l.name })}
                        >
                          {t('labels.merge')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => confirmDelete(l)}
                          aria-label={t('labels.deleteNamed', { name: l.name })}
                        >
                          {t('actions.delete')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          </Paper>
        </ListStates>
      </Stack>
      <AppModal
        opened={action !== null}
        onClose={() => setAction(null)}
        title={action?.kind === 'merge' ? t('labels.mergeTitle', { name: action.label.name }) : t('labels.renameTitle')}
      >
        <Stack gap="sm">
          {action?.kind === 'rename' ? (
            <TextInput
              label={t('labels.name')}
              value={rename}
              maxLength={80}
              data-autofocus
              error={actionError}
              onChange={(e) => setRename(e.currentTarget.value)}
            />
          ) : (
            <Select
              label={t('labels.mergeInto')}
              description={t('labels.mergeHint')}
              data={list.filter((l) => l.id !== action?.label.id).map((l) => ({ value: l.id, label: l.name }))}
              value={target}
              onChange={setTarget}
              searchable
              error={actionError}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAction(null)}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={submitAction} loading={patch.isPending}>
              {action?.kind === 'merge' ? t('labels.merge') : t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Container>
  );
}
