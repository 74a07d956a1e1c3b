import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { OverallScore } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { formatOverall } from './score-format.ts';

/** The headline score in a list: the number(s), what scale they are on, and "estimated" where it is one. */
export function ScoreBadge({ overall, completed }: { overall: OverallScore | null; completed: boolean }) {
  const { t } = useTranslation('exams');
  if (!completed) return <Text c="dimmed">—</Text>;
  const text = overall ? formatOverall(overall) : null;
  if (!overall || text === null)
    return (
      <Text size="sm" c="dimmed">
        {overall ? t('score.pending') : t('score.none')}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
      <Text fw={700}>{text}</Text>
      <Text size="xs" c="dimmed">
        {t(`score.scale.${overall.scale}`)}
      </Text>
      {overall.estimated && (
        <Tooltip label={t('score.estimatedHint')} multiline w={240}>
          <Badge size="xs" variant="light" color="yellow" c="dark.7" tabIndex={0} style={{ minWidth: 'max-content' }}>
            {t('score.estimated')}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
