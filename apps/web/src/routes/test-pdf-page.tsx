import { Id } from '@prepwell/contracts';
import { Navigate, useParams } from 'react-router';
import { examKindOf } from '../features/score-tables/table-keys.ts';
import { TestPdfScreen } from '../features/score-tables/test-pdf-screen.tsx';

/** /tests/:type/pdf/:id: the test's printable booklet, with or without the answer key. */
export function TestPdfPage() {
  const { type, id } = useParams();
  const kind = examKindOf(type);
  if (!kind || !Id.safeParse(id).success) return <Navigate to="/404" replace />;
  return <TestPdfScreen key={id} kind={kind} testId={id!} />;
}
