import { Badge, Button, Container, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { PromotionCodeView } from '@prepwell/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/pager.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { pagesOf } from '../../lib/paging.ts';
import { PromotionCodeForm } from './promotion-code-form.tsx';
import { PromotionCodeUses } from './promotion-code-uses.tsx';
import { promotionCodeMutations, promotionCodeQueries, refreshPromotionCodes } from './promotion-codes.api.ts';

/**
 * /super-admin/promotion-codes and /educator/promotion-codes: the tenant's promotion codes (issue 17) —
 * create, list with their uses, deactivate or reactivate.
 */
export function PromotionCodesScreen() {
  const { t, i18n } = useTranslation('promotionCodes');
  const lang = i18n.language;
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [usesOf, setUsesOf] = useState<PromotionCodeView | null>(null);
  const list = useQuery(promotionCodeQueries.list(page));
  const update = useMutation(promotionCodeMutations.update());
  const pages = pagesOf(list.data);

  const toggle = (code: PromotionCodeView) =>
    update.mutate(
      { id: code.id, input: { active: !code.active } },
      {
        onSuccess: async (saved) => {
          notifySuccess(t(saved.active ? 'list.activated' : 'list.deactivated', { code: saved.code }));
          await refreshPromotionCodes(client);
        },
      },
    );

  const discountOf = (c: PromotionCodeView) =>
    c.discount_kind === 'percent'
      ? t('list.percentOff', { percent: c.amount })
      : t('list.bonusCoins', { count: c.amount, formatted: formatNumber(c.amount, lang) });
  const validity = (c: PromotionCodeView) =>
    c.valid_from || c.valid_to
      ? [
          c.valid_from ? formatDateTime(c.valid_from, lang) : '…',
          c.valid_to ? formatDateTime(c.valid_to, lang) : '…',
        ].join(' – ')
      : t('list.always');

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <PageTitle title={t('title')} subtitle={t('subtitle')} />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('list.new')}
          </Button>
        </Group>
        {list.isError ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Paper withBorder radius="md">
            {list.data && list.data.total === 0 ? (
              <Text p="lg" c="dimmed">
                {t('list.none')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={900}>
                <Table striped aria-label={t('title')} aria-busy={list.isFetching}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('list.code')}</Table.Th>
                      <Table.Th>{t('list.discount')}</Table.Th>
                      <Table.Th>{t('list.appliesTo')}</Table.Th>
                      <Table.Th>{t('list.audience')}</Table.Th>
                      <Table.Th>{t('list.validity')}</Table.Th>
                      <Table.Th>{t('list.uses')}</Table.Th>
                      <Table.Th>{t('list.status')}</Table.Th>
                      <Table.Th>{t('list.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {(list.data?.data ?? []).map((c) => (
                      <Table.Tr key={c.id} data-testid={`promotion-code-${c.code}`}>
                        <Table.Td>
                          <Text fw={700} ff="monospace">
                            {c.code}
                          </Text>
                          {c.description && (
                            <Text size="xs" c="dimmed" data-i18n-exempt>
                              {c.description}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{discountOf(c)}</Table.Td>
                        <Table.Td>{t(`appliesTo.${c.applies_to}`)}</Table.Td>
                        <Table.Td>{t(`audience.${c.audience}`)}</Table.Td>
                        <Table.Td>{validity(c)}</Table.Td>
                        <Table.Td>
                          {c.total_limit === null
                            ? t('list.usesOpen', { uses: c.uses, perUser: c.per_user_limit })
                            : t('list.usesOf', { uses: c.uses, total: c.total_limit, perUser: c.per_user_limit })}
                        </Table.Td>
                        <Table.Td>
                          <Badge color={c.active ? 'green' : 'gray'} variant="light">
                            {t(c.active ? 'list.active' : 'list.inactive')}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="light"
                              onClick={() => setUsesOf(c)}
                              aria-label={t('list.showUses', { code: c.code })}
                            >
                              {t('list.usesButton')}
                            </Button>
                            <Button
                              size="xs"
                              variant="subtle"
                              color={c.active ? 'red' : 'green'}
                              loading={update.isPending && update.variables?.id === c.id}
                              onClick={() => toggle(c)}
                              aria-label={t(c.active ? 'list.deactivateCode' : 'list.activateCode', { code: c.code })}
                            >
                              {t(c.active ? 'list.deactivate' : 'list.activate')}
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        )}
        <PageFooter
          summary={list.data ? t('list.total', { count: list.data.total }) : ''}
          total={pages}
          value={page}
          onChange={setPage}
        />
      </Stack>
      {creating && <PromotionCodeForm onClose={() => setCreating(false)} />}
      {usesOf && <PromotionCodeUses code={usesOf} onClose={() => setUsesOf(null)} />}
    </Container>
  );
}
