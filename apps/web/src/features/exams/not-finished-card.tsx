import { Button, Card, EmptyState } from '@mantine/core';
import type { ExamKind } from '@prepwell/contracts';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { historyPath } from './exam-paths.ts';

/** A result or review asked for an attempt that is still open, or was replaced by a restart (409 from the server). */
export function NotFinishedCard({ kind }: { kind: ExamKind }) {
  const { t } = useTranslation('exams');
  return (
    <Card withBorder radius="md" py="xl">
      <EmptyState
        icon={<IconHourglass size={28} aria-hidden />}
        withIndicatorBackground
        title={t('result.notFinishedTitle')}
        description={t('result.notFinishedBody')}
      >
        <EmptyState.Actions>
          <Button component={Link} to={historyPath(kind)} variant="light">
            {t('result.toHistory')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
