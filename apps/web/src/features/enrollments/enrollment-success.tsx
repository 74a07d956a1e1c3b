import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../session/use-session.ts';

/** After the form (issue 19): what happens next; the confirmation's address when the form just sent it. */
export function EnrollmentSuccess() {
  const { t } = useTranslation('enrollments');
  const { tenant } = useSession();
  const state = useLocation().state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('success.title')}</Title>
        <Alert color="green" role="status">
          {email ? t('success.body', { email, name: tenant.name }) : t('success.bodyNoEmail', { name: tenant.name })}
        </Alert>
        <Group>
          <Button component={Link} to="/enroll" variant="default">
            {t('success.another')}
          </Button>
          <Button component={Link} to="/" variant="subtle">
            {t('success.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
