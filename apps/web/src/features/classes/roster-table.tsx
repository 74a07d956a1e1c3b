import { Badge, Group, Table, Text } from '@mantine/core';
import type { ClassStudentView, ClassTeacherView } from '@prepwell/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../exams/use-exam-labels.ts';

/**
 * A class's students: name (as `name` renders it), e-mail or username, and when and how they joined; with
 * `actions`, a last column of what a teacher may do to each.
 */
export function RosterTable(props: {
  students: ClassStudentView[];
  minWidth: number;
  name: (s: ClassStudentView) => ReactNode;
  actions?: (s: ClassStudentView) => ReactNode;
  rowTestId?: string;
}) {
  const { t } = useTranslation('classes');
  const dates = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={props.minWidth} tabIndex={0} aria-label={t('roster.students')}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.email')}</Table.Th>
            <Table.Th>{t('columns.joined')}</Table.Th>
            {props.actions && <Table.Th>{t('columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.students.map((s) => (
            <Table.Tr key={s.id} data-testid={props.rowTestId}>
              <Table.Td>{props.name(s)}</Table.Td>
              <Table.Td>{s.email ?? s.username ?? '—'}</Table.Td>
              <Table.Td>
                {dates.date(s.joined_at)} · {t(`joinedVia.${s.joined_via}`)}
              </Table.Td>
              {props.actions && <Table.Td>{props.actions(s)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A teacher of a class: name and role (owner or teacher); `asItem` makes it a list item of its own. */
export function TeacherLabel({ teacher, asItem = false }: { teacher: ClassTeacherView; asItem?: boolean }) {
  const { t } = useTranslation('classes');
  return (
    <Group component={asItem ? 'li' : 'div'} gap="xs">
      <Text>{teacher.name}</Text>
      <Badge
        variant="light"
        color={teacher.role === 'owner' ? 'indigo' : 'gray'}
        c={teacher.role === 'owner' ? undefined : 'dark.7'}
        size="sm"
      >
        {t(`role.${teacher.role}`)}
      </Badge>
    </Group>
  );
}
