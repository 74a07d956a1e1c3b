import { Accordion, Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { devMailboxQueries } from '../features/dev-mailbox/dev-mailbox.api.ts';
import { MailMessage } from '../features/dev-mailbox/mail-message.tsx';
import { useSession } from '../features/session/use-session.ts';
import { errorMessageOf } from '../lib/notify.ts';

/** Demo servers keep e-mail in an outbox instead of sending it; this page shows it. */
export function DevMailboxPage() {
  const { t } = useTranslation('pages');
  const { tenant, user } = useSession();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? user?.email ?? '';
  const [debounced] = useDebouncedValue(to.trim().toLowerCase(), 400);
  const mails = useQuery({ ...devMailboxQueries.list(debounced), enabled: tenant.dev_mailbox });

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('mailbox.title')}</Title>
        <Text c="dimmed">{t('mailbox.intro')}</Text>
        {tenant.dev_mailbox && <Text size="sm">{t('mailbox.scope')}</Text>}
        {!tenant.dev_mailbox ? (
          <Alert color="gray">{t('mailbox.disabled')}</Alert>
        ) : (
          <>
            <Group align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                type="email"
                label={t('mailbox.filter')}
                description={t('mailbox.filterHint')}
                value={to}
                onChange={(event) =>
                  setParams(event.currentTarget.value ? { to: event.currentTarget.value } : {}, { replace: true })
                }
              />
              <Button variant="default" onClick={() => void mails.refetch()} loading={mails.isFetching}>
                {t('mailbox.refresh')}
              </Button>
            </Group>
            {mails.isError && (
              <Alert color="red" role="alert">
                {errorMessageOf(mails.error)}
              </Alert>
            )}
            {mails.data?.length === 0 && <Text>{t('mailbox.empty')}</Text>}
            {mails.data && mails.data.length > 0 && (
              <Accordion variant="separated" defaultValue={mails.data[0]?.id ?? null}>
                {mails.data.map((mail) => (
                  <MailMessage key={mail.id} mail={mail} />
                ))}
              </Accordion>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
