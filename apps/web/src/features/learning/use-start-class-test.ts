import type { ClassTestView } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { notifyError, notifyUnhandled } from '../../lib/notify.ts';
import { handleCommerceError } from '../coins/commerce-dialogs.tsx';
import { historyPath, runnerEntryPath } from '../exams/exam-paths.ts';
import { openAttemptLimitDialog } from '../exams/start-dialogs.tsx';
import { learningMutations, learningQueries } from './learning.api.ts';

/** Only a same-origin path is followed; anything else opens the runner's entry the app knows. */
const runnerAddress = (runnerUrl: string, test: ClassTestView, userExamId: string): string =>
  runnerUrl.startsWith('/') && !runnerUrl.startsWith('//')
    ? runnerUrl
    : runnerEntryPath(test.exam_kind, test.test_id, userExamId);

/**
 * Start or resume a class test, then a full page load of the runner (its own React root), as the exam
 * list does. 402 `insufficient_coins` → the shared "contact your teacher" dialog; 409
 * `class_test_not_available` → its message (the list is refreshed); the attempt-limit and Free-limit codes
 * get the exam pages' dialogs.
 */
export const useStartClassTest = (classId: string) => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation(learningMutations.startTest());
  const [busyId, setBusyId] = useState<string | null>(null);

  // Back from the runner may restore this page from the back/forward cache: the button is free again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusyId(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const begin = (test: ClassTestView) => {
    setBusyId(test.id);
    start.mutate(
      { classId, classTestId: test.id },
      {
        onSuccess: (res) => window.location.assign(runnerAddress(res.runner_url, test, res.userExamId)),
        onError: (error) => {
          setBusyId(null);
          if (isApiError(error) && error.code === 'class_test_not_available') {
            notifyError(error.message);
            void client.invalidateQueries({ queryKey: learningQueries.classTests(classId).queryKey });
            return;
          }
          if (isApiError(error) && error.code === 'taken_over_3_exam')
            return openAttemptLimitDialog(test.exam_kind, navigate);
          if (handleCommerceError(error, navigate, { resultsPath: historyPath(test.exam_kind) })) return;
          notifyUnhandled(error);
        },
      },
    );
  };

  return { begin, busyId };
};
