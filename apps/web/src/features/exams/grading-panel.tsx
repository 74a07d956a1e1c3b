import { Badge, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import {
  GradingLevel,
  type AttemptResult,
  type ExamKind,
  type GradingRequestView,
  type PricingView,
  type QuestionOutcome,
} from '@prepwell/contracts';
import { IconCrown, IconMessageCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess, notifyUnhandled } from '../../lib/notify.ts';
import { coinMutations, coinQueries, refreshCoins } from '../coins/coins.api.ts';
import { handleCommerceError } from '../coins/commerce-dialogs.tsx';
import { IdempotentAction } from '../coins/idempotency.ts';
import { gradingPriceFor } from '../coins/money.ts';
import { useSession } from '../session/use-session.ts';
import { useExamLabels } from './use-exam-labels.ts';

const LEVELS = GradingLevel.options;
const RATED = new Set<QuestionOutcome['type']>(['spoken_response', 'written_response']);

/** Levels still on offer: all of them, or those above the one already asked for (a higher level upgrades). */
export const levelsAbove = (current: GradingLevel | null): GradingLevel[] =>
  current ? LEVELS.slice(LEVELS.indexOf(current) + 1) : [...LEVELS];

/** What a level costs now: the (Pro-discounted) price, less what an earlier level of the same answer already paid. */
export const levelCost = (
  pricing: Pick<PricingView, 'grading_prices' | 'pro_grading_discount_percent'>,
  level: GradingLevel,
  pro: boolean,
  alreadyPaid: number,
) => {
  const list = pricing.grading_prices[level];
  const price = gradingPriceFor(list, pro, pricing.pro_grading_discount_percent);
  return { list, price, due: Math.max(price - alreadyPaid, 0) };
};

function GradingRow({
  kind,
  result,
  question,
  request,
  pricing,
  pro,
}: {
  kind: ExamKind;
  result: AttemptResult;
  question: QuestionOutcome;
  request: GradingRequestView | undefined;
  pricing: PricingView;
  pro: boolean;
}) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const client = useQueryClient();
  const navigate = useNavigate();
  // A refunded request is asked again from scratch, at any level.
  const offered = levelsAbove(request && request.status !== 'refunded' ? request.level : null);
  const [chosen, setChosen] = useState<GradingLevel | null>(null);
  const level = chosen && offered.includes(chosen) ? chosen : (offered[0] ?? null);
  const grade = useMutation(coinMutations.requestGrading());
  const action = useRef(new IdempotentAction());
  const name = t('grading.question', { number: question.number, section: labels.section(kind, question.section) });

  const submit = () => {
    if (!level) return;
    const input = { question_id: question.questionId, level };
    grade.mutate(
      { userExamId: result.id, input, key: action.current.keyFor(input) },
      {
        onSuccess: async () => {
          action.current.settle();
          notifySuccess(t('grading.requested'));
          await Promise.all([
            client.invalidateQueries({ queryKey: coinQueries.grading(result.id).queryKey }),
            refreshCoins(client),
          ]);
        },
        onError: (error) => {
          if (!handleCommerceError(error, navigate)) notifyUnhandled(error);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{name}</Text>
          {request &&
            (request.status === 'pending' ? (
              <Badge color="yellow" c="dark.7" variant="light">
                {t(`grading.pending.${request.level}`)}
              </Badge>
            ) : request.status === 'refunded' ? (
              <Badge color="gray" c="dark.7" variant="light">
                {t('grading.refunded', { count: request.price })}
              </Badge>
            ) : (
              <Badge color="green" variant="light">
                {t('grading.graded', { level: t(`grading.levels.${request.level}`) })}
              </Badge>
            ))}
        </Group>
        {request?.status === 'graded' && request.score !== null && (
          <Stack gap={4}>
            <Text fw={700} fz="lg">
              {t('grading.score', { score: request.score, max: request.max_score })}
            </Text>
            {request.comment && (
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <IconMessageCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {request.comment}
                </Text>
              </Group>
            )}
          </Stack>
        )}
        {level && (
          <>
            <Radio.Group
              value={level}
              onChange={(v) => setChosen(v as GradingLevel)}
              label={request ? t('grading.upgradeLabel') : t('grading.levelLabel')}
            >
              <Stack gap={6} mt={6}>
                {offered.map((l) => {
                  const cost = levelCost(pricing, l, pro, request?.price ?? 0);
                  return (
                    <Radio
                      key={l}
                      value={l}
                      label={
                        <Group gap={6} wrap="wrap">
                          <Text span size="sm" fw={600}>
                            {t(`grading.levels.${l}`)}
                          </Text>
                          {!request && cost.price < cost.list && (
                            <Text
                              span
                              size="sm"
                              td="line-through"
                              c="dimmed"
                              aria-label={t('grading.listPrice', { count: cost.list })}
                            >
                              {cost.list}
                            </Text>
                          )}
                          <Text span size="sm">
                            {request
                              ? t('grading.upgradeCost', { count: cost.due })
                              : t('grading.coins', { count: cost.due })}
                          </Text>
                        </Group>
                      }
                      description={t(`grading.levelHint.${l}`)}
                    />
                  );
                })}
              </Stack>
            </Radio.Group>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="xs" c="dimmed">
                {pro ? (
                  <>
                    <IconCrown size={12} aria-hidden color="#8a5a00" />{' '}
                    {t('grading.proDiscount', { percent: pricing.pro_grading_discount_percent })}
                  </>
                ) : (
                  t('grading.proOffer', { percent: pricing.pro_grading_discount_percent })
                )}
              </Text>
              <Button
                size="sm"
                loading={grade.isPending}
                onClick={submit}
                aria-label={request ? t('grading.upgradeFor', { name }) : t('grading.getFor', { name })}
              >
                {request ? t('grading.upgrade') : t('grading.get')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** TOEFL speaking and writing answers of the viewer's own result: "Get it graded" at three levels, then the grade. */
export function GradingPanel({ kind, result }: { kind: ExamKind; result: AttemptResult }) {
  const { t } = useTranslation('exams');
  const { user } = useSession();
  const ratedAll = result.questions.filter((q) => RATED.has(q.type));
  // only an answered speaking or writing task can be graded (the server says grading_not_available otherwise)
  const rated = ratedAll.filter((q) => q.answered);
  const enabled = rated.length > 0;
  const pricing = useQuery({ ...coinQueries.pricing(), enabled });
  const requests = useQuery({ ...coinQueries.grading(result.id), enabled });
  if (ratedAll.length === 0 || (enabled && !pricing.data)) return null;
  const pro = !!user?.is_pro;
  return (
    <Stack gap="sm" component="section" aria-labelledby="grading-title">
      <Title order={2} fz="h3" id="grading-title">
        {t('grading.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('grading.subtitle')}
      </Text>
      {!enabled && <Text size="sm">{t('grading.nothingAnswered')}</Text>}
      {requests.isError && (
        <Text size="sm" c="red.9" role="alert">
          {t('grading.loadFailed')}
        </Text>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {pricing.data &&
          rated.map((q) => (
            <GradingRow
              key={q.questionId}
              kind={kind}
              result={result}
              question={q}
              request={requests.data?.find((r) => r.question_id === q.questionId)}
              pricing={pricing.data}
              pro={pro}
            />
          ))}
      </Stack>
    </Stack>
  );
}
