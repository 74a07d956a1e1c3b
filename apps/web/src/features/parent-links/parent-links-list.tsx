import { Anchor, Button, Text } from '@mantine/core';
import type { ParentLinkView } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EnterCodeForm } from './enter-code-form.tsx';
import { personName } from '../../lib/person-name.ts';
import { LinkList, LinkRow, RemoveLinkButton } from './link-rows.tsx';
import { parentLinkQueries } from './parent-links.api.ts';
import { useLinkActions } from './use-link-actions.ts';

function ParentLinkRow({ link }: { link: ParentLinkView }) {
  const { t } = useTranslation('profile');
  const { removeLink, pending } = useLinkActions();
  const name = personName(link.student);
  const accepted = link.status === 'accepted' && link.student.id;
  return (
    <LinkRow
      link={link}
      testId="parent-link"
      who={
        <>
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
        </>
      }
      actions={
        link.status === 'pending' ? (
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
          <RemoveLinkButton name={name} onRemove={() => removeLink(link, 'remove')} pending={pending} />
        )
      }
      below={
        link.status === 'pending' && (
          <>
            <Text size="sm">{t('links.waiting', { email: link.student.email })}</Text>
            <EnterCodeForm link={link} />
          </>
        )
      }
    />
  );
}

/** A parent's children: linked ones lead to their page; pending requests say so, with the code form and Cancel. */
export function ParentLinksList() {
  const { t } = useTranslation('profile');
  const query = useQuery(parentLinkQueries.mine());
  const links = query.data ?? [];
  if (query.isSuccess && links.length === 0) return <Text c="gray.7">{t('parent.none')}</Text>;
  return (
    <LinkList label={t('parent.children')}>
      {links.map((link) => (
        <ParentLinkRow key={link.id} link={link} />
      ))}
    </LinkList>
  );
}
