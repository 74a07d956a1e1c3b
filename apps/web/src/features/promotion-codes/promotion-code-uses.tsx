import { Badge, Stack, Table, Text } from '@mantine/core';
import type { PromotionCodeView } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/pager.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { AppModal } from '../../components/app-modal.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format.ts';
import { pagesOf } from '../../lib/paging.ts';
import { promotionCodeQueries } from './promotion-codes.api.ts';

const STATUS_COLOR = { reserved: 'yellow', used: 'green', released: 'gray' } as const;

/** Every use of one code: who, when, what it gave, and whether the order was paid (used), pending or failed. */
export function PromotionCodeUses({ code, onClose }: { code: PromotionCodeView; onClose: () => void }) {
  const { t, i18n } = useTranslation('promotionCodes');
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const uses = useQuery(promotionCodeQueries.uses(code.id, page));
  const pages = pagesOf(uses.data);
  return (
    <AppModal opened onClose={onClose} title={t('uses.title', { code: code.code })} size="xl" centered>
      <Stack gap="md">
        {uses.isError ? (
          <LoadError error={uses.error} onRetry={() => void uses.refetch()} />
        ) : uses.data && uses.data.total === 0 ? (
          <Text c="dimmed">{t('uses.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={t('uses.title', { code: code.code })} aria-busy={uses.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('uses.user')}</Table.Th>
                  <Table.Th>{t('uses.when')}</Table.Th>
                  <Table.Th>{t('uses.gave')}</Table.Th>
                  <Table.Th>{t('uses.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(uses.data?.data ?? []).map((use) => (
                  <Table.Tr key={use.id}>
                    <Table.Td>
                      <Text size="sm">{use.user.name ?? use.user.email}</Text>
                      {use.user.name && (
                        <Text size="xs" c="dimmed">
                          {use.user.email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(use.created_at, lang)}</Table.Td>
                    <Table.Td>
                      {use.bonus_coins > 0
                        ? t('uses.bonus', { count: use.bonus_coins, formatted: formatNumber(use.bonus_coins, lang) })
                        : use.currency
                          ? `−${formatMoney(use.discount, use.currency, lang)}`
                          : '—'}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[use.status]} variant="light">
                        {t(`useStatus.${use.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PageFooter
          summary={uses.data ? t('uses.total', { count: uses.data.total }) : ''}
          total={pages}
          value={page}
          onChange={setPage}
        />
      </Stack>
    </AppModal>
  );
}
