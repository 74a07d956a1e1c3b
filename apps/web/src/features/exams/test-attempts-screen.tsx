import { Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ExamKind } from '@prepwell/contracts';
import { IconKey, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttemptList } from './attempt-list.tsx';
import { explanationsPath, listPath } from './exam-paths.ts';
import { examQueries } from './exams.api.ts';
import { EmptyList, QueryList } from '../../components/query-states.tsx';
import { useExamLabels } from './use-exam-labels.ts';
import { Pager } from '../../components/pager.tsx';
import { BackLink } from '../../components/page-with-back.tsx';
import { pageCount } from '../../lib/paging.ts';

/** `/{kind}/result/users/{examId}` (educators): the students' attempts at one test, with links to each result and review. */
export function TestAttemptsScreen({ kind, examId }: { kind: ExamKind; examId: string }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const [page, setPage] = useState(1);
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const [debouncedQ] = useDebouncedValue(q, 300);
  // Chinese input: search on compositionend, not on each syllable.
  const composing = useRef(false);
  const test = useQuery(examQueries.test(examId));
  const attempts = useQuery(examQueries.testAttempts(examId, page, debouncedQ));
  const data = attempts.data;
  const pages = data ? pageCount(data.total, data.per_page) : 1;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <BackLink to={listPath(kind)} label={t('attempts.backToList', { exam: labels.kind(kind) })} />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={700} tt="uppercase">
              {t('attempts.eyebrow')}
            </Text>
            <Title order={1} fz="h2">
              {test.data?.title ?? t('attempts.title')}
            </Title>
          </Stack>
          <Button
            component={Link}
            to={explanationsPath(kind, examId)}
            variant="light"
            leftSection={<IconKey size={16} aria-hidden />}
          >
            {t('attempts.keys')}
          </Button>
        </Group>
        <TextInput
          maw={360}
          label={t('attempts.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={input}
          maxLength={100}
          onChange={(e) => {
            setInput(e.currentTarget.value);
            if (!composing.current) {
              setQ(e.currentTarget.value);
              setPage(1);
            }
          }}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={(e) => {
            composing.current = false;
            setQ(e.currentTarget.value);
            setPage(1);
          }}
        />
        <QueryList
          query={attempts}
          empty={<EmptyList title={debouncedQ ? t('attempts.emptySearch') : t('attempts.empty')} />}
        >
          {(data) => (
            <Stack gap="md" style={{ opacity: attempts.isPlaceholderData ? 0.6 : 1 }} aria-busy={attempts.isFetching}>
              <AttemptList attempts={data.data} showStudent showTest={false} educator />
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('attempts.total', { count: data.total })}
                </Text>
                {pages > 1 && <Pager total={pages} value={page} onChange={setPage} />}
              </Group>
            </Stack>
          )}
        </QueryList>
      </Stack>
    </Container>
  );
}
