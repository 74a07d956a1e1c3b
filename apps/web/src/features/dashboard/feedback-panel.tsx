import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { feedbackQueries } from './dashboard.api.ts';

const SHOWN = 8;

/** Super admin dashboard: the newest bug reports and recommendations from every tenant. */
export function FeedbackPanel() {
  const { t, i18n } = useTranslation('dashboard');
  const { data } = useQuery(feedbackQueries.latest());
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="sm">
        {t('feedback.title')}
      </Title>
      {data && data.length === 0 && <Text c="dimmed">{t('noRecent')}</Text>}
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data?.slice(0, SHOWN).map((f) => (
          <Stack key={f.id} component="li" gap={2}>
            <Group gap="xs" wrap="wrap">
              <Badge size="sm" variant="light" color={f.type === 'bug' ? 'red' : 'brand'}>
                {t(`feedback.${f.type}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {f.tenant} · {f.page} ·{' '}
                <time dateTime={f.created_at}>{formatDateTime(f.created_at, i18n.language)}</time>
              </Text>
            </Group>
            <Text size="sm" lineClamp={3}>
              {f.details}
            </Text>
            <Group gap="sm">
              <Text size="xs" c="dimmed">
                {f.user ? (f.user.name ?? f.user.email) : t('feedback.anonymous')}
              </Text>
              {f.screenshot && (
                <Anchor href={f.screenshot} target="_blank" rel="noreferrer" size="xs">
                  {t('feedback.screenshot')}
                </Anchor>
              )}
            </Group>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
