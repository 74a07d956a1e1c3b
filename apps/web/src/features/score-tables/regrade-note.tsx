import { Alert, Badge } from '@mantine/core';
import type { AttemptResult } from '@prepwell/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';

/** "Version N" of the test an attempt took, shown once the test has more than one version. */
export function TestVersionBadge({ revision }: { revision: number | undefined }) {
  const { t } = useTranslation('scoreTables');
  if (!revision || revision <= 1) return null;
  return (
    <Badge variant="outline" color="gray.7">
      {t('version', { revision })}
    </Badge>
  );
}

/** On a score report: the scores were recomputed by a regrade after a key or table correction. */
export function RegradeNote({ result, self }: { result: Pick<AttemptResult, 'regradedAt'>; self: boolean }) {
  const { t, i18n } = useTranslation('scoreTables');
  if (!result.regradedAt) return null;
  const date = formatDate(result.regradedAt, i18n.language);
  return (
    <Alert color="blue" variant="light" icon={<IconRefresh size={18} aria-hidden />} data-pdf-block>
      {self ? t('regradeNote.self', { date }) : t('regradeNote.other', { date })}
    </Alert>
  );
}
