import { Id } from '@prepwell/contracts';
import { Navigate, useParams } from 'react-router';
import { ScoreTableEditor } from '../features/score-tables/score-table-editor.tsx';
import { ScoreTableViewScreen } from '../features/score-tables/score-table-view.tsx';
import { examKindOf, parseTableId } from '../features/score-tables/table-keys.ts';

/** `:type` (the exam kind) and `:examId` of the score-table paths; null when either is malformed (a 404 here). */
const useTestParams = () => {
  const { type, examId } = useParams();
  const kind = examKindOf(type);
  return kind && Id.safeParse(examId).success ? { kind, testId: examId! } : null;
};

/** /tests/:type/:examId/score-table/add: the editor, opened on the test's first table. */
export function ScoreTableAddPage() {
  const test = useTestParams();
  if (!test) return <Navigate to="/404" replace />;
  return <ScoreTableEditor key={test.testId} kind={test.kind} testId={test.testId} tableKey={null} />;
}

/** /tests/:type/:examId/score-table/edit/:tableKey (`<sectionId>~<route>`): the editor on that table's tab. */
export function ScoreTableEditPage() {
  const test = useTestParams();
  const key = parseTableId(useParams().tableKey);
  if (!test || !key) return <Navigate to="/404" replace />;
  return <ScoreTableEditor key={test.testId} kind={test.kind} testId={test.testId} tableKey={key} />;
}

/** /tests/:type/:examId/score-table/:tableKey: one table, read-only. */
export function ScoreTablePage() {
  const test = useTestParams();
  const key = parseTableId(useParams().tableKey);
  if (!test || !key) return <Navigate to="/404" replace />;
  return (
    <ScoreTableViewScreen
      key={`${test.testId}/${key.sectionId}/${key.route}`}
      kind={test.kind}
      testId={test.testId}
      tableKey={key}
    />
  );
}
