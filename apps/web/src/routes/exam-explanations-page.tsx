import type { ExamKind } from '@prepwell/contracts';
import { Navigate } from 'react-router';
import { AttemptExplanationsScreen, TestExplanationsScreen } from '../features/exams/explanations-screen.tsx';
import { useIdParam } from './exam-route-params.ts';

/** /{kind}/explanations/{examId}/{userExamId} and the educator copies — one attempt's review. */
export function ExamAttemptExplanationsPage({ kind }: { kind: ExamKind }) {
  const examId = useIdParam('examId');
  const userExamId = useIdParam('userExamId');
  if (!examId || !userExamId) return <Navigate to="/404" replace />;
  return <AttemptExplanationsScreen key={userExamId} kind={kind} examId={examId} userExamId={userExamId} />;
}

/** /{kind}/explanations/{examId} — the keys for an educator, the latest attempt for a student. */
export function ExamTestExplanationsPage({ kind }: { kind: ExamKind }) {
  const examId = useIdParam('examId');
  if (!examId) return <Navigate to="/404" replace />;
  return <TestExplanationsScreen key={examId} kind={kind} examId={examId} />;
}
