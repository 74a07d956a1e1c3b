import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { personName } from '../../lib/person-name.ts';
import { LinkList, LinkRow, ParentOnLink, RemoveLinkButton } from './link-rows.tsx';
import { parentLinkQueries } from './parent-links.api.ts';
import { useLinkActions } from './use-link-actions.ts';
import { SectionCard } from '../../components/section-card.tsx';

/** On an educator's view of a student: the student's parent links (requests too), each with Remove. */
export function EducatorParentLinksSection({ studentId }: { studentId: string }) {
  const { t } = useTranslation('profile');
  const query = useQuery(parentLinkQueries.ofStudent(studentId));
  const { removeLink, pending } = useLinkActions();
  if (query.isError) return null;
  const links = query.data ?? [];
  return (
    <SectionCard id="student-parent-links" title={t('links.title')}>
      {query.isSuccess && links.length === 0 ? (
        <Text c="gray.7">{t('links.none')}</Text>
      ) : (
        <LinkList>
          {links.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              who={<ParentOnLink link={link} />}
              actions={
                <RemoveLinkButton
                  name={personName(link.parent)}
                  onRemove={() => removeLink(link, 'remove')}
                  pending={pending}
                />
              }
            />
          ))}
        </LinkList>
      )}
    </SectionCard>
  );
}
