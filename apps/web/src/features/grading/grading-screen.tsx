import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { GRADING_QUEUE_PAGE_SIZE, type GradingQueueItem, type GradingQueueStatus } from '@prepwell/contracts';
import { IconCrown } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { pageCount } from '../../lib/paging.ts';
import { usePagedFilter } from '../../lib/use-paged-filter.ts';
import { countWords } from '../../runner/toefl/count-words.ts';
import { useDateFormat, useExamLabels } from '../exams/use-exam-labels.ts';
import { aiEstimateQuery } from '../exams/ai-estimate.api.ts';
import { gradingMutations, gradingQueries } from './grading.api.ts';
import { isValidScore, needsComment as levelNeedsComment } from './grading-rules.ts';
import { AskTutorButton } from '../tutor/ask-tutor-button.tsx';

/** The task's name (TOEFL tasks have one), else the section's. */
function useTaskName() {
  const { t } = useTranslation('tools');
  const labels = useExamLabels();
  return (item: GradingQueueItem) =>
    item.question.task ? t(`toefl.task.${item.question.task}`) : labels.section(item.test.kind, item.question.section);
}

function LevelBadge({ item }: { item: GradingQueueItem }) {
  const { t } = useTranslation('exams');
  return item.status === 'pending' ? (
    <Badge color="yellow" c="dark.7" variant="light">
      {t(`grading.pending.${item.level}`)}
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      {t('grading.graded', { level: t(`grading.levels.${item.level}`) })}
    </Badge>
  );
}

function PriorityBadge() {
  const { t } = useTranslation('grading');
  return (
    <Badge color="grape" variant="light" leftSection={<IconCrown size={14} aria-hidden />}>
      {t('priority')}
    </Badge>
  );
}

/** The AI's estimate of this answer, when the student asked for one (decision 0033): a hint for the grader, never the grade. */
function AiSuggestion({ item }: { item: GradingQueueItem }) {
  const { t } = useTranslation('grading');
  const { data } = useQuery(aiEstimateQuery(item.user_exam_id));
  const estimate = data?.items.find((i) => i.questionId === item.question_id);
  if (!estimate) return null;
  return (
    <Alert color="grape" variant="light" title={t('ai.title', { score: estimate.score, max: estimate.max })}>
      <Stack gap={4}>
        {estimate.rationale && <Text fz="sm">{estimate.rationale}</Text>}
        {estimate.transcript !== null && (
          <Text fz="sm" c="gray.8">
            {t('ai.transcript', { text: estimate.transcript || '—' })}
          </Text>
        )}
        <Text fz="xs" c="gray.8">
          {t('ai.note')}
        </Text>
      </Stack>
    </Alert>
  );
}

