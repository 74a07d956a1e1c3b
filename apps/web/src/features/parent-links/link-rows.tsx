import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ParentLinkView } from '@prepwell/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { LinkStatusBadge } from './link-status-badge.tsx';
import { personName } from '../../lib/person-name.ts';

/** The bare list every link screen shows its rows in (one `li` a link). */
export function LinkList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
      {children}
    </Stack>
  );
}

/**
 * One link in a list: who it is (left), its status badge and the actions (right); `below` (a parent's pending
 * request: what to do next) goes under both; a row given `below` (even `false`) is laid out as a column.
 */
export function LinkRow(props: {
  link: ParentLinkView;
  who: ReactNode;
  actions: ReactNode;
  below?: ReactNode;
  testId?: string;
}) {
  const top = (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Stack gap={0}>{props.who}</Stack>
      <Group gap="xs">
        <LinkStatusBadge status={props.link.status} />
        {props.actions}
      </Group>
    </Group>
  );
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid={props.testId}>
      {props.below !== undefined ? (
        <Stack gap="xs">
          {top}
          {props.below}
        </Stack>
      ) : (
        top
      )}
    </Paper>
  );
}

/** The parent on a link, as a student or an educator sees it: name, e-mail, and when it was asked or accepted. */
export function ParentOnLink({ link }: { link: ParentLinkView }) {
  const { t } = useTranslation('profile');
  const dates = useDateFormat();
  return (
    <>
      <Text fw={600}>{personName(link.parent)}</Text>
      <Text size="sm" c="gray.7">
        {link.parent.email}
      </Text>
      <Text size="xs" c="gray.7">
        {link.status === 'accepted'
          ? t('links.acceptedOn', { date: dates.date(link.accepted_at) })
          : t('links.requestedOn', { date: dates.date(link.created_at) })}
      </Text>
    </>
  );
}

/** Remove a link (confirmed by the caller's `onRemove`), named for screen readers. */
export function RemoveLinkButton({
  name,
  onRemove,
  pending,
}: {
  name: string;
  onRemove: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('profile');
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      onClick={onRemove}
      disabled={pending}
      aria-label={t('links.removeNamed', { name })}
    >
      {t('links.remove')}
    </Button>
  );
}

/** Accept and Decline a parent's pending request, each named for screen readers. */
export function AcceptDeclineButtons({
  name,
  size,
  pending,
  onAccept,
  onDecline,
}: {
  name: string;
  size: 'xs' | 'sm';
  pending: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <>
      <Button size={size} onClick={onAccept} loading={pending} aria-label={t('links.acceptNamed', { name })}>
        {t('links.accept')}
      </Button>
      <Button
        size={size}
        variant="default"
        onClick={onDecline}
        disabled={pending}
        aria-label={t('links.declineNamed', { name })}
      >
        {t('links.decline')}
      </Button>
    </>
  );
}
