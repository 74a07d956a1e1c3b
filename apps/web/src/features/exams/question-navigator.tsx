import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ExamKind, ReviewQuestion, Section } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { reviewStatusOf, type ReviewStatus } from './review-filter.ts';
import { useExamLabels } from './use-exam-labels.ts';

const BG: Record<ReviewStatus, string> = {
  correct: 'var(--mantine-color-teal-0)',
  incorrect: 'var(--mantine-color-red-1)',
  unanswered: 'var(--mantine-color-gray-1)',
  ungraded: 'var(--mantine-color-blue-0)',
};
const FG: Record<ReviewStatus, string> = {
  correct: 'var(--mantine-color-teal-9)',
  incorrect: 'var(--mantine-color-red-9)',
  unanswered: 'var(--mantine-color-gray-8)',
  ungraded: 'var(--mantine-color-blue-9)',
};

/** Numbered buttons by section, coloured by outcome, with a dot on marked questions. */
export function QuestionNavigator({
  kind,
  questions,
  currentId,
  withStudent,
  onSelect,
}: {
  kind: ExamKind;
  questions: readonly ReviewQuestion[];
  currentId: string | null;
  withStudent: boolean;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const sections = new Map<Section, ReviewQuestion[]>();
  for (const q of questions) sections.set(q.section, [...(sections.get(q.section) ?? []), q]);
  return (
    <Stack gap="sm" component="nav" aria-label={t('review.navigator')}>
      {[...sections].map(([section, list]) => (
        <Stack key={section} gap={6}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {labels.section(kind, section)}
          </Text>
          <Group gap={6}>
            {list.map((q) => {
              const status = withStudent ? reviewStatusOf(q) : 'ungraded';
              const current = q.id === currentId;
              return (
                <UnstyledButton
                  key={q.id}
                  onClick={() => onSelect(q.id)}
                  aria-current={current ? 'true' : undefined}
                  aria-label={
                    withStudent
                      ? t('review.navItem', { number: q.number, status: t(`review.status.${status}`) })
                      : t('review.questionNumber', { number: q.number })
                  }
                  style={{
                    position: 'relative',
                    width: 36,
                    height: 36,
                    borderRadius: 6,
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: 13,
                    fontWeight: 700,
                    background: BG[status],
                    color: FG[status],
                    outline: current ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                    outlineOffset: 1,
                  }}
                >
                  {q.number}
                  {withStudent && q.flagged && (
                    <Box
                      style={{
                        position: 'absolute',
                        top: 3,
                        right: 3,
                        width: 6,
                        height: 6,
                        borderRadius: 6,
                        background: 'var(--mantine-color-orange-7)',
                      }}
                    />
                  )}
                </UnstyledButton>
              );
            })}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
