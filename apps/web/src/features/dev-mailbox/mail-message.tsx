import { Accordion, Group, Stack, Text } from '@mantine/core';
import type { MailView } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';

/** Links open in a new tab, outside the sandbox, so a demo user can follow reset and verify links. */
const withBaseTarget = (html: string) => `<base target="_blank">${html}`;

export function MailMessage({ mail }: { mail: MailView }) {
  const { t, i18n } = useTranslation('pages');
  const date = formatDateTime(mail.sent_at ?? mail.created_at, i18n.language, 'numeric');
  return (
    <Accordion.Item value={mail.id}>
      <Accordion.Control>
        <Stack gap={0}>
          <Text fw={600}>{mail.subject}</Text>
          <Group gap="md">
            <Text size="sm" c="dimmed">
              {t('mailbox.to', { to: mail.to })}
            </Text>
            <Text size="sm" c="dimmed">
              {date}
            </Text>
          </Group>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <iframe
          title={t('mailbox.frameTitle', { subject: mail.subject })}
          srcDoc={withBaseTarget(mail.html)}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          style={{
            width: '100%',
            minHeight: 420,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
            background: '#fff',
          }}
        />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
