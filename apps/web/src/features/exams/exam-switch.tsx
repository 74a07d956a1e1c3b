import { Button, Group } from '@mantine/core';
import { EXAM_KINDS, type ExamKind } from '@prepwell/contracts';
import { Link } from 'react-router';
import { useExamLabels } from './use-exam-labels.ts';

/** The row of exam buttons above a per-exam list (the catalogue, the authoring list): the current one is filled. */
export function ExamSwitch({
  kind,
  pathOf,
  label,
}: {
  kind: ExamKind;
  /** Where each exam's list lives. */
  pathOf: (kind: ExamKind) => string;
  /** The navigation's accessible name. */
  label: string;
}) {
  const labels = useExamLabels();
  return (
    <Group component="nav" gap="xs" aria-label={label}>
      {EXAM_KINDS.map((k) => (
        <Button
          key={k}
          component={Link}
          to={pathOf(k)}
          size="compact-md"
          variant={k === kind ? 'filled' : 'default'}
          aria-current={k === kind ? 'page' : undefined}
        >
          {labels.kind(k)}
        </Button>
      ))}
    </Group>
  );
}
