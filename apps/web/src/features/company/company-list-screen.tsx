import { Avatar, Button, Container, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { companyQueries } from './company.api.ts';
import { companyPathOf } from './company-rules.ts';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';

/** /educator/company/list — the companies the signed-in company admin administers. */
export function CompanyListScreen() {
  const { t, i18n } = useTranslation('company');
  const { data: companies } = useSuspenseQuery(companyQueries.list());
  const { date } = useDateFormat();
  const lang = i18n.language;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('list.title')} subtitle={t('list.subtitle')} />
        <ListTable
          minWidth={640}
          highlightOnHover
          columns={6}
          isEmpty={companies.length === 0}
          empty={t('list.empty')}
          head={
            <>
              <Table.Th>{t('list.columns.name')}</Table.Th>
              <Table.Th ta="right">{t('list.columns.users')}</Table.Th>
              <Table.Th ta="right">{t('list.columns.classes')}</Table.Th>
              <Table.Th ta="right">{t('list.columns.points')}</Table.Th>
              <Table.Th>{t('list.columns.created')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </>
          }
        >
          {companies.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={c.logo} alt="" size={28} radius="sm" color="brand">
                    {c.name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <Stack gap={0}>
                    <Text fw={600}>{c.name}</Text>
                    {c.contact_email && (
                      <Text size="xs" c="dimmed">
                        {c.contact_email}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(c.user_count, lang)}</Table.Td>
              <Table.Td ta="right">{formatNumber(c.class_count, lang)}</Table.Td>
              <Table.Td ta="right">{formatNumber(c.points, lang)}</Table.Td>
              <Table.Td>{date(c.created_at)}</Table.Td>
              <Table.Td>
                <Button
                  component={Link}
                  to={companyPathOf(c.id)}
                  size="xs"
                  variant="light"
                  rightSection={<IconChevronRight size={14} aria-hidden />}
                  aria-label={t('list.open', { name: c.name })}
                >
                  {t('list.openShort')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Stack>
    </Container>
  );
}
