import { Badge } from '@mantine/core';
import type { ParentLinkStatus } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';

/** Pending (waiting for the student) or linked: the state of a parent link, in words, never by colour alone. */
export function LinkStatusBadge({ status }: { status: ParentLinkStatus }) {
  const { t } = useTranslation('profile');
  return status === 'pending' ? (
    <Badge variant="light" color="yellow" c="dark.7">
      {t('links.status.pending')}
    </Badge>
  ) : (
    <Badge variant="light" color="green">
      {t('links.status.accepted')}
    </Badge>
  );
}
