import { Anchor, Avatar, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/query-states.tsx';
import { EducatorParentLinksSection } from '../parent-links/educator-parent-links-section.tsx';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { useGradeOptions } from '../profile/student-profile-fields.tsx';
import { Fact } from './class-facts.tsx';
import { learningQueries } from './learning.api.ts';
import { ResultsTable } from './results-table.tsx';
import { SkillProgress } from './skill-progress.tsx';
import { StudyStats } from '../flashcards/study-stats.tsx';
import { TutorConversationsSection } from './tutor-conversations-section.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { SectionCard } from '../../components/section-card.tsx';

const classPath = (id: string) => `/classes/${encodeURIComponent(id)}`;

/** /educator/students/:id — a student seen by their teacher: profile, classes, recent results, skills, parent links, tutor chats. */
export function EducatorStudentScreen({ studentId }: { studentId: string }) {
  const { t } = useTranslation('learning');
  const dates = useDateFormat();
  const grades = useGradeOptions();
  const query = useQuery(learningQueries.teacherStudent(studentId));
  const view = query.data;

  return (
    <PageWithBack size="lg" back="/educator/students" backLabel={t('student.back')}>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !view ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={72} />
          <Skeleton h={200} />
        </Stack>
      ) : (
        <>
          <Group gap="lg" wrap="nowrap">
            <Avatar size={64} radius={64} color="brand" aria-hidden>
              {view.user.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={2}>
              <Title order={1} fz="h2">
                {view.user.name}
              </Title>
              {view.user.email && <Text c="gray.7">{view.user.email}</Text>}
            </Stack>
          </Group>
          <SectionCard id="student-profile" title={t('student.profile')}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              <Fact label={t('student.username')}>
                <span data-i18n-exempt>{view.user.username ?? '—'}</span>
              </Fact>
              <Fact label={t('student.school')}>
                <span data-i18n-exempt>{view.user.school ?? '—'}</span>
              </Fact>
              <Fact label={t('student.grade')}>
                {grades.find((g) => g.value === String(view.user.grade_level))?.label ?? '—'}
              </Fact>
              <Fact label={t('student.phone')}>{view.user.phone ?? '—'}</Fact>
              <Fact label={t('student.joined')}>{dates.date(view.user.created_at)}</Fact>
            </SimpleGrid>
          </SectionCard>
          <SectionCard id="student-classes" title={t('student.classes')}>
            {view.classes.length === 0 ? (
              <Text c="gray.7">{t('student.noClasses')}</Text>
            ) : (
              <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {view.classes.map((c) => (
                  <li key={c.id}>
                    <Anchor component={Link} to={classPath(c.id)}>
                      {c.name}
                    </Anchor>
                  </li>
                ))}
              </Group>
            )}
          </SectionCard>
          <SectionCard id="student-results" title={t('student.recent')}>
            {view.recent.length === 0 ? (
              <Text c="gray.7">{t('results.empty')}</Text>
            ) : (
              <ResultsTable rows={view.recent} educator caption={t('student.recent')} />
            )}
          </SectionCard>
          <SectionCard id="student-skills" title={t('progress.title')}>
            <SkillProgress stats={view.skills} />
          </SectionCard>
          <StudyStats userId={studentId} />
          <EducatorParentLinksSection studentId={studentId} />
          <TutorConversationsSection studentId={studentId} />
        </>
      )}
    </PageWithBack>
  );
}
