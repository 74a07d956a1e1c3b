import { Button, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { formatParentLinkCode, type ParentLinkCodeView, type ParentLinkView } from '@prepwell/contracts';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { personName } from '../../lib/person-name.ts';
import { AcceptDeclineButtons, LinkList, LinkRow, ParentOnLink, RemoveLinkButton } from './link-rows.tsx';
import { parentLinkMutations, parentLinkQueries } from './parent-links.api.ts';
import { useLinkActions } from './use-link-actions.ts';

/** The student's one-time code: made on demand, shown once (only its hash is kept), valid 30 minutes. */
function ConsentCode() {
  const { t } = useTranslation('profile');
  const dates = useDateFormat();
  const [code, setCode] = useState<ParentLinkCodeView | null>(null);
  const make = useMutation(parentLinkMutations.newCode());
  const shown = code ? formatParentLinkCode(code.code) : '';
  return (
    <StackedSectionCard id="consent-code-title" title={t('links.code.title')} p="lg" order={3} fz="h5">
      <Text size="sm">{t('links.code.hint')}</Text>
      {code && (
        <Group gap="md" align="center" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" fw={600} id="consent-code-label">
              {t('links.code.label')}
            </Text>
            <Text
              ff="monospace"
              fz={28}
              fw={700}
              lh={1.2}
              aria-labelledby="consent-code-label"
              data-testid="consent-code"
            >
              {shown}
            </Text>
            <Text size="sm" c="gray.7">
              {t('links.code.expires', { time: dates.time(code.expires_at) })}
            </Text>
          </Stack>
          <CopyButton value={shown} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={t('links.code.copied')} opened={copied} withArrow>
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  onClick={copy}
                >
                  {t('links.code.copy')}
                </Button>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      )}
      <Group>
        <Button
          variant={code ? 'default' : 'filled'}
          leftSection={<IconKey size={16} aria-hidden />}
          loading={make.isPending}
          onClick={() => make.mutate(undefined, { onSuccess: setCode })}
        >
          {code ? t('links.code.again') : t('links.code.generate')}
        </Button>
      </Group>
    </StackedSectionCard>
  );
}

function StudentLinkRow({ link }: { link: ParentLinkView }) {
  const { acceptLink, declineLink, removeLink, pending } = useLinkActions();
  const name = personName(link.parent);
  return (
    <LinkRow
      link={link}
      who={<ParentOnLink link={link} />}
      actions={
        link.status === 'pending' ? (
          <AcceptDeclineButtons
            name={name}
            size="xs"
            pending={pending}
            onAccept={() => acceptLink(link)}
            onDecline={() => declineLink(link)}
          />
        ) : (
          <RemoveLinkButton name={name} onRemove={() => removeLink(link, 'remove')} pending={pending} />
        )
      }
    />
  );
}

/** The student's profile tab "Parents": their parent links (requests and the accepted one) and the one-time code. */
export function StudentParentLinksPanel() {
  const { t } = useTranslation('profile');
  const query = useQuery(parentLinkQueries.mine());
  const links = query.data ?? [];
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="student-links-title">
        <Title order={3} fz="h5" id="student-links-title">
          {t('links.title')}
        </Title>
        {query.isSuccess && links.length === 0 ? (
          <Text c="gray.7">{t('links.noneStudent')}</Text>
        ) : (
          <LinkList>
            {links.map((link) => (
              <StudentLinkRow key={link.id} link={link} />
            ))}
          </LinkList>
        )}
      </Stack>
      <ConsentCode />
    </Stack>
  );
}
