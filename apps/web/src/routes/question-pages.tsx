import { Id } from '@prepwell/contracts';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { QuestionDetailScreen } from '../features/questions/question-detail-screen.tsx';
import { LabelsScreen } from '../features/questions/labels-screen.tsx';
import { QuestionListScreen } from '../features/questions/question-list-screen.tsx';
import { QuestionLoadState } from '../features/questions/question-load-state.tsx';

// The form (Tiptap, ProseMirror, the editor's extensions) is its own chunk: the list, a question's page
// and the labels do not load it.
const QuestionAddScreen = lazy(() =>
  import('../features/questions/question-edit-screen.tsx').then((m) => ({ default: m.QuestionAddScreen })),
);
const QuestionEditScreen = lazy(() =>
  import('../features/questions/question-edit-screen.tsx').then((m) => ({ default: m.QuestionEditScreen })),
);
const formFallback = <QuestionLoadState />;

/** A malformed question id is "not found" here rather than a 400 from the server. */
const useQuestionId = (): string | null => {
  const { questionId } = useParams();
  return Id.safeParse(questionId).success ? (questionId ?? null) : null;
};

/** /questions/list: the question bank. */
export function QuestionListPage() {
  return <QuestionListScreen />;
}

/** /questions/add: a new question. */
export function QuestionAddPage() {
  return (
    <Suspense fallback={formFallback}>
      <QuestionAddScreen />
    </Suspense>
  );
}

/** /questions/:questionId: a question with its preview and statistics. */
export function QuestionDetailPage() {
  const id = useQuestionId();
  if (!id) return <Navigate to="/404" replace />;
  return <QuestionDetailScreen key={id} id={id} />;
}

/** /questions/:questionId/edit. */
export function QuestionEditPage() {
  const id = useQuestionId();
  if (!id) return <Navigate to="/404" replace />;
  return (
    <Suspense fallback={formFallback}>
      <QuestionEditScreen key={id} id={id} />
    </Suspense>
  );
}

/** /labels: the skills of the bank. */
export function LabelsPage() {
  return <LabelsScreen />;
}
