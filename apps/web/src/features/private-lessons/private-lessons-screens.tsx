import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { useSession } from '../session/use-session.ts';
import { RequestForm } from './request-form.tsx';
import { RequestList } from './request-list.tsx';

/** `/private-lessons`: a student's or parent's request form and their requests with the booked times. */
export function FamilyPrivateLessonsScreen() {
  const { t } = useTranslation('privateLessons');
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('family.title')} subtitle={t('family.intro')} />
        <RequestForm user={user} />
        <Stack gap="sm" component="section" aria-labelledby="private-mine-title">
          <Title order={2} fz="h4" id="private-mine-title">
            {t('family.mine')}
          </Title>
          <RequestList side="family" />
        </Stack>
      </Stack>
    </Container>
  );
}

/** `/educator/private-lessons`: the teacher's (or the admins') queue: accept a time, propose others, decline. */
export function EducatorPrivateLessonsScreen() {
  const { t } = useTranslation('privateLessons');
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('educator.title')} subtitle={t('educator.intro')} />
        <RequestList side="educator" />
      </Stack>
    </Container>
  );
}
