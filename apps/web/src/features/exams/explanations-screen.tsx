import 'katex/dist/katex.min.css';
import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isStudent, isTeacher, type AttemptReview, type ExamKind } from '@prepwell/contracts';
import { IconFileAnalytics } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { useSession } from '../session/use-session.ts';
import { AskTutorButton } from '../tutor/ask-tutor-button.tsx';
import { AiExplanationPanel } from '../ai-explanation/ai-explanation-panel.tsx';
import { AutoMistakesSwitch, MakeFlashcardButton } from '../flashcards/mistake-actions.tsx';
import { explanationsPath, historyPath, listPath, resultPath } from './exam-paths.ts';
import { examQueries } from './exams.api.ts';
import { LockedCard } from './locked-card.tsx';
import { NotFinishedCard } from './not-finished-card.tsx';
import { EmptyList, LoadError } from '../../components/query-states.tsx';
import { reviewStatusOf } from './review-filter.ts';
import { ReviewView } from './review-view.tsx';
import { useExamLabels } from './use-exam-labels.ts';
import { BackLink } from '../../components/page-with-back.tsx';

function Frame({
  kind,
  review,
  back,
  actions,
  children,
}: {
  kind: ExamKind;
  review: AttemptReview | undefined;
  back: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="xs">
          {back}
          {actions}
        </Group>
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={700} tt="uppercase">
            {t('review.eyebrow', { exam: labels.kind(kind) })}
          </Text>
          <Title order={1} fz="h2">
            {review ? <span data-i18n-exempt>{review.test.title}</span> : t('review.title')}
          </Title>
          {review && review.id === null && <Text c="dimmed">{t('review.keyOnly')}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

const Loading = () => {
  const { t } = useTranslation('exams');
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('states.loading')}>
      <Skeleton h={36} w="50%" />
      <Skeleton h={320} />
    </Stack>
  );
};

/** `/{kind}/explanations/{examId}/{userExamId}` and the educator copies: one attempt's review. */
export function AttemptExplanationsScreen({
  kind,
  examId,
  userExamId,
}: {
  kind: ExamKind;
  examId: string;
  userExamId: string;
}) {
  const { t } = useTranslation('exams');
  const { user } = useSession();
  const educator = !!user && isTeacher(user);
  const student = !!user && isStudent(user);
  const query = useQuery(examQueries.review(userExamId));
  const review = query.data;
  if (review && (review.test.kind !== kind || review.test.id !== examId))
    return <Navigate to={explanationsPath(review.test.kind, review.test.id, userExamId, educator)} replace />;
  return (
    <Frame
      kind={kind}
      review={review}
      back={<BackLink to={resultPath(kind, userExamId, educator)} label={t('review.backToResult')} />}
      actions={
        <Button
          component={Link}
          to={resultPath(kind, userExamId, educator)}
          variant="light"
          leftSection={<IconFileAnalytics size={16} aria-hidden />}
        >
          {t('review.scoreReport')}
        </Button>
      }
    >
      {query.isError ? (
        isApiError(query.error) && query.error.code === 'conflict' ? (
          <NotFinishedCard kind={kind} />
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : !review ? (
        <Loading />
      ) : review.locks.explanations ? (
        <LockedCard part="explanations" unlockPath={resultPath(kind, userExamId, educator)} />
      ) : (
        <>
          {/* Issue 18: the student's own mistakes as flashcards, by hand or by this setting. */}
          {student && <AutoMistakesSwitch />}
          <ReviewView
            kind={kind}
            review={review}
            questionActions={
              // The student's own attempt: the AI tutor on the question shown (issue 6), prominent on a wrong answer.
              // Issue 17: an educator asks about the question too (the tutor never reads another user's answer).
              educator
                ? (question) => (
                    <AskTutorButton
                      questionId={question.id}
                      questionNumber={question.number}
                      userExamId={null}
                      wrong={false}
                    />
                  )
                : (question) => (
                    <Group gap="xs">
                      <AskTutorButton
                        questionId={question.id}
                        questionNumber={question.number}
                        userExamId={review.id}
                        wrong={reviewStatusOf(question) === 'incorrect'}
                      />
                      {student && review.id && reviewStatusOf(question) === 'incorrect' && (
                        <MakeFlashcardButton
                          key={question.id}
                          questionId={question.id}
                          userExamId={review.id}
                          questionNumber={question.number}
                        />
                      )}
                      {/* Issue 17: the AI explanation of the question shown, for this student. */}
                      <AiExplanationPanel
                        key={`exp-${question.id}`}
                        questionId={question.id}
                        questionNumber={question.number}
                        userExamId={review.id}
                      />
                    </Group>
                  )
            }
          />
        </>
      )}
    </Frame>
  );
}

/** Educators: the test's keys and explanations (GET /api/tests/{examId}/review). */
function TestKeyReview({ kind, examId }: { kind: ExamKind; examId: string }) {
  const { t } = useTranslation('exams');
  const query = useQuery(examQueries.testReview(examId));
  const review = query.data;
  return (
    <Frame kind={kind} review={review} back={<BackLink to={listPath(kind)} label={t('review.backToList')} />}>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !review ? (
        <Loading />
      ) : (
        <ReviewView
          kind={kind}
          review={review}
          // Issue 17: the AI tutor on the question shown, for the educator reading the key.
          questionActions={(question) => (
            <AskTutorButton questionId={question.id} questionNumber={question.number} userExamId={null} wrong={false} />
          )}
        />
      )}
    </Frame>
  );
}

/** Students: their newest completed attempt of the test, or a clear message. */
function LatestAttemptReview({ kind, examId }: { kind: ExamKind; examId: string }) {
  const { t } = useTranslation('exams');
  const test = useQuery(examQueries.test(examId));
  const latest = useQuery(examQueries.latestCompleted(kind, examId));
  if (latest.data) return <Navigate to={explanationsPath(kind, examId, latest.data.id)} replace />;
  const error = test.error ?? latest.error;
  return (
    <Frame kind={kind} review={undefined} back={<BackLink to={historyPath(kind)} label={t('result.backToHistory')} />}>
      {error ? (
        <LoadError error={error} onRetry={() => void (test.isError ? test.refetch() : latest.refetch())} />
      ) : latest.data === null && test.data ? (
        <EmptyList
          title={t('review.noAttemptTitle', { title: test.data.title })}
          description={t('review.noAttemptBody')}
          action={
            <Button component={Link} to={listPath(kind)} variant="light">
              {t('review.toList')}
            </Button>
          }
        />
      ) : (
        <Loading />
      )}
    </Frame>
  );
}

/** `/{kind}/explanations/{examId}`: the key view for an educator, the latest attempt for a student. */
export function TestExplanationsScreen({ kind, examId }: { kind: ExamKind; examId: string }) {
  const { user } = useSession();
  if (!user) return <Loading />;
  return isTeacher(user) ? (
    <TestKeyReview kind={kind} examId={examId} />
  ) : (
    <LatestAttemptReview kind={kind} examId={examId} />
  );
}
