import type { ExamKind } from '@prepwell/contracts';
import { HistoryScreen } from '../features/exams/history-screen.tsx';

/** /{kind}/history — one exam's attempts; /test-results — every exam's (kind null). */
export function ExamHistoryPage({ kind }: { kind: ExamKind | null }) {
  return <HistoryScreen key={kind ?? 'all'} kind={kind} />;
}
