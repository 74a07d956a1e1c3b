import { Badge, Group } from '@mantine/core';
import type { TestStatus } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TestStatus, string> = { draft: 'orange', published: 'green', archived: 'gray' };

/** A test's status and version ("Draft · v2"). */
export function TestStatusBadge({ status, revision }: { status: TestStatus; revision: number }) {
  const { t } = useTranslation('testBuilder');
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={COLOR[status]}>
        {t(`status.${status}`)}
      </Badge>
      <Badge variant="outline" color="gray.7" title={t('revisionLong', { revision })}>
        {t('revision', { revision })}
      </Badge>
    </Group>
  );
}
