import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFooter } from '../../components/pager.tsx';
import { PagedSearchInput, usePagedSearch } from '../../components/paged-search.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { companyQueries } from './company.api.ts';
import { ListTable } from '../../components/list-table.tsx';
import { pagesOf } from '../../lib/paging.ts';

/** The company's classes, 20 a page, with their teachers, students and coins; each links to its class page. */
export function CompanyClassesTab({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('company');
  const { date } = useDateFormat();
  const lang = i18n.language;
  const search = usePagedSearch();
  const { page, q } = search;
  const classes = useQuery(companyQueries.classes(companyId, page, q));
  const rows = classes.data?.data ?? [];

  return (
    <Stack gap="md">
      <PagedSearchInput label={t('classes.search')} state={search} />
      <ListTable
        minWidth={720}
        busy={classes.isFetching}
        columns={6}
        isEmpty={classes.isSuccess && rows.length === 0}
        empty={t('classes.empty')}
        head={
          <>
            <Table.Th>{t('classes.columns.name')}</Table.Th>
            <Table.Th>{t('classes.columns.teachers')}</Table.Th>
            <Table.Th ta="right">{t('classes.columns.students')}</Table.Th>
            <Table.Th ta="right">{t('classes.columns.coins')}</Table.Th>
            <Table.Th>{t('classes.columns.method')}</Table.Th>
            <Table.Th>{t('classes.columns.dates')}</Table.Th>
          </>
        }
      >
        {rows.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>
              <Anchor component={Link} to={`/classes/${encodeURIComponent(c.id)}`} fw={600}>
                {c.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{c.teachers.map((p) => p.name).join(', ') || t('info.none')}</Text>
            </Table.Td>
            <Table.Td ta="right">
              {c.capacity === null
                ? formatNumber(c.student_count, lang)
                : t('classes.seats', { count: c.student_count, capacity: c.capacity })}
            </Table.Td>
            <Table.Td ta="right">{formatNumber(c.coins, lang)}</Table.Td>
            <Table.Td>{t(`classes.methods.${c.method}`)}</Table.Td>
            <Table.Td>
              {c.start_date || c.end_date ? `${date(c.start_date)} – ${date(c.end_date)}` : t('info.none')}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <PageFooter
        summary={classes.data ? t('classes.total', { count: classes.data.total }) : ''}
        total={pagesOf(classes.data)}
        value={page}
        onChange={search.setPage}
      />
    </Stack>
  );
}
