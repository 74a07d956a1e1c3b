import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ChildSummary } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const childName = (c: ChildSummary) =>
  [c.first_name, c.last_name].filter(Boolean).join(' ') || c.username || c.email;

/** A parent's linked students, each leading to the child's profile. */
export function ChildrenList({ items, linkable = true }: { items: ChildSummary[]; linkable?: boolean }) {
  const { t } = useTranslation('profile');
  if (items.length === 0) return <Text c="dimmed">{t('parent.none')}</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((child) => (
        <Paper key={child.id} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              {linkable ? (
                <Anchor
                  component={Link}
                  to={`/parent/children/${child.id}`}
                  fw={600}
                  aria-label={t('parent.view', { name: childName(child) })}
                >
                  {childName(child)}
                </Anchor>
              ) : (
                <Text fw={600}>{childName(child)}</Text>
              )}
              <Text size="sm" c="dimmed">
                {child.email}
              </Text>
            </Stack>
            <Badge color={child.email_verified_at ? 'green' : 'gray'} variant="light">
              {child.email_verified_at ? t('parent.verified') : t('parent.unverified')}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
