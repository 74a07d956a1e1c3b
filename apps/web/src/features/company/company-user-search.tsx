import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { companyQueries, type CompanyUserFilter, type CompanyUserRole } from './company.api.ts';

export const COMPANY_USER_ROLES: readonly CompanyUserRole[] = ['student', 'teacher', 'parent', 'organization_admin'];
export const isCompanyUserRole = (role: string): role is CompanyUserRole =>
  (COMPANY_USER_ROLES as readonly string[]).includes(role);

/**
 * A company's users, searched (debounced) and filtered by role, 20 a page: the super admin's company tab
 * and the company admin's own user search read the same list the same way.
 */
export const useCompanyUserSearch = (companyId: string) => {
  const [filter, setFilter] = useState<CompanyUserFilter>({ page: 1, q: '', role: null });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const users = useQuery(companyQueries.users(companyId, { ...filter, q }));
  return {
    filter,
    users,
    rows: users.data?.data ?? [],
    search,
    setPage: (page: number) => setFilter((f) => ({ ...f, page })),
    setSearch: (value: string) => {
      setSearch(value);
      setFilter((f) => ({ ...f, page: 1 }));
    },
    setRole: (role: CompanyUserRole | null) => setFilter((f) => ({ ...f, page: 1, role })),
  };
};

/** The search box and the role filter of a company's user list; each screen passes its own words. */
export function CompanyUserFilters({
  state,
  labels,
  placeholder,
  widths = { search: 300, role: 220 },
}: {
  state: ReturnType<typeof useCompanyUserSearch>;
  labels: { search: string; role: string; allRoles: string; roleOf(role: CompanyUserRole): string };
  placeholder?: string | undefined;
  widths?: { search: number; role: number };
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={labels.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={state.search}
        onChange={(e) => state.setSearch(e.currentTarget.value)}
        placeholder={placeholder}
        w={widths.search}
      />
      <Select
        label={labels.role}
        data={[
          { value: '', label: labels.allRoles },
          ...COMPANY_USER_ROLES.map((r) => ({ value: r, label: labels.roleOf(r) })),
        ]}
        value={state.filter.role ?? ''}
        onChange={(v) => state.setRole(COMPANY_USER_ROLES.find((r) => r === v) ?? null)}
        allowDeselect={false}
        w={widths.role}
      />
    </Group>
  );
}
