import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ClassDetail } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classQueries } from './classes.api.ts';
import { MaterialGroups } from './material-groups.tsx';
import { MaterialItem } from './material-item.tsx';
import { RosterTable, TeacherLabel } from './roster-table.tsx';

export const studentPath = (id: string) => `/educator/students/${encodeURIComponent(id)}`;

/** /classes/:id/roster: the students (each a link to their page for teachers) and the teachers. */
export function ClassRosterView({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const students = useQuery(classQueries.students(detail.id));
  const list = students.data ?? [];
  return (
    <Stack gap="lg">
      <section aria-labelledby="roster-view-students">
        <Title order={2} fz="lg" id="roster-view-students" mb="sm">
          {t('roster.studentsCount', { count: students.data?.length ?? detail.student_count })}
          {detail.capacity !== null && ` / ${detail.capacity}`}
        </Title>
        {students.isPending ? (
          <Loader role="status" aria-label={t('loading')} />
        ) : students.isError ? (
          <Alert color="red" role="alert">
            {t('loadFailed')}
          </Alert>
        ) : list.length === 0 ? (
          <Text c="gray.7">{t('roster.noStudents')}</Text>
        ) : (
          <Paper withBorder radius="md">
            <RosterTable
              students={list}
              minWidth={560}
              name={(s) => (
                <Anchor component={Link} to={studentPath(s.id)}>
                  {s.name}
                </Anchor>
              )}
            />
          </Paper>
        )}
      </section>
      <section aria-labelledby="roster-view-teachers">
        <Title order={2} fz="lg" id="roster-view-teachers" mb="sm">
          {t('roster.teachers')}
        </Title>
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {detail.teachers.map((p) => (
            <TeacherLabel key={p.id} teacher={p} asItem />
          ))}
        </Stack>
      </section>
    </Stack>
  );
}

/** /classes/:id/materials: the materials by category, to open or download. */
export function ClassMaterialsView({ detail }: { detail: ClassDetail }) {
  const materials = useQuery(classQueries.materials(detail.id));
  return (
    <MaterialGroups
      materials={materials}
      headingOrder={2}
      stacked
      item={(m) => (
        <li key={m.id}>
          <MaterialItem material={m} />
        </li>
      )}
    />
  );
}
