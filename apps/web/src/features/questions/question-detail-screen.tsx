import { Alert, Badge, Button, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { QuestionView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QuestionLoadState } from './question-load-state.tsx';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../lib/notify.ts';
import { AskTutorButton } from '../tutor/ask-tutor-button.tsx';
import { DraftFlags } from './draft-flags.tsx';
import { QuestionPreviewView } from './question-preview.tsx';
import { QuestionStatsPanel } from './question-stats-panel.tsx';
import { inputOfView } from './question-values.ts';
import { questionEditPath, questionMutations, questionQueries, refreshQuestions } from './questions.api.ts';
import { QuestionLabelBadges } from './question-label-badges.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="gray.7">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/** The key as an author reads it: choice letters, the accepted entries, or the rating scale. */
export function KeyText({ q }: { q: QuestionView }) {
  const { t } = useTranslation('questions');
  const letter = (id: string) =>
    String.fromCharCode(
      65 +
        Math.max(
          0,
          q.choices.findIndex((c) => c.id === id),
        ),
    );
  const key = q.answerKey;
  switch (key.kind) {
    case 'choice':
    case 'choices':
      return <>{key.correct.map(letter).join(q.type === 'build_sentence' ? ' → ' : ', ')}</>;
    case 'grid':
    case 'text':
      return <>{key.accept.join('; ')}</>;
    case 'rated':
      return <>{t('detail.rated', { max: key.max })}</>;
  }
}

function PreviewSection({ q }: { q: QuestionView }) {
  const { t } = useTranslation('questions');
  const preview = useQuery(questionQueries.preview(q.id, q.updatedAt, inputOfView(q)));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="detail-preview-title">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
        <Title order={2} fz="lg" id="detail-preview-title">
          {t('preview.title')}
        </Title>
        {/* Issue 17: the AI tutor on this question, for its authors too (the shell's panel docks beside it). */}
        <AskTutorButton questionId={q.id} userExamId={null} wrong={false} />
      </Group>
      {preview.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : preview.isError ? (
        <Alert color="red">{errorMessageOf(preview.error)}</Alert>
      ) : (
        <QuestionPreviewView preview={preview.data} />
      )}
    </Paper>
  );
}

/** /questions/:id: everything of a question, its key, versions, statistics, and what the author can do with it. */
export function QuestionDetailScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation('questions');
  const client = useQueryClient();
  const navigate = useNavigate();
  const detail = useQuery(questionQueries.detail(id));
  const remove = useMutation(questionMutations.remove());
  const duplicate = useMutation(questionMutations.duplicate());
  const approve = useMutation(questionMutations.approve());

  if (detail.isPending || detail.isError) return <QuestionLoadState failed={detail.isError} />;
  const q = detail.data;
  const letterOf = (choiceId: string) =>
    t('detail.choice', {
      letter: String.fromCharCode(
        65 +
          Math.max(
            0,
            q.choices.findIndex((c) => c.id === choiceId),
          ),
      ),
    });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('detail.deleteTitle'),
      children: <Text fz="sm">{q.seen ? t('detail.deleteSeen') : t('detail.deleteBody')}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(q.id, {
          onSuccess: async ({ retired }) => {
            notifySuccess(retired || q.seen ? t('detail.retired') : t('detail.deleted'));
            await refreshQuestions(client, q.id);
            await navigate('/questions/list');
          },
          onError: (e) => notifyError(errorMessageOf(e)),
        }),
    });
  const runDuplicate = () =>
    duplicate.mutate(q.id, {
      onSuccess: async (copy) => {
        notifySuccess(t('detail.duplicated'));
        await refreshQuestions(client);
        await navigate(questionEditPath(copy.id));
      },
      onError: (e) => notifyError(errorMessageOf(e)),
    });
  const runApprove = () =>
    approve.mutate(q.id, {
      onSuccess: async () => {
        notifySuccess(t('detail.approved'));
        await refreshQuestions(client, q.id);
      },
      onError: (e) =>
        notifyError(isApiError(e) && e.code === 'draft_key_mismatch' ? t('detail.keyMismatch') : errorMessageOf(e)),
    });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {t('detail.title')}
            </Title>
            <Group gap="xs">
              <Badge
                color={q.status === 'draft' ? 'orange' : q.status === 'retired' ? 'gray' : 'green'}
                variant="light"
              >
                {t(`status.${q.status}`)}
              </Badge>
              <Text fz="sm" c="gray.7">
                {t('detail.version', { version: q.version })}
              </Text>
              {q.shared && (
                <Badge variant="outline" color="gray">
                  {t('list.shared')}
                </Badge>
              )}
            </Group>
          </Stack>
          <Group gap="xs">
            <Button component={Link} to="/questions/list" variant="default">
              {t('detail.back')}
            </Button>
            {q.status === 'draft' && q.editable && (
              <Button color="green" onClick={runApprove} loading={approve.isPending}>
                {t('detail.approve')}
              </Button>
            )}
            {q.editable && (
              <Button component={Link} to={questionEditPath(q.id)}>
                {t('actions.edit')}
              </Button>
            )}
            <Button variant="light" onClick={runDuplicate} loading={duplicate.isPending}>
              {t('detail.duplicate')}
            </Button>
            {q.editable && q.status !== 'retired' && (
              <Button variant="light" color="red" onClick={confirmDelete} loading={remove.isPending}>
                {t('actions.delete')}
              </Button>
            )}
          </Group>
        </Group>
        {q.status === 'draft' && <DraftFlags flags={q.flags} />}
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
            <Fact label={t('fields.kind')}>{t(`kind.${q.kind}`)}</Fact>
            <Fact label={t('fields.section')}>{t(`section.${q.section}`)}</Fact>
            <Fact label={t('fields.type')}>{t(`type.${q.type}`)}</Fact>
            <Fact label={t('fields.subject')}>{q.subject || '—'}</Fact>
            <Fact label={t('fields.source')}>{q.source || '—'}</Fact>
            <Fact label={t('fields.difficulty')}>{q.difficulty ? t(`difficulty.${q.difficulty}`) : '—'}</Fact>
            <Fact label={t('detail.key')}>
              <KeyText q={q} />
            </Fact>
            <Fact label={t('fields.irt')}>{q.irt ? `a ${q.irt.a} · b ${q.irt.b} · c ${q.irt.c}` : '—'}</Fact>
            <Fact label={t('fields.passage')}>
              {q.passage ? (
                q.passage.title ? (
                  <span data-i18n-exempt>{q.passage.title}</span>
                ) : (
                  t('passage.untitled')
                )
              ) : (
                '—'
              )}
            </Fact>
            <Fact label={t('fields.labels')}>
              {q.labels.length === 0 ? '—' : <QuestionLabelBadges labels={q.labels} />}
            </Fact>
            <Fact label={t('detail.usage')}>
              {t('detail.usedIn', { count: q.usedIn })} · {q.seen ? t('detail.seen') : t('detail.unseen')}
            </Fact>
            <Fact label={t('detail.author')}>{q.author?.name ?? '—'}</Fact>
            <Fact label={t('detail.updated')}>{formatDateTime(q.updatedAt, i18n.language)}</Fact>
          </SimpleGrid>
        </Paper>
        <PreviewSection q={q} />
        <Paper withBorder p="md">
          <QuestionStatsPanel id={q.id} letterOf={letterOf} />
        </Paper>
      </Stack>
    </Container>
  );
}
