import {
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ClassDetail } from '@prepwell/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { canManage, useClassLabels } from './class-labels.ts';
import { classMutations, refreshClass } from './classes.api.ts';

function Copy({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('classes');
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={t('info.copied')} opened={copied} withArrow>
          <Button
            variant="light"
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={copy}
          >
            {label}
          </Button>
        </Tooltip>
      )}
    </CopyButton>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="sm" c="gray.7">
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The class code (copy, reset, disable/enable) and the invitation link (copy, reset), for the class's managers. */
function JoinPanel({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const client = useQueryClient();
  const code = useMutation(classMutations.code(detail.id));
  const invite = useMutation(classMutations.resetInvite(detail.id));
  const confirm = (action: 'reset' | 'disable' | 'enable') =>
    modals.openConfirmModal({
      title: t(`info.code.${action}Title`),
      children: t(`info.code.${action}Body`),
      labels: { confirm: t(`info.code.${action}`), cancel: t('actions.cancel') },
      confirmProps: { color: action === 'enable' ? undefined : 'red' },
      onConfirm: () =>
        code.mutate(action, {
          onSuccess: async () => {
            notifySuccess(t(`info.code.${action}Done`));
            await refreshClass(client, detail.id);
          },
        }),
    });
  const confirmInvite = () =>
    modals.openConfirmModal({
      title: t('info.invite.resetTitle'),
      children: t('info.invite.resetBody'),
      labels: { confirm: t('info.invite.reset'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        invite.mutate(undefined, {
          onSuccess: async () => {
            notifySuccess(t('info.invite.resetDone'));
            await refreshClass(client, detail.id);
          },
        }),
    });

  const enabled = detail.code_enabled === true && !!detail.code;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="class-code-title">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} fz="md" id="class-code-title">
              {t('info.code.title')}
            </Title>
            <Badge variant="light" color={enabled ? 'teal' : 'gray'} c={enabled ? undefined : 'dark.7'}>
              {enabled ? t('info.code.on') : t('info.code.off')}
            </Badge>
          </Group>
          <Text fz="sm" c="gray.7">
            {t('info.code.hint')}
          </Text>
          {enabled && (
            <Text
              fz={28}
              fw={700}
              ff="monospace"
              data-testid="class-code"
              data-i18n-exempt
              aria-label={t('info.code.value', { code: detail.code })}
            >
              {detail.code}
            </Text>
          )}
          <Group gap="xs">
            {enabled && detail.code && <Copy value={detail.code} label={t('info.code.copy')} />}
            {enabled && (
              <Button
                variant="default"
                loading={code.isPending && code.variables === 'reset'}
                onClick={() => confirm('reset')}
              >
                {t('info.code.reset')}
              </Button>
            )}
            {enabled ? (
              <Button
                variant="default"
                color="red"
                loading={code.isPending && code.variables === 'disable'}
                onClick={() => confirm('disable')}
              >
                {t('info.code.disable')}
              </Button>
            ) : (
              <Button
                variant="light"
                loading={code.isPending && code.variables === 'enable'}
                onClick={() => confirm('enable')}
              >
                {t('info.code.enable')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <StackedSectionCard p="md" id="class-invite-title" title={t('info.invite.title')} order={3} fz="md">
        <Text fz="sm" c="gray.7">
          {t('info.invite.hint')}
        </Text>
        {detail.invite_url && (
          <TextInput
            readOnly
            value={detail.invite_url}
            label={t('info.invite.link')}
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
        <Group gap="xs">
          {detail.invite_url && <Copy value={detail.invite_url} label={t('info.invite.copy')} />}
          <Button variant="default" loading={invite.isPending} onClick={confirmInvite}>
            {t('info.invite.reset')}
          </Button>
        </Group>
      </StackedSectionCard>
    </SimpleGrid>
  );
}

/** /classes/:id/info: what the class is, its code and its invitation link. */
export function ClassInfoPanel({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const labels = useClassLabels();
  const dates = useDateFormat();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {detail.description && (
            <Text style={{ whiteSpace: 'pre-wrap' }} data-i18n-exempt>
              {detail.description}
            </Text>
          )}
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} m={0}>
            <Fact term={t('fields.method')}>{labels.method(detail.method)}</Fact>
            <Fact term={t('columns.dates')}>{labels.dates(detail)}</Fact>
            <Fact term={t('columns.times')}>{labels.times(detail)}</Fact>
            <Fact term={t('columns.students')}>{labels.seats(detail)}</Fact>
            <Fact term={t('info.scoreRange')}>
              {detail.score_min !== null || detail.score_max !== null
                ? t('range', { from: detail.score_min ?? '…', to: detail.score_max ?? '…' })
                : t('none')}
            </Fact>
            <Fact term={t('columns.teachers')}>{labels.teachers(detail)}</Fact>
            {detail.coins !== null && <Fact term={t('info.coins')}>{t('coins', { count: detail.coins })}</Fact>}
            <Fact term={t('info.created')}>{dates.date(detail.created_at)}</Fact>
          </SimpleGrid>
        </Stack>
      </Paper>
      {canManage(detail) && detail.code_enabled !== null && <JoinPanel detail={detail} />}
    </Stack>
  );
}
