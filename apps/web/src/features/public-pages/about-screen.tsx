import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/use-session.ts';

const EXAMS = ['sat', 'act', 'toefl', 'shsat'] as const;

/** The public About page (issue 17): the tenant's brand, the exams it prepares for, and how to reach it. */
export function AboutScreen({ contactPath }: { contactPath: string }) {
  const { t } = useTranslation('publicPages');
  const { tenant } = useSession();
  const email = tenant.contact_email;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('about.title', { name: tenant.name })}</Title>
        <Text size="lg">{t('about.intro', { name: tenant.name })}</Text>
        <section aria-labelledby="about-exams">
          <Stack gap="sm">
            <Title order={2} id="about-exams">
              {t('about.offersTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {EXAMS.map((exam) => (
                <Card key={exam} withBorder padding="lg" component="article">
                  <Title order={3} size="h4">
                    {t(`about.exams.${exam}.title`)}
                  </Title>
                  <Text mt="xs">{t(`about.exams.${exam}.body`)}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        </section>
        <section aria-labelledby="about-people">
          <Stack gap="xs">
            <Title order={2} id="about-people">
              {t('about.peopleTitle')}
            </Title>
            <Text>{t('about.people')}</Text>
          </Stack>
        </section>
        <section aria-labelledby="about-contact">
          <Stack gap="xs" align="flex-start">
            <Title order={2} id="about-contact">
              {t('about.contactTitle')}
            </Title>
            <Text>{email ? t('about.contactWithEmail', { email }) : t('about.contactWithoutEmail')}</Text>
            {email && <Anchor href={`mailto:${email}`}>{email}</Anchor>}
            <Anchor component={Link} to={contactPath}>
              {t('about.contactLink')}
            </Anchor>
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
