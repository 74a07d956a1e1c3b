import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { LinkStatusBadge } from './link-status-badge.tsx';
import { personName } from './link-people.ts';
import { parentLinkQueries } from './parent-links.api.ts';
import { useLinkActions } from './use-link-actions.ts';

/** On an educator's view of a student: the student's parent links (requests too), each with Remove. */
export function EducatorParentLinksSection({ studentId }: { studentId: string }) {
  const { t } = useTranslation('profile');
  const dates = useDateFormat();
  const query = useQuery(parentLinkQueries.ofStudent(studentId));
  const { removeLink, pending } = useLinkActions();
  if (query.isError) return null;
  const links = query.data ?? [];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="student-parent-links">
      <Title order={2} fz="h4" mb="sm" id="student-parent-links">
        {t('links.title')}
      </Title>
      {query.isSuccess && links.length === 0 ? (
        <Text c="gray.7">{t('links.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {links.map((link) => (
            <Paper key={link.id} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={0}>
                  <Text fw={600}>{personName(link.parent)}</Text>
                  <Text size="sm" c="gray.7">
                    {link.parent.email}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {link.status === 'accepted'
                      ? t('links.acceptedOn', { date: dates.date(link.accepted_at) })
                      : t('links.requestedOn', { date: dates.date(link.created_at) })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <LinkStatusBadge status={link.status} />
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => removeLink(link, 'remove')}
                    disabled={pending}
                    aria-label={t('links.removeNamed', { name: personName(link.parent) })}
                  >
                    {t('links.remove')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
