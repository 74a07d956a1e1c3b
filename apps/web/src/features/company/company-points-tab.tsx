import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { CompanyDetail, WalletMoveType } from '@prepwell/contracts';
import { IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager.tsx';
import { formatNumber, formatSigned } from '../../lib/format.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { companyQueries } from './company.api.ts';
import { moveCounterpart } from './company-rules.ts';
import { GivePointsModal } from './give-points-modal.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { pagesOf } from '../../lib/paging.ts';

const MOVE_COLORS: Record<WalletMoveType, string> = {
  admin_grant: 'green',
  admin_deduct: 'red',
  to_class: 'blue',
  from_company: 'blue',
  to_teacher: 'grape',
  class_test: 'orange',
};

/** The company's points: the balance, "Give points" and the moves log (20 a page). */
export function CompanyPointsTab({ company }: { company: CompanyDetail }) {
  const { t, i18n } = useTranslation('company');
  const lang = i18n.language;
  const { dateTime } = useDateFormat();
  const [page, setPage] = useState(1);
  const [giving, setGiving] = useState(false);
  const points = useQuery(companyQueries.points(company.id, page));
  const balance = points.data?.balance ?? company.points;
  const moves = points.data?.moves.data ?? [];

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="center">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('points.balance')}
            </Text>
            <Text fz={32} fw={700}>
              {formatNumber(balance, lang)}
            </Text>
          </Stack>
          <Button leftSection={<IconGift size={16} aria-hidden />} onClick={() => setGiving(true)}>
            {t('points.give')}
          </Button>
        </Group>
      </Paper>
      <ListTable
        minWidth={760}
        busy={points.isFetching}
        caption={t('points.movesCaption')}
        columns={6}
        isEmpty={points.isSuccess && moves.length === 0}
        empty={t('points.empty')}
        head={
          <>
            <Table.Th>{t('points.columns.date')}</Table.Th>
            <Table.Th>{t('points.columns.type')}</Table.Th>
            <Table.Th>{t('points.columns.details')}</Table.Th>
            <Table.Th>{t('points.columns.by')}</Table.Th>
            <Table.Th>{t('points.columns.notes')}</Table.Th>
            <Table.Th ta="right">{t('points.columns.amount')}</Table.Th>
          </>
        }
      >
        {moves.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>{dateTime(m.created_at)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={MOVE_COLORS[m.type]} c="dark.7">
                {t(`points.types.${m.type}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{moveCounterpart(m) ?? '—'}</Table.Td>
            <Table.Td>{m.actor_name ?? '—'}</Table.Td>
            <Table.Td data-i18n-exempt>{m.notes ?? ''}</Table.Td>
            <Table.Td ta="right">
              <Text component="span" fw={600} c={m.amount < 0 ? 'red.9' : 'teal.9'}>
                {formatSigned(m.amount, lang)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Group justify="flex-end">
        <Pager total={pagesOf(points.data?.moves)} value={page} onChange={setPage} />
      </Group>
      {giving && <GivePointsModal companyId={company.id} balance={balance} onClose={() => setGiving(false)} />}
    </Stack>
  );
}
