import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lessonQueries } from './lessons.api.ts';
import { personName } from '../../lib/person-name.ts';

/**
 * An admin's "whose calendar" (issue 19): a teacher of the tenant or a student found by name or e-mail;
 * empty = every lesson of the tenant. The choice lives in the address (`?user=`), so Back works.
 */
export function CalendarUserPicker({
  userId,
  onChange,
}: {
  userId: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('lessons');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const teachers = useQuery(lessonQueries.teachers());
  const students = useQuery(lessonQueries.students(q));
  const groups = [
    {
      group: t('calendar.teachers'),
      items: (teachers.data ?? []).map((p) => ({ value: p.id, label: `${personName(p)} · ${p.email}` })),
    },
    {
      group: t('calendar.students'),
      items: (students.data ?? []).map((p) => ({ value: p.id, label: `${personName(p)} · ${p.email}` })),
    },
  ].filter((g) => g.items.length > 0);
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={t('calendar.whose')}
        placeholder={t('calendar.everyone')}
        data={groups}
        value={userId}
        onChange={onChange}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        clearable
        nothingFoundMessage={t('calendar.nobody')}
        w={{ base: '100%', sm: 380 }}
      />
      {userId && (
        <Button variant="default" onClick={() => onChange(null)}>
          {t('calendar.showEveryone')}
        </Button>
      )}
    </Group>
  );
}
