import { Badge, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isTeacher, type AttemptResult, type ExamKind } from '@prepwell/contracts';
import { IconListCheck, IconLock, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { useSession } from '../session/use-session.ts';
import { explanationsPath, historyPath, resultPath, resultUsersPath } from './exam-paths.ts';
import { examQueries } from './exams.api.ts';
import { NotFinishedCard } from './not-finished-card.tsx';
import { GradingPanel } from './grading-panel.tsx';
import { AiEstimatePanel } from './ai-estimate-panel.tsx';
import { PdfDownloadButton } from './pdf-download-button.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { ResultModules, ResultSittings } from './result-modules.tsx';
import { ResultSkills } from './result-skills.tsx';
import { PracticeNext } from './score-report-panels.tsx';
import { ResultSummary } from './result-summary.tsx';
import { RegradeNote, TestVersionBadge } from '../score-tables/regrade-note.tsx';
import { ReportUnlockCard } from './report-unlock-card.tsx';
import { ResultTiming } from './result-timing.tsx';
import { useDateFormat, useExamLabels } from './use-exam-labels.ts';
import { testStartedAt } from './attempt-times.ts';
import { BackLink } from '../../components/page-with-back.tsx';

function ResultHeader({ result, self }: { result: AttemptResult; self: boolean }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const dates = useDateFormat();
  return (
    <Stack gap={4} data-pdf-block>
      <Text size="sm" c="dimmed" fw={700} tt="uppercase">
        {t('result.eyebrow', { exam: labels.kind(result.test.kind) })}
      </Text>
      <Title order={1} fz="h2" data-i18n-exempt>
        {result.test.title}
      </Title>
      <Group gap="xs">
        <Badge variant="light">{labels.type(result.test.type)}</Badge>
        <Badge variant="outline" color="gray.7">
          {labels.version(result.test.version)}
        </Badge>
        <Badge variant="outline" color={result.mode === 'practice' ? 'teal.9' : 'indigo.8'}>
          {t(`result.mode.${result.mode}`)}
        </Badge>
        <TestVersionBadge revision={result.test.revision} />
      </Group>
      {!self && <Text size="sm">{t('result.student', { name: result.student.name })}</Text>}
      <Text size="sm" c="dimmed">
        {t('result.taken', {
          started: dates.dateTime(testStartedAt(result)),
          completed: dates.dateTime(result.completedAt),
        })}
      </Text>
    </Stack>
  );
}

/** print_pdf_forbidden on the report itself: bring its unlock panel into view. */
const focusUnlock = () => {
  const panel = document.getElementById('report-unlock');
  panel?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  panel?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
};

/** The score report: `/{kind}/result/{userExamId}` and the educator copies. */
export function ResultScreen({ kind, userExamId }: { kind: ExamKind; userExamId: string }) {
  const { t } = useTranslation('exams');
  const { user } = useSession();
  const educator = !!user && isTeacher(user);
  const query = useQuery(examQueries.result(userExamId));
  const printable = useRef<HTMLDivElement>(null);
  const result = query.data;

  if (result && result.test.kind !== kind)
    return <Navigate to={resultPath(result.test.kind, userExamId, educator)} replace />;

  const self = !!user && result?.student.id === user.id;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="xs">
          {educator && result && !self ? (
            <BackLink to={resultUsersPath(kind, result.test.id)} label={t('result.backToStudents')} />
          ) : (
            <BackLink to={historyPath(kind)} label={t('result.backToHistory')} />
          )}
          {result && result.status === 'completed' && (
            <Group gap="xs" wrap="wrap">
              {educator && !self && (
                <Button
                  component={Link}
                  to={resultUsersPath(kind, result.test.id)}
                  variant="subtle"
                  leftSection={<IconUsers size={16} aria-hidden />}
                >
                  {t('result.allStudents')}
                </Button>
              )}
              <Button
                component={Link}
                to={explanationsPath(kind, result.test.id, result.id, educator)}
                variant="light"
                leftSection={
                  result.locks.explanations ? (
                    <IconLock size={16} aria-hidden />
                  ) : (
                    <IconListCheck size={16} aria-hidden />
                  )
                }
              >
                {t('result.explanations')}
              </Button>
              <PdfDownloadButton
                userExamId={result.id}
                target={printable}
                title={result.test.title}
                date={result.completedAt}
                locked={result.locks.pdf}
                onLocked={focusUnlock}
              />
            </Group>
          )}
        </Group>
        {query.isError ? (
          isApiError(query.error) && query.error.code === 'conflict' ? (
            <NotFinishedCard kind={kind} />
          ) : (
            <LoadError error={query.error} onRetry={() => void query.refetch()} />
          )
        ) : !result ? (
          <Stack gap="md" role="status" aria-busy="true" aria-label={t('states.loading')}>
            <Skeleton h={60} w="60%" />
            <Skeleton h={140} />
            <Skeleton h={240} />
          </Stack>
        ) : result.status !== 'completed' ? (
          <NotFinishedCard kind={kind} />
        ) : (
          <Stack gap="lg" ref={printable} bg="var(--mantine-color-body)" p={{ base: 0, sm: 'xs' }}>
            <ResultHeader result={result} self={self} />
            <RegradeNote result={result} self={self} />
            <ResultSummary result={result} />
            {result.locks.report ? (
              <ReportUnlockCard result={result} self={self} />
            ) : (
              <>
                <AiEstimatePanel kind={kind} result={result} />
                <ResultSittings result={result} />
                {result.report && <PracticeNext kind={kind} skills={result.report.skills} />}
                <ResultSkills kind={kind} skills={result.skills} report={result.report} />
                <ResultModules result={result} />
                <ResultTiming kind={kind} questions={result.questions} modules={result.modules} />
              </>
            )}
          </Stack>
        )}
        {result?.status === 'completed' && self && <GradingPanel kind={kind} result={result} />}
      </Stack>
    </Container>
  );
}
