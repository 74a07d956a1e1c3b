import { Button } from '@mantine/core';
import { fitsArea } from '@prepwell/contracts';
import { IconArrowsJoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/use-session.ts';
import { COMBINE_PATH } from '../score-tables/table-keys.ts';

/** "Combine tests" on the history pages, for those the combine page is for (students and educators). */
export function CombineLink() {
  const { t } = useTranslation('scoreTables');
  const { user } = useSession();
  if (!user || !(fitsArea(user, 'student') || fitsArea(user, 'educator'))) return null;
  return (
    <Button component={Link} to={COMBINE_PATH} variant="light" leftSection={<IconArrowsJoin size={16} aria-hidden />}>
      {t('combine.link')}
    </Button>
  );
}
