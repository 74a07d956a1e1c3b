import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { personName } from '../../lib/person-name.ts';
import { AcceptDeclineButtons } from './link-rows.tsx';
import { parentLinkQueries } from './parent-links.api.ts';
import { useLinkActions } from './use-link-actions.ts';

/** On the student's dashboard: each pending parent request, who asks (name and e-mail), with Accept and Decline. */
export function StudentRequestsNotice() {
  const { t } = useTranslation('profile');
  const query = useQuery(parentLinkQueries.mine());
  const { acceptLink, declineLink, pending } = useLinkActions();
  const requests = (query.data ?? []).filter((l) => l.status === 'pending');
  if (requests.length === 0) return null;
  return (
    <Alert
      variant="light"
      color="brand"
      icon={<IconUsers aria-hidden />}
      title={t('links.notice.title')}
      role="region"
      aria-label={t('links.notice.title')}
    >
      <Stack gap="sm">
        {requests.map((link) => (
          <Group key={link.id} justify="space-between" align="center" wrap="wrap" gap="sm" data-testid="parent-request">
            <Text size="sm" style={{ flex: '1 1 320px' }}>
              {t('links.notice.body', { name: personName(link.parent), email: link.parent.email })}
            </Text>
            <Group gap="xs">
              <AcceptDeclineButtons
                name={personName(link.parent)}
                size="sm"
                pending={pending}
                onAccept={() => acceptLink(link)}
                onDecline={() => declineLink(link)}
              />
            </Group>
          </Group>
        ))}
        <Text size="xs">{t('links.notice.unknown')}</Text>
      </Stack>
    </Alert>
  );
}
