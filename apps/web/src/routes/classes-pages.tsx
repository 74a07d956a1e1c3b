import { Id } from '@prepwell/contracts';
import { Navigate, useParams } from 'react-router';
import { ClassDetailScreen, DETAIL_TABS, type DetailTab } from '../features/classes/class-detail-screen.tsx';
import { ClassAddScreen, ClassEditScreen, EDIT_TABS, type EditTab } from '../features/classes/class-edit-screen.tsx';
import { ClassListScreen } from '../features/classes/class-list-screen.tsx';

const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined, fallback: T): T =>
  value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** A malformed class id is "not found" here rather than a 400 from the server. */
const useClassId = (): string | null => {
  const { id } = useParams();
  return Id.safeParse(id).success ? (id ?? null) : null;
};

/** /classes/list: my, created (and for company admins all) classes. */
export function ClassListPage() {
  return <ClassListScreen />;
}

/** /classes/add: a new class. */
export function ClassAddPage() {
  return <ClassAddScreen />;
}

/** /classes/:id/edit/:tab (info | roster | materials). */
export function ClassEditPage() {
  const id = useClassId();
  const { tab } = useParams();
  if (!id) return <Navigate to="/404" replace />;
  return <ClassEditScreen key={id} classId={id} tab={oneOf<EditTab>(EDIT_TABS, tab, 'info')} />;
}

/** /classes/:id/:tab (info | roster | materials | tests | dashboard). */
export function ClassDetailPage() {
  const id = useClassId();
  const { tab } = useParams();
  if (!id) return <Navigate to="/404" replace />;
  return <ClassDetailScreen key={id} classId={id} tab={oneOf<DetailTab>(DETAIL_TABS, tab, 'info')} />;
}
