import { Anchor, Container, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session.ts';

/** `/blogs` (spec §2): leaves for the tenant's blog (the `blogUrl` setting, issue 17), replacing this history entry. */
export function BlogsRedirect({ url }: { url: string }) {
  const { t } = useTranslation('publicPages');
  const { tenant } = useSession();
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('blogs.leaving', { name: tenant.name })}</Text>
        <Anchor href={url} rel="noopener">
          {t('blogs.continue')}
        </Anchor>
      </Stack>
    </Container>
  );
}
