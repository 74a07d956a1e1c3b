import { Loader } from '@mantine/core';
import { Id } from '@prepwell/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { TestBrowseScreen } from '../features/test-builder/test-browse-screen.tsx';
import { TestListScreen } from '../features/test-builder/test-list-screen.tsx';
import { isExamKind } from '../features/test-builder/test-paths.ts';

// The builder (the rich-text editor, drag and drop, the bank's picker) is its own chunk: the list and the
// browse view do not load it.
const TestAddScreen = lazy(() =>
  import('../features/test-builder/test-builder-screen.tsx').then((m) => ({ default: m.TestAddScreen })),
);
const TestEditScreen = lazy(() =>
  import('../features/test-builder/test-builder-screen.tsx').then((m) => ({ default: m.TestEditScreen })),
);

function BuilderLoading() {
  const { t } = useTranslation('testBuilder');
  return <Loader role="status" aria-label={t('loading')} m="xl" />;
}
const builderFallback = <BuilderLoading />;

/** `:type` is the exam kind (sat, act, toefl, shsat); `:id` a test id. Anything else is "not found". */
const useTestParams = () => {
  const { type, id } = useParams();
  return {
    kind: isExamKind(type) ? type : null,
    id: id !== undefined && Id.safeParse(id).success ? id : null,
  };
};

/** /tests/:type/list: the tenant's tests of one exam. */
export function TestListPage() {
  const { kind } = useTestParams();
  if (!kind) return <Navigate to="/404" replace />;
  return <TestListScreen key={kind} kind={kind} />;
}

/** /tests/:type/add: the builder on a new test. */
export function TestAddPage() {
  const { kind } = useTestParams();
  if (!kind) return <Navigate to="/404" replace />;
  return (
    <Suspense fallback={builderFallback}>
      <TestAddScreen key={kind} kind={kind} />
    </Suspense>
  );
}

/** /tests/:type/edit/:id: the builder on a saved test. */
export function TestEditPage() {
  const { kind, id } = useTestParams();
  if (!kind || !id) return <Navigate to="/404" replace />;
  return (
    <Suspense fallback={builderFallback}>
      <TestEditScreen key={id} kind={kind} id={id} />
    </Suspense>
  );
}

/** /tests/:type/browse/:id: the reviewer's view of a test. */
export function TestBrowsePage() {
  const { kind, id } = useTestParams();
  if (!kind || !id) return <Navigate to="/404" replace />;
  return <TestBrowseScreen key={id} kind={kind} id={id} />;
}
