import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QuestionLoadState } from './question-load-state.tsx';
import { Navigate } from 'react-router';
import { QuestionForm } from './question-form.tsx';
import { questionPath, questionQueries } from './questions.api.ts';
import { TitledPage } from '../../components/titled-page.tsx';

/** /questions/add. */
export function QuestionAddScreen() {
  const { t } = useTranslation('questions');
  return (
    <TitledPage size="lg" title={t('form.addTitle')}>
      <QuestionForm question={null} />
    </TitledPage>
  );
}

/** /questions/:id/edit: a question attempts have seen is saved as a new version (attempts keep theirs). */
export function QuestionEditScreen({ id }: { id: string }) {
  const { t } = useTranslation('questions');
  const detail = useQuery(questionQueries.detail(id));
  if (detail.isPending || detail.isError) return <QuestionLoadState failed={detail.isError} />;
  if (!detail.data.editable) return <Navigate to={questionPath(id)} replace />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('form.editTitle')}
          </Title>
          {detail.data.seen && <Text c="gray.7">{t('form.seenNotice')}</Text>}
        </Stack>
        <QuestionForm key={detail.data.id} question={detail.data} />
      </Stack>
    </Container>
  );
}
