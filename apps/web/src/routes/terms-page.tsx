import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/session/use-session.ts';

interface TermsSection {
  title: string;
  body: string[];
}

/** Terms of service, written for a white-label tutoring platform; the brand name is filled in. */
export function TermsPage() {
  const { t } = useTranslation('pages');
  const { tenant } = useSession();
  const vars = { name: tenant.name, email: tenant.contact_email ?? t('terms.noEmail') };
  const sections = t('terms.sections', { ...vars, returnObjects: true }) as unknown as TermsSection[];
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('terms.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('terms.updated')}
          </Text>
        </div>
        <Text>{t('terms.intro', vars)}</Text>
        {sections.map((section, i) => (
          <section key={section.title} aria-labelledby={`terms-${i}`}>
            <Title order={2} fz="h4" id={`terms-${i}`} mb="xs">
              {section.title}
            </Title>
            <Stack gap="xs">
              {section.body.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
