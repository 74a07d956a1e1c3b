import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ExamKind, ReviewQuestion } from '@prepwell/contracts';
import { IconClock, IconFlagFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReviewAnswer } from './review-answer.tsx';
import { reviewStatusOf } from './review-filter.ts';
import { RichHtml } from './rich-html.tsx';
import { formatClock } from '../../lib/format.ts';
import { useExamLabels } from './use-exam-labels.ts';
import { useTaxonomyLabel } from './taxonomy-label.ts';

const STATUS_COLOR = { correct: 'teal', incorrect: 'red', unanswered: 'gray', ungraded: 'blue' } as const;

/** One question of the review: passage, stem, the answers, the explanation, skill and time. */
export function ReviewQuestionCard({
  kind,
  question,
  withStudent,
}: {
  kind: ExamKind;
  question: ReviewQuestion;
  withStudent: boolean;
}) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const taxonomy = useTaxonomyLabel();
  const status = reviewStatusOf(question);
  const passage = question.passage;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="article" aria-labelledby={`q-${question.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz="h4" id={`q-${question.id}`}>
              {t('review.questionNumber', { number: question.number })}
            </Title>
            <Text size="sm" c="dimmed">
              {[labels.section(kind, question.section), taxonomy(question.domain), taxonomy(question.skill)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Group gap={6}>
            {withStudent && (
              <Badge color={STATUS_COLOR[status]} variant="light">
                {t(`review.status.${status}`)}
              </Badge>
            )}
            {question.difficulty && (
              <Badge variant="outline" color="gray.7">
                {t(`review.difficulty.${question.difficulty}`)}
              </Badge>
            )}
            {question.pretest && (
              <Badge variant="outline" color="blue.8">
                {t('review.pretest')}
              </Badge>
            )}
            {withStudent && question.flagged && (
              <Badge variant="light" color="orange" leftSection={<IconFlagFilled size={12} aria-hidden />}>
                {t('review.marked')}
              </Badge>
            )}
            {withStudent && (
              <Badge variant="default" leftSection={<IconClock size={12} aria-hidden />}>
                {formatClock(question.timeSpentSeconds)}
              </Badge>
            )}
          </Group>
        </Group>
        {passage && (
          <Paper
            bg="var(--mantine-color-gray-0)"
            p="md"
            radius="md"
            component="section"
            aria-label={passage.title ?? t('review.passage')}
          >
            {passage.title && (
              <Text fw={700} mb="xs" data-i18n-exempt>
                {passage.title}
              </Text>
            )}
            {passage.audioUrl && (
              <audio
                controls
                preload="none"
                src={passage.audioUrl}
                aria-label={t('review.audio')}
                style={{ width: '100%' }}
              />
            )}
            {passage.bodyHtml && <RichHtml html={passage.bodyHtml} />}
          </Paper>
        )}
        {question.media.audioUrl && (
          <audio
            controls
            preload="none"
            src={question.media.audioUrl}
            aria-label={t('review.audio')}
            style={{ width: '100%' }}
          />
        )}
        <RichHtml html={question.stemHtml} />
        <ReviewAnswer question={question} withStudent={withStudent} />
        <Divider />
        <Stack gap="xs" component="section" aria-label={t('review.explanation')}>
          <Title order={3} fz="h5">
            {t('review.explanation')}
          </Title>
          {question.explanationHtml ? (
            <RichHtml html={question.explanationHtml} />
          ) : (
            <Text c="dimmed">{t('review.noExplanation')}</Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
