import { Alert, Badge, Button, Card, Group, List, Spoiler, Stack, Text, Title } from '@mantine/core';
import type { AiEstimateItem, AiEstimateView, AttemptResult, ExamKind } from '@prepwell/contracts';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyUnhandled } from '../../lib/notify.ts';
import { aiEstimateMutation, aiEstimateQuery } from './ai-estimate.api.ts';
import { formatOverall, sectionScoreView } from './score-format.ts';
import { useExamLabels } from './use-exam-labels.ts';

const RATED = new Set(['spoken_response', 'written_response']);

function EstimateScores({ kind, view }: { kind: ExamKind; view: AiEstimateView }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const estimated = new Set(view.items.filter((i) => !i.replaced).map((i) => i.section));
  const sections = (view.scores?.sections ?? []).filter((s) => estimated.has(s.section));
  const overall = view.scores?.overall ? formatOverall(view.scores.overall) : null;
  return (
    <Group gap="lg" wrap="wrap">
      {sections.map((s) => {
        const score = sectionScoreView(s);
        return (
          <Stack key={s.sectionId} gap={0}>
            <Text size="sm" c="dimmed" fw={700}>
              {labels.section(kind, s.section)}
            </Text>
            <Text fz="xl" fw={800}>
              {score.kind === 'band' || score.kind === 'scaled' ? score.text : t('aiEstimate.noScore')}
            </Text>
          </Stack>
        );
      })}
      {overall && (
        <Stack gap={0}>
          <Text size="sm" c="dimmed" fw={700}>
            {t('aiEstimate.overall')}
          </Text>
          <Text fz="xl" fw={800}>
            {overall}
          </Text>
        </Stack>
      )}
    </Group>
  );
}

function EstimateItem({ item, number, kind }: { item: AiEstimateItem; number: number | null; kind: ExamKind }) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const where = item.section ? labels.section(kind, item.section) : '';
  return (
    <List.Item>
      <Stack gap={2}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{number ? t('grading.question', { number, section: where }) : where}</Text>
          <Badge variant="light" color="grape">
            {t('aiEstimate.rating', { score: item.score, max: item.max })}
          </Badge>
          {item.replaced && (
            <Badge variant="light" color="teal">
              {t('aiEstimate.replaced', { score: item.gradedScore, max: item.max })}
            </Badge>
          )}
        </Group>
        {item.rationale && <Text size="sm">{item.rationale}</Text>}
        {item.transcript !== null && (
          <Spoiler maxHeight={0} showLabel={t('aiEstimate.showTranscript')} hideLabel={t('aiEstimate.hideTranscript')}>
            <Text size="sm" c="dimmed" fs="italic">
              {item.transcript || t('aiEstimate.silence')}
            </Text>
          </Spoiler>
        )}
      </Stack>
    </List.Item>
  );
}

/**
 * The AI estimate of an attempt's rated answers (TOEFL writing and speaking, decision 0033): asked for once,
 * free, shown as an estimate beside the real scores and replaced answer by answer by a grader's grade.
 */
export function AiEstimatePanel({ kind, result }: { kind: ExamKind; result: AttemptResult }) {
  const { t } = useTranslation('exams');
  const client = useQueryClient();
  const hasRated = result.questions.some((q) => RATED.has(q.type));
  const query = useQuery({ ...aiEstimateQuery(result.id), enabled: hasRated });
  const ask = useMutation(aiEstimateMutation(result.id));
  const view = query.data;
  if (!hasRated || !view) return null;
  if (!view.items.length && (view.unavailable === 'not_allowed' || view.unavailable === 'nothing_to_estimate'))
    return null;
  const numbers = new Map(result.questions.map((q) => [q.questionId, q.number]));

  const request = () =>
    ask.mutate(undefined, {
      onSuccess: (next) => client.setQueryData(aiEstimateQuery(result.id).queryKey, next),
      onError: notifyUnhandled,
    });

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="ai-estimate-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconSparkles size={20} aria-hidden />
          <Title order={2} fz="h4" id="ai-estimate-title">
            {t('aiEstimate.title')}
          </Title>
          <Badge variant="light" color="orange">
            {t('aiEstimate.badge')}
          </Badge>
        </Group>
        <Text size="sm">{t('aiEstimate.intro')}</Text>
        {view.items.length > 0 ? (
          <>
            {view.scores && <EstimateScores kind={kind} view={view} />}
            <List spacing="sm" listStyleType="none" p={0}>
              {view.items.map((item) => (
                <EstimateItem
                  key={item.questionId}
                  item={item}
                  number={numbers.get(item.questionId) ?? null}
                  kind={kind}
                />
              ))}
            </List>
            <Text size="xs" c="dimmed">
              {t('aiEstimate.by', { model: view.model ?? '' })}
            </Text>
          </>
        ) : view.unavailable === 'offline' ? (
          <Alert color="gray" variant="light">
            {t('aiEstimate.offline')}
          </Alert>
        ) : (
          <Group>
            <Button onClick={request} loading={ask.isPending} leftSection={<IconSparkles size={16} aria-hidden />}>
              {t('aiEstimate.ask')}
            </Button>
            {ask.isPending && (
              <Text size="sm" c="dimmed" role="status">
                {t('aiEstimate.working')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
