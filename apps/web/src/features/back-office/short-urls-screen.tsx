import {
  Badge,
  Button,
  Container,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isSafeLocalPath, SHORT_CODE_PATTERN, type ShortUrlView } from '@prepwell/contracts';
import { IconCopy, IconLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../components/list-table.tsx';
import { PageFooter } from '../../components/pager.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { getTenantOverride } from '../../lib/storage.ts';
import { pagesOf } from '../../lib/paging.ts';
import { backOfficeMutations, backOfficeQueries } from './back-office.api.ts';

/** The address to share: this site's `/s/{code}` (with the tenant named when the app runs on a shared host). */
export const shortUrlOf = (code: string) => {
  const tenant = getTenantOverride();
  return `${window.location.origin}/s/${code}${tenant ? `?tenant=${encodeURIComponent(tenant)}` : ''}`;
};

function CreateShortUrl() {
  const { t } = useTranslation('backOffice');
  const client = useQueryClient();
  const [path, setPath] = useState('');
  const [title, setTitle] = useState('');
  const [code, setCode] = useState('');
  const create = useMutation(backOfficeMutations.createShortUrl());
  const pathOk = isSafeLocalPath(path.trim());
  const codeOk = code.trim() === '' || SHORT_CODE_PATTERN.test(code.trim());
  const error = create.error;
  const fieldOf = (name: string) =>
    isApiError(error) && (error.details.field === name || error.fieldErrors.some((f) => f.path === name))
      ? (error.fieldErrors.find((f) => f.path === name)?.message ?? error.message)
      : undefined;
  const submit = () =>
    create.mutate(
      { path, title, code },
      {
        onSuccess: async (row) => {
          notifySuccess(t('shortUrls.created', { code: row.code }));
          setPath('');
          setTitle('');
          setCode('');
          await client.invalidateQueries({ queryKey: backOfficeQueries.all() });
        },
      },
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="short-url-new">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (pathOk && codeOk) submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="h4" id="short-url-new">
            {t('shortUrls.newTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <TextInput
              label={t('shortUrls.path')}
              description={t('shortUrls.pathHint')}
              placeholder="/enroll?ref=CODE"
              value={path}
              onChange={(e) => setPath(e.currentTarget.value)}
              error={(path.trim() && !pathOk ? t('shortUrls.pathInvalid') : undefined) ?? fieldOf('path')}
              required
            />
            <TextInput
              label={t('shortUrls.titleLabel')}
              description={t('shortUrls.titleHint')}
              value={title}
              maxLength={120}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <TextInput
              label={t('shortUrls.code')}
              description={t('shortUrls.codeHint')}
              value={code}
              maxLength={32}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={(!codeOk ? t('shortUrls.codeInvalid') : undefined) ?? fieldOf('code')}
            />
          </SimpleGrid>
          {error && !fieldOf('path') && !fieldOf('code') && (
            <Text c="red" role="alert">
              {errorMessageOf(error)}
            </Text>
          )}
          <Group>
            <Button
              type="submit"
              leftSection={<IconLink size={16} aria-hidden />}
              loading={create.isPending}
              disabled={!pathOk || !codeOk}
            >
              {t('shortUrls.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ShortUrlRow({ row }: { row: ShortUrlView }) {
  const { t, i18n } = useTranslation('backOffice');
  const client = useQueryClient();
  const toggle = useMutation(backOfficeMutations.setShortUrlDisabled());
  const url = shortUrlOf(row.code);
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <Text fw={600} ff="monospace" data-i18n-exempt translate="no">
            {row.code}
          </Text>
          {row.title && (
            <Text size="sm" c="dimmed">
              {row.title}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {row.path}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{formatNumber(row.click_count, i18n.language)}</Table.Td>
      <Table.Td>
        <Badge color={row.disabled ? 'gray' : 'green'} variant="light">
          {row.disabled ? t('shortUrls.disabled') : t('shortUrls.active')}
        </Badge>
      </Table.Td>
      <Table.Td>{formatDateTime(row.created_at, i18n.language)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={copy}
                aria-label={t('shortUrls.copyLabel', { code: row.code })}
                data-url={url}
              >
                {copied ? t('shortUrls.copied') : t('shortUrls.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            size="xs"
            variant="subtle"
            color={row.disabled ? undefined : 'red'}
            loading={toggle.isPending}
            aria-label={t(row.disabled ? 'shortUrls.enableLabel' : 'shortUrls.disableLabel', { code: row.code })}
            onClick={() =>
              toggle.mutate(
                { id: row.id, disabled: !row.disabled },
                { onSuccess: () => client.invalidateQueries({ queryKey: backOfficeQueries.all() }) },
              )
            }
          >
            {row.disabled ? t('shortUrls.enable') : t('shortUrls.disable')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** `/educator/short-urls`: the admins' short URLs (issue 20): create, copy, disable, clicks. */
export function ShortUrlsScreen() {
  const { t } = useTranslation('backOffice');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const list = useQuery(backOfficeQueries.shortUrls(page, q));
  const rows = list.data?.data ?? [];
  const pages = pagesOf(list.data);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('shortUrls.title')} subtitle={t('shortUrls.intro')} />
        <CreateShortUrl />
        <TextInput
          label={t('shortUrls.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <ListTable
          minWidth={820}
          label={t('shortUrls.title')}
          busy={list.isFetching}
          columns={6}
          isEmpty={!!list.data && rows.length === 0}
          empty={t('shortUrls.empty')}
          head={
            <>
              <Table.Th>{t('shortUrls.code')}</Table.Th>
              <Table.Th>{t('shortUrls.path')}</Table.Th>
              <Table.Th ta="right">{t('shortUrls.clicks')}</Table.Th>
              <Table.Th>{t('shortUrls.status')}</Table.Th>
              <Table.Th>{t('shortUrls.createdAt')}</Table.Th>
              <Table.Th>{t('shortUrls.actions')}</Table.Th>
            </>
          }
        >
          {rows.map((row) => (
            <ShortUrlRow key={row.id} row={row} />
          ))}
        </ListTable>
        <PageFooter
          summary={list.data ? t('shortUrls.count', { count: list.data.total }) : ''}
          total={pages}
          value={page}
          onChange={setPage}
        />
      </Stack>
    </Container>
  );
}
