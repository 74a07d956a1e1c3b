import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classQueries } from '../classes/classes.api.ts';
import { courseQueries } from '../courses/courses.api.ts';

/**
 * The enrollment list's class filter (issue 19): every class of the tenant the admin sees (ended ones
 * too, not only those the form offers), found by name on the server, 20 at a time.
 */
export function EnrollmentClassFilter({ value, onChange }: { value: string; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('enrollments');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  // The chosen class stays listed (with its name) while another search shows other classes.
  const chosen = useRef<{ value: string; label: string } | null>(null);
  const found = useQuery(classQueries.list({ scope: 'all', q, page: 1 }));
  const options = (found.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const current = options.find((o) => o.value === value);
  if (current) chosen.current = current;
  const data = value && !current && chosen.current?.value === value ? [chosen.current, ...options] : options;
  return (
    <Select
      label={t('list.classFilter')}
      placeholder={t('list.classSearch')}
      clearable
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched; every option it found is shown.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? undefined : t('list.noClass')}
      data={data}
      value={value || null}
      onChange={onChange}
    />
  );
}

/** The enrollment list's course filter: enrollments that chose a class of any session of the course. */
export function EnrollmentCourseFilter({ value, onChange }: { value: string; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('enrollments');
  const courses = useQuery(courseQueries.list());
  return (
    <Select
      label={t('list.courseFilter')}
      clearable
      searchable
      nothingFoundMessage={t('list.noCourse')}
      data={(courses.data?.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
      value={value || null}
      onChange={onChange}
    />
  );
}
