import { Anchor, Card, Container, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryList } from '../../components/query-states.tsx';
import { LoadingRows } from './loading-placeholders.tsx';
import { learningQueries } from './learning.api.ts';
import { educatorStudentPath } from './learning-values.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { personName } from '../../lib/person-name.ts';

/** /educator/students — a teacher searches the tenant's students (name, username, e-mail) and opens one. */
export function EducatorStudentsScreen() {
  const { t } = useTranslation('learning');
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(typed.trim(), 300);
  const query = useQuery(learningQueries.studentSearch(q));

  const onChange = (value: string) => {
    setTyped(value);
    setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('students.title')} subtitle={t('students.subtitle')} subtitleColor="gray.7" />
        <TextInput
          type="search"
          label={t('students.searchLabel')}
          description={t('students.searchHelp')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          maxLength={100}
          onChange={(e) => onChange(e.currentTarget.value)}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        />
        <QueryList
          query={query}
          loading={<LoadingRows rows={5} />}
          empty={
            <Card withBorder radius="md" padding="lg">
              <Text c="gray.7">{q ? t('students.noMatch', { q }) : t('students.none')}</Text>
            </Card>
          }
        >
          {(students) => (
            <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} aria-label={t('students.tableLabel')}>
              <Table striped verticalSpacing="sm" aria-label={t('students.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('students.name')}</Table.Th>
                    <Table.Th scope="col">{t('students.username')}</Table.Th>
                    <Table.Th scope="col">{t('students.email')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {students.map((s) => {
                    const name = personName(s);
                    return (
                      <Table.Tr key={s.id}>
                        <Table.Td>
                          <Anchor component={Link} to={educatorStudentPath(s.id)} fw={600}>
                            {name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td data-i18n-exempt>{s.username ?? '—'}</Table.Td>
                        <Table.Td>{s.email}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryList>
        {query.data && query.data.length >= 20 && (
          <Text size="sm" c="gray.7">
            {t('students.refine')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
