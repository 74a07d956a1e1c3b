import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { ExamKind, TestStructure } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import { StructureWarnings } from './structure-warnings.tsx';
import { testBuilderQueries } from './test-builder.api.ts';
import { TestBuilderForm } from './test-builder-form.tsx';
import { testBrowsePath, testEditPath, testListPath } from './test-paths.ts';

/** /tests/{kind}/add: a new test of the exam, every section of it ready to fill. */
export function TestAddScreen({ kind }: { kind: ExamKind }) {
  const { t } = useTranslation('testBuilder');
  const labels = useExamLabels();
  return (
    <PageWithBack size="lg" back={testListPath(kind)} backLabel={t('builder.backToList', { exam: labels.kind(kind) })}>
      <PageTitle title={t('builder.addTitle')} subtitle={t('builder.addSubtitle')} />
      <TestBuilderForm structure={null} kind={kind} />
    </PageWithBack>
  );
}

/** What the edit page says after a save made a new version (the address's state, from the builder). */
const newVersionOf = (state: unknown): number | null =>
  typeof state === 'object' && state !== null && typeof (state as { newVersion?: unknown }).newVersion === 'number'
    ? (state as { newVersion: number }).newVersion
    : null;

/** /tests/{kind}/edit/{id}: the builder on a saved test, with the structure check of its last save. */
export function TestEditScreen({ kind, id }: { kind: ExamKind; id: string }) {
  const { t } = useTranslation('testBuilder');
  const labels = useExamLabels();
  const query = useQuery(testBuilderQueries.structure(id));
  const test = query.data;
  if (test?.readOnly) return <Navigate to={testBrowsePath(test.kind, test.id)} replace />;
  if (test && test.kind !== kind) return <Navigate to={testEditPath(test.kind, test.id)} replace />;
  return (
    <PageWithBack size="lg" back={testListPath(kind)} backLabel={t('builder.backToList', { exam: labels.kind(kind) })}>
      <PageTitle title={t('builder.editTitle')} subtitle={test ? test.title : t('builder.editSubtitle')} />
      {query.isError && !test ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !test ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={200} />
          <Skeleton h={320} />
        </Stack>
      ) : (
        <EditBody test={test} kind={kind} />
      )}
    </PageWithBack>
  );
}

function EditBody({ test, kind }: { test: TestStructure; kind: ExamKind }) {
  const { t } = useTranslation('testBuilder');
  const location = useLocation();
  const [newVersion] = useState(() => newVersionOf(location.state));
  if (test.status === 'archived') {
    // An older version stays as it is for the attempts made on it; the latest one is edited.
    const latest = [...test.versions].sort((a, b) => b.revision - a.revision)[0];
    return (
      <Alert color="gray" variant="light" title={t('builder.archivedTitle', { revision: test.revision })}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('builder.archivedBody')}</Text>
          {latest && latest.id !== test.id && (
            <Button component={Link} to={testEditPath(test.kind, latest.id)} size="xs" variant="light">
              {t('builder.openLatest', { revision: latest.revision })}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      {newVersion !== null && newVersion === test.revision && (
        <Alert color="blue" variant="light" title={t('builder.newVersionTitle')} data-testid="new-version">
          <Text size="sm">{t('builder.newVersion', { revision: newVersion, previous: newVersion - 1 })}</Text>
        </Alert>
      )}
      <StructureWarnings warnings={test.warnings} kind={test.kind} version={test.version} sections={test.sections} />
      <TestBuilderForm key={test.id} structure={test} kind={kind} />
    </>
  );
}
