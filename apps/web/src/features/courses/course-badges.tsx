import { Badge } from '@mantine/core';
import type { CourseProgressStatus, CourseState } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<CourseState, string> = {
  draft: 'gray',
  pending_review: 'yellow',
  published: 'green',
  expired: 'red',
  maintenance: 'orange',
};

export function StateBadge({ state }: { state: CourseState }) {
  const { t } = useTranslation('courses');
  return (
    <Badge color={STATE_COLORS[state]} variant="light" c="dark.7">
      {t(`states.${state}`)}
    </Badge>
  );
}

const PROGRESS_COLORS: Record<CourseProgressStatus, string> = {
  ongoing: 'blue',
  incomplete: 'orange',
  completed: 'green',
};

export function ProgressBadge({ status }: { status: CourseProgressStatus }) {
  const { t } = useTranslation('courses');
  return (
    <Badge color={PROGRESS_COLORS[status]} variant="light" c="dark.7">
      {t(`progress.${status}`)}
    </Badge>
  );
}
