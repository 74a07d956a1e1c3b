import { Button, Card, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLANS_PATH } from '../coins/coin-paths.ts';

/**
 * A part of the results the viewer has not unlocked (AttemptResult `locks`): the lock and a call to
 * action instead of the content: the unlock is on the score report (`unlockPath`), or Pro.
 */
export function LockedCard({
  part,
  unlockPath = PLANS_PATH,
}: {
  part: 'report' | 'explanations';
  unlockPath?: string;
}) {
  const { t } = useTranslation('exams');
  return (
    <Card withBorder radius="md" py="xl">
      <EmptyState
        variant="light"
        icon={<IconLock size={28} aria-hidden />}
        title={t(`locks.${part}Title`)}
        description={t(`locks.${part}Body`)}
      >
        <EmptyState.Actions>
          <Button component={Link} to={unlockPath}>
            {t('locks.unlock')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
