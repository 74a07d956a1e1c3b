import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { useHomePath } from '../features/session/use-home-path.ts';

/** True when this document was loaded at the current address (a full page load, not in-app navigation). */
const loadedAtThisAddress = (): boolean => {
  const entry = performance.getEntriesByType('navigation')[0];
  return !!entry && entry.name.split('#')[0] === window.location.href.split('#')[0];
};

/**
 * A runner path reached by in-app navigation: the runners are their own light React root that main.tsx
 * boots on a full page load, so this page replaces the document with the same address. If the app
 * itself was loaded here (the runner root did not take over), it explains instead of reloading forever.
 */
export function ExamRunnerHandoffPage() {
  const { t } = useTranslation('exams');
  const homePath = useHomePath();
  const fullLoad = loadedAtThisAddress();

  useEffect(() => {
    if (!fullLoad) window.location.replace(window.location.href);
  }, [fullLoad]);

  if (!fullLoad) return <FullScreenLoader visible />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('handoff.title')}
        </Title>
        <Text>{t('handoff.body')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('handoff.reload')}</Button>
          <Button component={Link} to={homePath} variant="default">
            {t('handoff.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
