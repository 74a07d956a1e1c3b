import { Anchor, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { DashboardView } from '@prepwell/contracts';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { Link } from 'react-router';
import { hasWrittenText, useActivityDetail } from './activity-detail.ts';

/** Server keys are open-ended strings; a key without a translation shows a readable fallback. */
const useLabel = () => {
  const { t, i18n } = useTranslation('dashboard');
  const loose = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (group: 'stats' | 'checklist' | 'activity', key: string) =>
    i18n.exists(`dashboard:${group}.${key}`) ? loose(`${group}.${key}`) : key.replace(/_/g, ' ');
};

export function StatCards({ stats }: { stats: DashboardView['stats'] }) {
  const label = useLabel();
  const { i18n } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: Math.min(4, Math.max(stats.length, 1)) }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {stats.map((s) => (
        <Paper key={s.key} component="li" withBorder p="md" radius="md">
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {label('stats', s.key)}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {formatNumber(s.value, i18n.language)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

const CHECK_LINKS: Record<string, string> = { avatar: 'profile', email_verified: 'profile', binding_finished: '' };

export function Checklist({ items, profilePath }: { items: DashboardView['checklist']; profilePath: string }) {
  const { t } = useTranslation('dashboard');
  const label = useLabel();
  if (items.length === 0) return null;
  const done = items.filter((i) => i.done).length;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('checklistTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('checklistProgress', { done, total: items.length })}
        </Text>
      </Group>
      <List spacing="xs" center>
        {items.map((item) => (
          <List.Item
            key={item.key}
            icon={
              <ThemeIcon color={item.done ? 'green' : 'gray'} variant="light" radius="xl" size={24}>
                {item.done ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleDashed size={16} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Group gap="xs">
              <Text td={item.done ? 'line-through' : undefined} c={item.done ? 'dimmed' : undefined}>
                {label('checklist', item.key)}
              </Text>
              <Text
                component="span"
                className="sr-only"
                style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                {item.done ? t('done') : t('todo')}
              </Text>
              {!item.done && CHECK_LINKS[item.key] && (
                <Anchor component={Link} to={profilePath} size="sm">
                  {t('fix')}
                </Anchor>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

export function RecentList({ items, title }: { items: DashboardView['recent']; title: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const label = useLabel();
  const detailOf = useActivityDetail();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('noRecent')}</Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, i) => (
            <Group key={`${item.at}-${i}`} component="li" justify="space-between" wrap="nowrap" gap="sm">
              {/* A long unbroken detail (an e-mail address) wraps instead of widening the page on a phone. */}
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Text span fw={600}>
                  {label('activity', item.key)}
                </Text>
                {item.detail ? ' · ' : ''}
                {item.detail && (
                  // Text a person wrote (a class name, a device's name) stays as written: the sweep skips it.
                  <span {...(hasWrittenText(item.key, item.detail) ? { 'data-i18n-exempt': true } : {})}>
                    {detailOf(item.key, item.detail)}
                  </span>
                )}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={item.at}>{formatDateTime(item.at, i18n.language)}</time>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
