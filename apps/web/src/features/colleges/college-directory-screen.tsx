import {
  Anchor,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isCompanyAdmin, isSuperAdmin, type CollegeView } from '@prepwell/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { Pager } from '../../components/pager.tsx';
import { formatDay } from '../../lib/format.ts';
import { pageCount } from '../../lib/paging.ts';
import { useSession } from '../session/use-session.ts';
import { CollegeFormModal } from './college-form.tsx';
import { rangeText, rateText } from './college-labels.tsx';
import { collegeMutations, collegeQueries, refreshColleges } from './colleges.api.ts';

/**
 * `/colleges`: the college directory (issue 20). Everyone searches it by name, state and admission rate;
 * company admins add and edit the centre's own colleges (super admins: the shared catalogue).
 */
export function CollegeDirectoryScreen() {
  const { t, i18n } = useTranslation('colleges');
  const { user } = useSession();
  const client = useQueryClient();
  const canManage = !!user && (isCompanyAdmin(user) || isSuperAdmin(user));
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [rateMin, setRateMin] = useState<number | ''>('');
  const [rateMax, setRateMax] = useState<number | ''>('');
  const [q] = useDebouncedValue(search, 250);
  const [stateQ] = useDebouncedValue(state, 250);
  const [editing, setEditing] = useState<CollegeView | 'new' | null>(null);
  const remove = useMutation(collegeMutations.remove());
  const list = useQuery({
    ...collegeQueries.directory({
      page,
      q,
      state: stateQ,
      rateMin: rateMin === '' ? '' : String(rateMin),
      rateMax: rateMax === '' ? '' : String(rateMax),
    }),
    placeholderData: keepPreviousData,
  });
  const none = t('none');
  const data = list.data;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <PageTitle title={t('directory.title')} subtitle={t('directory.intro')} />
          {canManage && <Button onClick={() => setEditing('new')}>{t('directory.add')}</Button>}
        </Group>
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <TextInput
              label={t('directory.search')}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
            />
            <TextInput
              label={t('directory.state')}
              value={state}
              onChange={(e) => {
                setState(e.currentTarget.value);
                setPage(1);
              }}
            />
            <NumberInput
              label={t('directory.rateMin')}
              min={0}
              max={100}
              value={rateMin}
              onChange={(v) => {
                setRateMin(typeof v === 'number' ? v : '');
                setPage(1);
              }}
            />
            <NumberInput
              label={t('directory.rateMax')}
              min={0}
              max={100}
              value={rateMax}
              onChange={(v) => {
                setRateMax(typeof v === 'number' ? v : '');
                setPage(1);
              }}
            />
          </SimpleGrid>
        </Paper>
        <Table.ScrollContainer minWidth={800}>
          <Table striped aria-label={t('directory.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.location')}</Table.Th>
                <Table.Th>{t('columns.sat')}</Table.Th>
                <Table.Th>{t('columns.act')}</Table.Th>
                <Table.Th>{t('columns.rate')}</Table.Th>
                <Table.Th>{t('columns.deadlines')}</Table.Th>
                {canManage && <Table.Th>{t('columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data?.data ?? []).map((c) => (
                <Table.Tr key={c.id}>
                  {/* A college's name and place are proper names, in English as the college writes them. */}
                  <Table.Td lang="en">
                    {c.website ? (
                      <Anchor href={c.website} target="_blank" rel="noopener noreferrer">
                        {c.name}
                      </Anchor>
                    ) : (
                      c.name
                    )}
                  </Table.Td>
                  <Table.Td lang="en">{[c.city, c.state, c.country].filter(Boolean).join(', ')}</Table.Td>
                  <Table.Td>{rangeText(c.sat_25, c.sat_75, none)}</Table.Td>
                  <Table.Td>{rangeText(c.act_25, c.act_75, none)}</Table.Td>
                  <Table.Td>{rateText(c.admission_rate, i18n.language, none)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {(['ed', 'ea', 'rd'] as const)
                        .flatMap((r) => {
                          const d = c[`${r}_deadline`];
                          return d ? [`${t(`round.${r}`)} ${formatDay(d, i18n.language)}`] : [];
                        })
                        .join(' · ') || none}
                    </Text>
                  </Table.Td>
                  {canManage && (
                    <Table.Td>
                      {c.can_edit ? (
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="default" onClick={() => setEditing(c)}>
                            {t('directory.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => remove.mutate(c.id, { onSuccess: () => void refreshColleges(client) })}
                          >
                            {t('directory.delete')}
                          </Button>
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('directory.shared')}
                        </Text>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data && data.total === 0 && <Text c="dimmed">{t('directory.empty')}</Text>}
        {data && data.total > data.per_page && (
          <Pager value={page} onChange={setPage} total={pageCount(data.total, data.per_page)} />
        )}
      </Stack>
      {editing && (
        <CollegeFormModal
          key={editing === 'new' ? 'new' : editing.id}
          college={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Container>
  );
}
