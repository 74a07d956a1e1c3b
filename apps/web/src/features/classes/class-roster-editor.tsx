import { Alert, Button, Group, MultiSelect, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { ClassDetail, ClassStudentView, ClassTeacherView, UserSummary } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIconButton } from '../../components/remove-icon-button.tsx';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { classMutations, classQueries, refreshClass } from './classes.api.ts';
import { RosterTable, TeacherLabel } from './roster-table.tsx';
import { notYetIn, parseEmails } from './roster-values.ts';
import { FormError } from '../../components/form-error.tsx';

const personName = (u: Pick<UserSummary, 'name' | 'username' | 'email'>) => u.name ?? u.username ?? u.email;

/** Adds students: picked from the tenant's students (search) and/or typed as e-mails. */
function AddStudents({ classId, members }: { classId: string; members: ClassStudentView[] }) {
  const { t } = useTranslation('classes');
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [picked, setPicked] = useState<string[]>([]);
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  const [emailText, setEmailText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const found = useQuery({ ...classQueries.studentSearch(debounced), enabled: debounced.trim().length > 0 });
  const add = useMutation(classMutations.addStudents(classId));

  const candidates = notYetIn(found.data ?? [], members);
  const names = new Map(known);
  for (const c of candidates) names.set(c.id, `${personName(c)} (${c.email})`);
  // The chosen ones stay in the options while the search changes.
  const options = [...new Set([...picked, ...candidates.map((c) => c.id)])].map((id) => ({
    value: id,
    label: names.get(id) ?? id,
  }));

  const submit = () => {
    setError(null);
    const { emails, invalid } = parseEmails(emailText);
    if (invalid.length > 0) {
      setError(t('roster.invalidEmails', { list: invalid.join(t('listSeparator')) }));
      return;
    }
    if (picked.length === 0 && emails.length === 0) {
      setError(t('roster.chooseStudents'));
      return;
    }
    add.mutate(
      { user_ids: picked, emails },
      {
        onSuccess: async () => {
          notifySuccess(t('roster.added', { count: picked.length + emails.length }));
          setPicked([]);
          setEmailText('');
          await refreshClass(client, classId);
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('roster.addTitle')}
        </Title>
        <MultiSelect
          label={t('roster.searchStudents')}
          description={t('roster.searchHint')}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={picked}
          onChange={(ids) => {
            setKnown(
              (prev) =>
                new Map([...prev, ...ids.flatMap((id) => (names.has(id) ? [[id, names.get(id) ?? id] as const] : []))]),
            );
            setPicked(ids);
          }}
          nothingFoundMessage={debounced.trim() ? t('roster.noStudentFound') : t('roster.typeToSearch')}
          filter={({ options: all }) => all}
          clearable
        />
        <Textarea
          label={t('roster.byEmail')}
          description={t('roster.byEmailHint')}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          autosize
          minRows={2}
          value={emailText}
          onChange={(e) => setEmailText(e.currentTarget.value)}
        />
        <FormError error={error} />
        <Group justify="flex-end">
          <Button onClick={submit} loading={add.isPending}>
            {t('roster.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function StudentTable({ classId, students }: { classId: string; students: ClassStudentView[] }) {
  const { t } = useTranslation('classes');
  const client = useQueryClient();
  const remove = useMutation(classMutations.removeStudent(classId));
  const confirmRemove = (s: ClassStudentView) =>
    modals.openConfirmModal({
      title: t('roster.removeStudentTitle', { name: s.name }),
      children: t('roster.removeStudentBody', { name: s.name }),
      labels: { confirm: t('actions.remove'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(s.id, {
          onSuccess: async () => {
            notifySuccess(t('roster.removed', { name: s.name }));
            await refreshClass(client, classId);
          },
        }),
    });
  if (students.length === 0) return <Text c="gray.7">{t('roster.noStudents')}</Text>;
  return (
    <RosterTable
      students={students}
      minWidth={640}
      rowTestId="roster-student"
      name={(s) => s.name}
      actions={(s) => (
        <RemoveIconButton label={t('roster.removeStudent', { name: s.name })} onClick={() => confirmRemove(s)} />
      )}
    />
  );
}

function Teachers({ classId, teachers }: { classId: string; teachers: ClassTeacherView[] }) {
  const { t } = useTranslation('classes');
  const client = useQueryClient();
  const tenantTeachers = useQuery(classQueries.tenantTeachers());
  const [chosen, setChosen] = useState<string | null>(null);
  const add = useMutation(classMutations.addTeacher(classId));
  const remove = useMutation(classMutations.removeTeacher(classId));
  const candidates = notYetIn(tenantTeachers.data ?? [], teachers);
  const confirmRemove = (p: ClassTeacherView) =>
    modals.openConfirmModal({
      title: t('roster.removeTeacherTitle', { name: p.name }),
      children: t('roster.removeTeacherBody', { name: p.name }),
      labels: { confirm: t('actions.remove'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(p.id, {
          onSuccess: async () => {
            notifySuccess(t('roster.removed', { name: p.name }));
            await refreshClass(client, classId);
          },
        }),
    });
  return (
    <Stack gap="sm">
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {teachers.map((p) => (
          <Group component="li" key={p.id} justify="space-between" wrap="nowrap" data-testid="roster-teacher">
            <TeacherLabel teacher={p} />
            {p.role !== 'owner' && (
              <RemoveIconButton label={t('roster.removeTeacher', { name: p.name })} onClick={() => confirmRemove(p)} />
            )}
          </Group>
        ))}
      </Stack>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('roster.addTeacher')}
          placeholder={t('roster.pickTeacher')}
          searchable
          clearable
          data={candidates.map((c) => ({ value: c.id, label: `${personName(c)} (${c.email})` }))}
          value={chosen}
          onChange={setChosen}
          nothingFoundMessage={t('roster.noTeacherFound')}
          miw={280}
        />
        <Button
          variant="light"
          disabled={!chosen}
          loading={add.isPending}
          onClick={() =>
            chosen &&
            add.mutate(chosen, {
              onSuccess: async () => {
                notifySuccess(t('roster.teacherAdded'));
                setChosen(null);
                await refreshClass(client, classId);
              },
            })
          }
        >
          {t('roster.addTeacherButton')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /classes/:id/edit/roster: the students (remove, add by search or e-mail) and the co-teachers. */
export function ClassRosterEditor({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const students = useQuery(classQueries.students(detail.id));
  const teachers = useQuery(classQueries.teachers(detail.id));
  return (
    <Stack gap="lg">
      <section aria-labelledby="roster-students">
        <Title order={2} fz="lg" id="roster-students" mb="sm">
          {t('roster.studentsCount', { count: students.data?.length ?? detail.student_count })}
          {detail.capacity !== null && ` / ${detail.capacity}`}
        </Title>
        <Stack gap="md">
          {students.isError ? (
            <Alert color="red" role="alert">
              {t('loadFailed')}
            </Alert>
          ) : (
            <StudentTable classId={detail.id} students={students.data ?? []} />
          )}
          <AddStudents classId={detail.id} members={students.data ?? []} />
        </Stack>
      </section>
      <section aria-labelledby="roster-teachers">
        <Title order={2} fz="lg" id="roster-teachers" mb="sm">
          {t('roster.teachers')}
        </Title>
        <Teachers classId={detail.id} teachers={teachers.data ?? detail.teachers} />
      </section>
    </Stack>
  );
}
