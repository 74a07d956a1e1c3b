import { Alert, Container, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A question's page before its question is in: a spinner while it loads, the failure if it did not. */
export function QuestionLoadState({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation('questions');
  if (!failed) return <Loader role="status" aria-label={t('loading')} m="xl" />;
  return (
    <Container py="xl">
      <Alert color="red" role="alert">
        {t('loadFailed')}
      </Alert>
    </Container>
  );
}
