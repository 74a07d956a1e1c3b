import type { ExamKind } from '@prepwell/contracts';
import { CatalogueScreen } from '../features/exams/catalogue-screen.tsx';

/** /{kind}/list — the catalogue of one exam. */
export function ExamListPage({ kind }: { kind: ExamKind }) {
  return <CatalogueScreen key={kind} kind={kind} />;
}
