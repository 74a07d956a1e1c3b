import type { ExamKind } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { notifyUnhandled } from '../../lib/notify.ts';
import { handleCommerceError } from '../coins/commerce-dialogs.tsx';
import { historyPath, runnerEntryPath } from './exam-paths.ts';
import { examMutations, refreshAttempts } from './exams.api.ts';
import { confirmRestart, openAttemptLimitDialog } from './start-dialogs.tsx';

/** The test a start, resume or restart is for. */
export interface StartTarget {
  examId: string;
  kind: ExamKind;
  title: string;
}

/** The runner is its own React root: it boots on a full page load of its entry (engineer A's main.tsx). */
const openRunner = (target: StartTarget, userExamId: string) =>
  window.location.assign(runnerEntryPath(target.kind, target.examId, userExamId));

/**
 * Start (or resume) and restart an attempt, then open the runner. The spec §8 codes get their dialogs:
 * `taken_over_3_exam` → practice list, `exceeded_test` → Pro plan or results, low balance → deposit.
 */
export const useStartAttempt = () => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation(examMutations.start());
  const restart = useMutation(examMutations.restart());
  /** The test whose button is busy (one at a time); it stays set while the runner page loads. */
  const [busyExamId, setBusyExamId] = useState<string | null>(null);

  // Back from the runner may restore this page from the back/forward cache: the button is free again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusyExamId(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const onError = (target: StartTarget) => (error: unknown) => {
    setBusyExamId(null);
    if (isApiError(error) && error.code === 'taken_over_3_exam') return openAttemptLimitDialog(target.kind, navigate);
    // exceeded_test → Pro plan or this exam's results; low balance → deposit (the shared commerce dialogs)
    if (handleCommerceError(error, navigate, { resultsPath: historyPath(target.kind) })) return;
    notifyUnhandled(error);
  };

  /** A new attempt, or the open one: the server resumes it (POST /api/user-exams). */
  const begin = (target: StartTarget) => {
    setBusyExamId(target.examId);
    start.mutate(target.examId, {
      onSuccess: (res) => {
        void refreshAttempts(client);
        openRunner(target, res.userExamId);
      },
      onError: onError(target),
    });
  };

  const restartAttempt = (target: StartTarget, userExamId: string) =>
    confirmRestart(target.title, () => {
      setBusyExamId(target.examId);
      restart.mutate(userExamId, {
        onSuccess: (res) => {
          void refreshAttempts(client);
          openRunner(target, res.userExamId);
        },
        onError: onError(target),
      });
    });

  return { begin, restart: restartAttempt, busyExamId };
};
