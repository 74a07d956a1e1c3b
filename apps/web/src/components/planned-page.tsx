import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlannedKey } from '../app/route-meta.ts';

export interface PlannedPageProps {
  /** Which planned screen (`pages:planned.<key>`): title and what it will do. */
  plannedKey: PlannedKey;
  values?: Record<string, string>;
  /** Where "Back" goes; by default the user's home. */
  homePath?: string;
}

/**
 * An honest placeholder for a screen a later release fills: it says what will be here, and
 * offers a way back. It never pretends to work.
 */
export function PlannedPage({ plannedKey, values = {}, homePath = '/' }: PlannedPageProps) {
  const { t } = useTranslation('pages');
  // The key is checked through PlannedKey; interpolation differs per key, so widen only here.
  const tPlanned = t as unknown as (
    key: `planned.${PlannedKey}.${'title' | 'body'}`,
    options: Record<string, string>,
  ) => string;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size="lg" radius="xl" variant="light" aria-hidden>
              <IconTools size={20} />
            </ThemeIcon>
            <Title order={1} fz="h2">
              {tPlanned(`planned.${plannedKey}.title`, values)}
            </Title>
          </Group>
          <Text c="dimmed" fw={600} tt="uppercase" fz="xs">
            {t('plannedCommon.badge')}
          </Text>
          <Text>{tPlanned(`planned.${plannedKey}.body`, values)}</Text>
          <Group>
            <Button component={Link} to={homePath} variant="light">
              {t('plannedCommon.back')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
