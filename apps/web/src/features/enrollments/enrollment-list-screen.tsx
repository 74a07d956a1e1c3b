import { Anchor, Badge, Container, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  ENROLLMENT_PAYMENT_STATUSES,
  ENROLLMENT_STATUSES,
  ENROLLMENT_TYPES,
  isCompanyAdmin,
  isSuperAdmin,
} from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PageFooter } from '../../components/pager.tsx';
import { pagesOf } from '../../lib/paging.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { useSession } from '../session/use-session.ts';
import { EnrollmentClassFilter, EnrollmentCourseFilter } from './enrollment-class-filters.tsx';
import { enrollmentQueries, type EnrollmentFilters } from './enrollments.api.ts';

const EMPTY: EnrollmentFilters = {
  page: 1,
  q: '',
  payment_status: '',
  status: '',
  read: '',
  type: '',
  class_id: '',
  course_id: '',
  from: '',
  to: '',
};

export const paymentColor = (s: string) => ({ paid: 'green', unpaid: 'orange', cancelled: 'red' })[s] ?? 'gray';

function EnrollmentListView() {
  const { t } = useTranslation('enrollments');
  const { dateTime } = useDateFormat();
  const [filters, setFilters] = useState<EnrollmentFilters>(EMPTY);
  const list = useQuery(enrollmentQueries.list(filters));
  const set = (key: keyof EnrollmentFilters) => (value: string | null) =>
    setFilters((f) => ({ ...f, [key]: value ?? '', page: 1 }));
  const options = (list: readonly string[], prefix: string) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}` as never) }));
  const rows = list.data?.data ?? [];
  const pages = pagesOf(list.data);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('list.title')} subtitle={t('list.intro')} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput
            label={t('list.search')}
            placeholder={t('list.searchHint')}
            value={filters.q}
            onChange={(e) => set('q')(e.currentTarget.value)}
          />
          <Select
            label={t('list.readFilter')}
            clearable
            data={[
              { value: 'unread', label: t('read.unread') },
              { value: 'read', label: t('read.read') },
            ]}
            value={filters.read || null}
            onChange={set('read')}
          />
          <Select
            label={t('list.paymentFilter')}
            clearable
            data={options(ENROLLMENT_PAYMENT_STATUSES, 'paymentStatus')}
            value={filters.payment_status || null}
            onChange={set('payment_status')}
          />
          <Select
            label={t('list.statusFilter')}
            clearable
            data={options(ENROLLMENT_STATUSES, 'status')}
            value={filters.status || null}
            onChange={set('status')}
          />
          <Select
            label={t('list.typeFilter')}
            clearable
            data={options(ENROLLMENT_TYPES, 'type')}
            value={filters.type || null}
            onChange={set('type')}
          />
          <EnrollmentCourseFilter value={filters.course_id} onChange={set('course_id')} />
          <EnrollmentClassFilter value={filters.class_id} onChange={set('class_id')} />
          <TextInput
            type="date"
            label={t('list.from')}
            value={filters.from}
            onChange={(e) => set('from')(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('list.to')}
            value={filters.to}
            onChange={(e) => set('to')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <ListTable
          minWidth={900}
          busy={list.isFetching}
          columns={6}
          isEmpty={list.isSuccess && rows.length === 0}
          empty={t('list.empty')}
          head={
            <>
              <Table.Th>{t('list.received')}</Table.Th>
              <Table.Th>{t('list.family')}</Table.Th>
              <Table.Th>{t('list.students')}</Table.Th>
              <Table.Th>{t('list.choice')}</Table.Th>
              <Table.Th>{t('list.payment')}</Table.Th>
              <Table.Th>{t('list.state')}</Table.Th>
            </>
          }
        >
          {rows.map((row) => (
            <Table.Tr key={row.id} data-unread={row.read ? undefined : 'true'}>
              <Table.Td style={{ whiteSpace: 'nowrap' }} fw={row.read ? undefined : 700}>
                {dateTime(row.created_at)}
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {/* What the family wrote (names, the course they asked for) is shown as written. */}
                  <Anchor
                    component={Link}
                    to={`/educator/enrollments/${row.id}`}
                    fw={row.read ? 400 : 700}
                    data-i18n-exempt
                  >
                    {row.first_name} {row.last_name}
                  </Anchor>
                  <Text size="sm">{row.email}</Text>
                  <Text size="sm">{row.phone}</Text>
                </Stack>
              </Table.Td>
              <Table.Td fw={row.read ? undefined : 700} data-i18n-exempt>
                {row.students.map((s) => `${s.first_name} ${s.last_name}`).join(', ')}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`type.${row.type}`)}</Text>
                <Text size="sm" data-i18n-exempt>
                  {[...row.classes.map((c) => c.name ?? '—'), row.course_text].filter(Boolean).join(', ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={paymentColor(row.payment_status)} c="dark.7" tt="none">
                  {t(`paymentStatus.${row.payment_status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge variant="light" color={row.read ? 'gray' : 'blue'} c="dark.7" tt="none">
                    {row.read ? t('read.read') : t('read.unread')}
                  </Badge>
                  <Badge variant="outline" color="gray" c="dark.7" tt="none">
                    {t(`status.${row.status}`)}
                  </Badge>
                  {row.converted_at && (
                    <Badge variant="light" color="green" c="dark.7" tt="none">
                      {t('list.converted')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
        <PageFooter
          summary={list.data ? t('list.unreadCount', { count: list.data.unread }) : ''}
          total={pages}
          value={filters.page}
          onChange={(page) => setFilters((f) => ({ ...f, page }))}
        />
      </Stack>
    </Container>
  );
}

/** The tenant's enrollments (issue 19): company admins and super admins (spec §6 "manage enrollments"). */
export function EnrollmentListScreen() {
  const { user } = useSession();
  if (!user) return null;
  if (!isSuperAdmin(user) && !isCompanyAdmin(user)) return <Navigate to="/403" replace />;
  return <EnrollmentListView />;
}
