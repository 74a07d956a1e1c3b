import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { homeAreaOf, type SessionUser } from '@prepwell/contracts';
import { IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/use-session.ts';
import { currentBrowserVariant, useAdBlock } from './ad-block-store.ts';

const plansPathOf = (user: SessionUser | null) =>
  user && homeAreaOf(user) === 'educator' ? '/educator/plans' : '/student/plans';

/** The spec's per-browser instructions, the Pro hint and "Check again". */
function AdBlockInstructions({ onRecheck }: { onRecheck: () => Promise<void> }) {
  const { t } = useTranslation('banners');
  const { user } = useSession();
  const variant = currentBrowserVariant();
  const [checking, setChecking] = useState(false);
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="ad-block-variant" data-variant={variant}>
        {t(`adBlock.${variant}`)}
      </Text>
      <Group gap="sm">
        <Text size="sm">{t('adBlock.pro')}</Text>
        <Anchor component={Link} to={plansPathOf(user)} size="sm" c="var(--mantine-color-text)" underline="always">
          {t('adBlock.proLink')}
        </Anchor>
      </Group>
      <Group>
        <Button
          size="xs"
          variant="default"
          loading={checking}
          onClick={() => {
            setChecking(true);
            void onRecheck().finally(() => setChecking(false));
          }}
        >
          {t('adBlock.recheck')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The banner when the tenant lets an ad blocker keep the page (the default): dismissable for the visit. */
export function AdBlockBanner({ onRecheck }: { onRecheck: () => Promise<void> }) {
  const { t } = useTranslation('banners');
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISS_KEY) === '1');
  if (dismissed) return null;
  return (
    <Container size="lg" pt="sm">
      <Alert
        data-testid="ad-block-banner"
        color="yellow"
        variant="light"
        icon={<IconShieldOff size={18} aria-hidden />}
        title={t('adBlock.title')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        withCloseButton
        closeButtonLabel={t('adBlock.dismiss')}
        onClose={() => {
          sessionStorage.setItem(DISMISS_KEY, '1');
          setDismissed(true);
        }}
      >
        <AdBlockInstructions onRecheck={onRecheck} />
      </Alert>
    </Container>
  );
}
const DISMISS_KEY = 'pw_ad_block_dismissed';

/**
 * Spec §1: "the page shows only a title instead of the routed content" — when the tenant turns that on,
 * the root layout shows this in place of the page (never on the runner's pages). Default export for lazy.
 */
export default function AdBlockWall() {
  const { t } = useTranslation('banners');
  const { recheck } = useAdBlock(true);
  return (
    <Container size="sm" py="xl" data-testid="ad-block-wall">
      <Stack>
        <Title order={1}>{t('adBlock.title')}</Title>
        <AdBlockInstructions onRecheck={recheck} />
      </Stack>
    </Container>
  );
}
