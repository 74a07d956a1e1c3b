import type { ExamKind } from '@prepwell/contracts';
import { Navigate } from 'react-router';
import { ResultScreen } from '../features/exams/result-screen.tsx';
import { TestAttemptsScreen } from '../features/exams/test-attempts-screen.tsx';
import { useIdParam } from './exam-route-params.ts';

/** /{kind}/result/{userExamId} and /educator/{sat|act}/result/{userExamId} — the score report. */
export function ExamResultPage({ kind }: { kind: ExamKind }) {
  const userExamId = useIdParam('userExamId');
  if (!userExamId) return <Navigate to="/404" replace />;
  return <ResultScreen key={userExamId} kind={kind} userExamId={userExamId} />;
}

/** /{kind}/result/users/{examId} — educators: the students' attempts at one test. */
export function ExamResultUsersPage({ kind }: { kind: ExamKind }) {
  const examId = useIdParam('examId');
  if (!examId) return <Navigate to="/404" replace />;
  return <TestAttemptsScreen key={examId} kind={kind} examId={examId} />;
}
