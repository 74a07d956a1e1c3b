import { Alert, List } from '@mantine/core';
import type { DraftFlag } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { questionPath } from './questions.api.ts';

/** A draft's flags, explained: a key its worked solution contradicts, a near-duplicate, a key nobody checked. */
export function DraftFlags({ flags }: { flags: readonly DraftFlag[] }) {
  const { t } = useTranslation('questions');
  if (flags.length === 0) return null;
  return (
    <Alert color="orange" title={t('drafts.flagsTitle')}>
      <List size="sm" spacing={4}>
        {flags.map((f, i) => (
          <List.Item key={i}>
            {t(`drafts.flag.${f.code}`)}
            {f.detail ? ` (${f.detail})` : ''}
            {f.questionId ? (
              <>
                {' '}
                <Link to={questionPath(f.questionId)}>{t('drafts.openSimilar')}</Link>
              </>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
