import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { learningQueries } from './learning.api.ts';
import { SectionCard } from '../../components/section-card.tsx';

/**
 * The student's AI-tutor conversations for their teacher (issue 6, GET /api/ai/students/:id/conversations).
 * Hidden while the endpoint answers 404 (not there yet, or nothing the caller may read) or fails.
 */
export function TutorConversationsSection({ studentId }: { studentId: string }) {
  const { t } = useTranslation('learning');
  const dates = useDateFormat();
  const query = useQuery(learningQueries.tutorConversations(studentId));
  if (!query.data) return null;
  const conversations = query.data;
  return (
    <SectionCard id="tutor-conversations" title={t('tutor.title')}>
      {conversations.length === 0 ? (
        <Text c="gray.7">{t('tutor.empty')}</Text>
      ) : (
        <Accordion variant="separated" chevronPosition="left">
          {conversations.map((c) => (
            <Accordion.Item key={c.id} value={c.id}>
              <Accordion.Control>
                <Stack gap={2}>
                  <Text fw={600} lineClamp={2}>
                    {c.question_excerpt}
                  </Text>
                  <Group gap="xs">
                    {c.test_title && (
                      <Text size="xs" c="gray.7">
                        {c.test_title}
                      </Text>
                    )}
                    <Text size="xs" c="gray.7">
                      {t('tutor.messages', { count: c.message_count })} ·{' '}
                      <time dateTime={c.updated_at}>{dates.dateTime(c.updated_at)}</time>
                    </Text>
                    {c.closed && (
                      <Badge size="xs" variant="light" color="gray" c="gray.8">
                        {t('tutor.closed')}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {c.messages.map((m, i) => (
                    <li key={`${m.dateTime}-${i}`}>
                      <Text size="xs" fw={700} c={m.role === 'user' ? 'blue.9' : 'teal.9'}>
                        {t(`tutor.role.${m.role}`)} · <time dateTime={m.dateTime}>{dates.time(m.dateTime)}</time>
                      </Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {m.content}
                      </Text>
                    </li>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </SectionCard>
  );
}