/** The grading form of one request: the stem, the answer (text with its word count, or the recording), score and comment. */
function GradeForm({ item, onDone }: { item: GradingQueueItem; onDone: () => void }) {
  const { t } = useTranslation('grading');
  const client = useQueryClient();
  const needsComment = levelNeedsComment(item.level);
  const form = useForm({
    initialValues: { score: (item.score ?? '') as number | string, comment: item.comment ?? '' },
  });
  const { formError, showError } = useApiForm(form);
  const grade = useMutation(gradingMutations.grade());
  const spoken = item.question.type === 'spoken_response';

  const submit = form.onSubmit((values) => {
    const score = values.score;
    if (!isValidScore(score, item.max_score)) {
      form.setErrors({ score: t('errors.score', { max: item.max_score }) });
      return;
    }
    const comment = values.comment.trim();
    grade.mutate(
      { id: item.id, input: { score, ...(comment ? { comment } : {}) } },
      {
        onSuccess: async () => {
          notifySuccess(t('saved'));
          await client.invalidateQueries({ queryKey: gradingQueries.all() });
          onDone();
        },
        onError: (error) => showError(error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <section aria-labelledby="grading-stem">
          <Title order={3} fz="md" id="grading-stem">
            {t('form.question')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{item.question.stem}</Text>
        </section>
        <section aria-labelledby="grading-answer">
          <Title order={3} fz="md" id="grading-answer">
            {spoken ? t('form.recording') : t('form.essay')}
          </Title>
          {spoken ? (
            item.answer ? (
              <audio controls src={item.answer} aria-label={t('form.recording')} style={{ width: '100%' }} />
            ) : (
              <Text c="gray.7">{t('form.noAnswer')}</Text>
            )
          ) : (
            <Stack gap={4}>
              <Card withBorder padding="sm" bg="gray.0">
                <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="grading-essay">
                  {item.answer || t('form.noAnswer')}
                </Text>
              </Card>
              <Text fz="sm" c="gray.7">
                {t('form.words', { count: countWords(item.answer) })}
              </Text>
            </Stack>
          )}
        </section>
        <AiSuggestion item={item} />
        <Card withBorder padding="sm" radius="md">
          <Text fw={700}>{t(`levels.${item.level}.title`)}</Text>
          <Text fz="sm">{t(`levels.${item.level}.explain`)}</Text>
        </Card>
        <NumberInput
          label={t('form.score', { max: item.max_score })}
          min={0}
          max={item.max_score}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          required
          {...form.getInputProps('score')}
        />
        <Textarea
          label={needsComment ? t('form.comment') : t('form.commentNone')}
          description={needsComment ? t('form.commentRequired') : undefined}
          autosize
          minRows={4}
          maxLength={5000}
          required={needsComment}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          disabled={!needsComment}
          {...form.getInputProps('comment')}
        />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={grade.isPending}>
            {item.status === 'graded' ? t('form.regrade') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function QueueRow({ item, onOpen }: { item: GradingQueueItem; onOpen: () => void }) {
  const { t } = useTranslation('grading');
  const taskName = useTaskName();
  const dates = useDateFormat();
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="grading-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text fw={700}>{item.student.name}</Text>
          <Text fz="sm">
            <span data-i18n-exempt>{item.test.title}</span> · {taskName(item)}
          </Text>
          <Group gap="xs">
            <LevelBadge item={item} />
            {item.priority && <PriorityBadge />}
          </Group>
          <Text fz="sm" c="gray.7">
            {t('requested', { date: dates.dateTime(item.created_at) })}
            {item.status === 'graded' && ` · ${t('gradedOn', { date: dates.dateTime(item.graded_at) })}`}
          </Text>
          {item.status === 'graded' && item.score !== null && (
            <Text fz="sm" fw={700}>
              {t('score', { score: item.score, max: item.max_score })}
            </Text>
          )}
        </Stack>
        <Group gap="xs" align="flex-start">
          {/*
            The task, for the AI tutor (issue 17): asked from the row, since the grading dialog holds the focus
            while it is open. The tutor discusses the task and its scoring; the student's answer stays theirs.
          */}
          <AskTutorButton questionId={item.question_id} userExamId={null} wrong={false} />
          <Button
            variant="light"
            onClick={onOpen}
            aria-label={t(item.status === 'pending' ? 'openFor' : 'reviewFor', {
              name: item.student.name,
              task: taskName(item),
            })}
          >
            {item.status === 'pending' ? t('open') : t('review')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** /educator/grading: teachers grade the speaking and writing answers students sent for grading (decision 0014). */
export function GradingScreen() {
  const { t } = useTranslation('grading');
  const taskName = useTaskName();
  const { page, setPage, filter: status, setFilter: setStatus } = usePagedFilter<GradingQueueStatus>('pending');
  const [openId, setOpenId] = useState<string | null>(null);
  const queue = useQuery(gradingQueries.queue({ status, page }));
  const items = queue.data?.data ?? [];
  const open = items.find((i) => i.id === openId) ?? null;
  const pages = queue.data ? pageCount(queue.data.total, GRADING_QUEUE_PAGE_SIZE) : 1;

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="gray.7">{t('subtitle')}</Text>
      </Stack>
      <SegmentedControl
        aria-label={t('filter')}
        value={status}
        onChange={(value) => setStatus(value as GradingQueueStatus)}
        data={[
          { value: 'pending', label: t('status.pending') },
          { value: 'graded', label: t('status.graded') },
        ]}
        w="fit-content"
      />
      <section aria-labelledby="grading-list-title">
        <Title order={2} fz="lg" id="grading-list-title" mb="sm">
          {t(`listTitle.${status}`, { count: queue.data?.total ?? 0 })}
        </Title>
        {queue.isPending ? (
          <Loader aria-label={t('loading')} />
        ) : queue.isError ? (
          <Alert color="red" role="alert">
            {t('loadFailed')}
          </Alert>
        ) : items.length === 0 ? (
          <Text c="gray.7">{t(`empty.${status}`)}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <QueueRow key={item.id} item={item} onOpen={() => setOpenId(item.id)} />
            ))}
          </Stack>
        )}
      </section>
      {pages > 1 && <Pager total={pages} value={page} onChange={setPage} />}
      <Modal
        opened={open !== null}
        onClose={() => setOpenId(null)}
        size="xl"
        title={open ? t('form.title', { name: open.student.name, task: taskName(open) }) : ''}
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {open && <GradeForm key={open.id} item={open} onDone={() => setOpenId(null)} />}
      </Modal>
    </Stack>
  );
}
