import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/query-states.tsx';
import { aiExplanationQueries } from './ai-explanation.api.ts';

/**
 * Issue 17, on the explanations page: "AI explanation" under a question. The first click asks the server
 * (the tenant's model, or the offline tutor that says it is offline); the answer is shown in a panel below,
 * labelled by its source, in the reader's language.
 */
export function AiExplanationPanel({
  questionId,
  questionNumber,
  userExamId,
}: {
  questionId: string;
  questionNumber: number;
  userExamId: string | null;
}) {
  const { t, i18n } = useTranslation('hub');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const query = useQuery({
    ...aiExplanationQueries.explanation(questionId, userExamId, i18n.language),
    enabled: open,
  });
  const data = query.data;
  return (
    <Stack gap="xs" style={{ flexBasis: '100%' }}>
      <Group>
        <Button
          variant="light"
          leftSection={<IconSparkles size={18} aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('explain.hide') : t('explain.open')}
        </Button>
      </Group>
      {open && (
        <Paper id={panelId} withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={3} fz="h5" id={titleId}>
                {t('explain.title', { number: questionNumber })}
              </Title>
              {data && (
                <Badge variant="light" color={data.source === 'error' ? 'red' : 'gray'} c="dark.7" tt="none">
                  {data.source === 'offline'
                    ? t('explain.offline')
                    : data.source === 'model'
                      ? t('explain.model')
                      : t('explain.failed')}
                </Badge>
              )}
            </Group>
            {query.isError ? (
              <LoadError error={query.error} onRetry={() => void query.refetch()} />
            ) : !data ? (
              <Group gap="xs" role="status">
                <Loader size="sm" aria-hidden />
                <Text size="sm">{t('explain.loading')}</Text>
              </Group>
            ) : data.source === 'error' ? (
              <Alert color="red" variant="light" role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{data.content}</Text>
                  <Button size="xs" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
                    {t('explain.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="ai-explanation-text">
                {data.content}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
