import { Badge, Group, type BadgeProps } from '@mantine/core';
import type { QuestionSummary } from '@prepwell/contracts';

/** A question's labels as indigo badges: the bank's list, the question's page and the test builder's picker. */
export function QuestionLabelBadges({
  labels,
  size,
}: {
  labels: QuestionSummary['labels'];
  size?: NonNullable<BadgeProps['size']>;
}) {
  return (
    <Group gap={4}>
      {labels.map((l) => (
        <Badge key={l.id} variant="light" color="indigo" tt="none" {...(size ? { size } : {})}>
          {l.name}
        </Badge>
      ))}
    </Group>
  );
}
