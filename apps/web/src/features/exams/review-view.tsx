import { Accordion, Button, Grid, Group, Paper, SegmentedControl, ScrollArea, Stack, Text } from '@mantine/core';
import type { AttemptReview, ExamKind, ReviewQuestion } from '@prepwell/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QuestionNavigator } from './question-navigator.tsx';
import {
  REVIEW_FILTERS,
  keepSelection,
  matchesReviewFilter,
  reviewCounts,
  type ReviewFilter,
} from './review-filter.ts';
import { ReviewQuestionCard } from './review-question-card.tsx';

const filterOf = (value: string | null): ReviewFilter =>
  (REVIEW_FILTERS as readonly string[]).includes(value ?? '') ? (value as ReviewFilter) : 'all';

/**
 * Question by question, with a filter (all / incorrect / marked / unanswered) and a navigator. The
 * filter and the question shown live in the address (`?filter=incorrect&n=12`).
 */
export function ReviewView({
  kind,
  review,
  questionActions,
}: {
  kind: ExamKind;
  review: AttemptReview;
  questionActions?: (question: ReviewQuestion) => ReactNode;
}) {
  const { t } = useTranslation('exams');
  const [params, setParams] = useSearchParams();
  const withStudent = review.id !== null;
  const filter = withStudent ? filterOf(params.get('filter')) : 'all';
  const visible = review.questions.filter((q) => matchesReviewFilter(q, filter));
  const counts = reviewCounts(review.questions);
  const requested = review.questions.find((q) => String(q.number) === params.get('n'))?.id ?? null;
  const currentId = keepSelection(visible, requested);
  const index = visible.findIndex((q) => q.id === currentId);
  const current = visible[index];

  const update = (next: { filter?: ReviewFilter; id?: string | null }) => {
    const out = new URLSearchParams(params);
    const f = next.filter ?? filter;
    if (f === 'all') out.delete('filter');
    else out.set('filter', f);
    const id = next.id === undefined ? currentId : next.id;
    const number = review.questions.find((q) => q.id === id)?.number;
    if (number === undefined) out.delete('n');
    else out.set('n', String(number));
    setParams(out, { replace: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const go = (delta: number) => {
    const next = visible[index + delta];
    if (next) update({ id: next.id });
  };

  const navigator = (
    <QuestionNavigator
      kind={kind}
      questions={visible}
      currentId={currentId}
      withStudent={withStudent}
      onSelect={(id) => update({ id })}
    />
  );
  const pager = (
    <Group justify="space-between">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={index <= 0}
        onClick={() => go(-1)}
      >
        {t('review.previous')}
      </Button>
      <Text size="sm" c="dimmed">
        {current ? t('review.position', { index: index + 1, total: visible.length }) : ''}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={index < 0 || index >= visible.length - 1}
        onClick={() => go(1)}
      >
        {t('review.next')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="md">
      {withStudent && (
        <ScrollArea type="auto" offsetScrollbars="x" scrollbarSize={6}>
          <SegmentedControl
            aria-label={t('review.filter')}
            value={filter}
            onChange={(value) =>
              update({
                filter: filterOf(value),
                id: keepSelection(
                  review.questions.filter((q) => matchesReviewFilter(q, filterOf(value))),
                  currentId,
                ),
              })
            }
            data={REVIEW_FILTERS.map((f) => ({ value: f, label: t(`review.filters.${f}`, { count: counts[f] }) }))}
          />
        </ScrollArea>
      )}
      {visible.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">{t(`review.emptyFilter.${filter}`)}</Text>
        </Paper>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
            <Paper withBorder radius="md" p="md" style={{ position: 'sticky', top: 16 }}>
              {navigator}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Accordion variant="contained" hiddenFrom="md">
                <Accordion.Item value="nav">
                  <Accordion.Control>{t('review.allQuestions', { count: visible.length })}</Accordion.Control>
                  <Accordion.Panel>{navigator}</Accordion.Panel>
                </Accordion.Item>
              </Accordion>
              {current && (
                <ReviewQuestionCard key={current.id} kind={kind} question={current} withStudent={withStudent} />
              )}
              {current && questionActions?.(current)}
              {pager}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
