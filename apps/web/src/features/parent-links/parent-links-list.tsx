import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ParentLinkView } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EnterCodeForm } from './enter-code-form.tsx';
import { LinkStatusBadge } from './link-status-badge.tsx';
import { personName } from './link-people.ts';
import { parentLinkQueries } from './parent-links.api.ts';
import { useLinkActions } from './use-link-actions.ts';

function ParentLinkRow({ link }: { link: ParentLinkView }) {
  const { t } = useTranslation('profile');
  const { removeLink, pending } = useLinkActions();
  const name = personName(link.student);
  const accepted = link.status === 'accepted' && link.student.id;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="parent-link">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={0}>
            {accepted ? (
              <Anchor
                component={Link}
                to={`/parent/children/${link.student.id}`}
                fw={600}
                aria-label={t('parent.view', { name })}
              >
                {name}
              </Anchor>
            ) : (
              <Text fw={600}>{name}</Text>
            )}
            {link.student.name && (
              <Text size="sm" c="gray.7">
                {link.student.email}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <LinkStatusBadge status={link.status} />
            {link.status === 'pending' ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => removeLink(link, 'cancel')}
                disabled={pending}
                aria-label={t('links.cancelNamed', { email: link.student.email })}
              >
                {t('links.cancel')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => removeLink(link, 'remove')}
                disabled={pending}
                aria-label={t('links.removeNamed', { name })}
              >
                {t('links.remove')}
              </Button>
            )}
          </Group>
        </Group>
        {link.status === 'pending' && (
          <>
            <Text size="sm">{t('links.waiting', { email: link.student.email })}</Text>
            <EnterCodeForm link={link} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** A parent's children: linked ones lead to their page; pending requests say so, with the code form and Cancel. */
export function ParentLinksList() {
  const { t } = useTranslation('profile');
  const query = useQuery(parentLinkQueries.mine());
  const links = query.data ?? [];
  if (query.isSuccess && links.length === 0) return <Text c="gray.7">{t('parent.none')}</Text>;
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('parent.children')}
    >
      {links.map((link) => (
        <ParentLinkRow key={link.id} link={link} />
      ))}
    </Stack>
  );
}
