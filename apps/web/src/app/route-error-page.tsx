import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../lib/api-error.ts';
import { isChunkLoadError } from './chunk-load.ts';

/** The chunk-load notice of spec §8: refresh, change network, or contact support. */
export function ChunkLoadNotice() {
  const { t } = useTranslation('errors');
  return (
    <Container size="sm" py="xl">
      <Alert color="orange" title={t('chunk.title')} role="alert">
        <Stack gap="sm">
          <Text>{t('chunk.body')}</Text>
          <Group>
            <Button onClick={() => window.location.reload()}>{t('chunk.refresh')}</Button>
          </Group>
        </Stack>
      </Alert>
    </Container>
  );
}

/** Error element of every route: keeps the shell, explains, and offers a way on. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  if (isChunkLoadError(error)) return <ChunkLoadNotice />;
  const notFound = (isRouteErrorResponse(error) && error.status === 404) || (isApiError(error) && error.status === 404);
  if (!notFound) console.error(error);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{notFound ? t('notFound.title') : t('crash.title')}</Title>
        <Text>{notFound ? t('notFound.body') : t('crash.body')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('chunk.refresh')}</Button>
          <Button component={Link} to="/" variant="default">
            {t('goHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
