import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomePath } from '../features/session/use-home-path.ts';

function StatusPage({
  code,
  titleKey,
  bodyKey,
  action,
}: {
  code: string;
  titleKey: 'forbidden' | 'notFound' | 'plansForbidden';
  bodyKey: 'forbidden' | 'notFound' | 'plansForbidden';
  action?: { to: string; label: string };
}) {
  const { t } = useTranslation('pages');
  const home = useHomePath();
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Text fz={64} fw={800} c="dimmed" aria-hidden lh={1}>
          {code}
        </Text>
        <Title order={1}>{t(`status.${titleKey}.title`)}</Title>
        <Text>{t(`status.${bodyKey}.body`)}</Text>
        <Group>
          {action && (
            <Button component={Link} to={action.to}>
              {action.label}
            </Button>
          )}
          <Button component={Link} to={home} variant={action ? 'default' : 'filled'}>
            {t('status.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

export const ForbiddenPage = () => <StatusPage code="403" titleKey="forbidden" bodyKey="forbidden" />;
export const NotFoundPage = () => <StatusPage code="404" titleKey="notFound" bodyKey="notFound" />;
export function PlansForbiddenPage() {
  const { t } = useTranslation('pages');
  return (
    <StatusPage
      code="403"
      titleKey="plansForbidden"
      bodyKey="plansForbidden"
      action={{ to: '/student/plans', label: t('status.plansForbidden.action') }}
    />
  );
}
