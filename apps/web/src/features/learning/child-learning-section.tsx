import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { pageCount } from '../../lib/paging.ts';
import { LoadingRows } from './loading-placeholders.tsx';
import { learningQueries } from './learning.api.ts';
import { ResultsTable } from './results-table.tsx';
import { SkillProgress } from './skill-progress.tsx';

function ChildResults({ childId }: { childId: string }) {
  const { t } = useTranslation('learning');
  const [page, setPage] = useState(1);
  const query = useQuery(learningQueries.userExams(childId, page));
  const data = query.data;
  if (query.isError && !data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return <LoadingRows rows={4} />;
  if (data.data.length === 0) return <Text c="gray.7">{t('results.empty')}</Text>;
  const pages = pageCount(data.total, data.per_page);
  return (
    <Stack gap="sm">
      <ResultsTable rows={data.data} caption={t('child.results')} />
      {pages > 1 && (
        <Group justify="center">
          <Pager total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

function ChildProgress({ childId }: { childId: string }) {
  const query = useQuery(learningQueries.tagStats(childId));
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingRows rows={3} />;
  return <SkillProgress stats={query.data} />;
}

/** The parent's view of a linked child's learning: results with their score reports, and progress per skill. */
export function ChildLearningSection({ childId }: { childId: string }) {
  const { t } = useTranslation('learning');
  return (
    <Stack gap="lg">
      <SectionCard id="child-results" title={t('child.results')}>
        <ChildResults childId={childId} />
      </SectionCard>
      <SectionCard id="child-progress" title={t('progress.title')}>
        <ChildProgress childId={childId} />
      </SectionCard>
    </Stack>
  );
}
