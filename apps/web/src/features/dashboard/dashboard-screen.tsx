import { Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { HomeArea, SessionUser } from '@prepwell/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BindCard } from '../profile/bind-card.tsx';
import { ParentLinksList } from '../parent-links/parent-links-list.tsx';
import { StudentRequestsNotice } from '../parent-links/student-requests-notice.tsx';
import { useSession } from '../session/use-session.ts';
import { dashboardQueries } from './dashboard.api.ts';
import { Checklist, RecentList, StatCards } from './dashboard-sections.tsx';
import { AssignedTestsPanel } from './assigned-tests-panel.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';
import { PracticePanel } from './practice-panel.tsx';
import { NextLessonCard } from '../lessons/next-lesson-card.tsx';
import { StudyStats } from '../flashcards/study-stats.tsx';

// The super admin's charts load only for them, in their own chunk.
const AnalyticsPanel = lazy(() => import('../admin/analytics-panel.tsx').then((m) => ({ default: m.AnalyticsPanel })));

const PROFILE_PATH: Record<HomeArea, string> = {
  student: '/student/profile',
  educator: '/educator/profile',
  parent: '/parent/profile',
  super_admin: '/super-admin/profile',
};

const LINKS: Record<
  HomeArea,
  { to: string; key: 'profile' | 'companies' | 'users' | 'transactions' | 'students' | 'classes' | 'grading' }[]
> = {
  student: [
    { to: '/student/classes/list', key: 'classes' },
    { to: '/student/profile', key: 'profile' },
  ],
  educator: [
    { to: '/educator/students', key: 'students' },
    { to: '/classes/list', key: 'classes' },
    { to: '/educator/grading', key: 'grading' },
    { to: '/educator/profile', key: 'profile' },
  ],
  parent: [{ to: '/parent/profile', key: 'profile' }],
  super_admin: [
    { to: '/super-admin/companies', key: 'companies' },
    { to: '/super-admin/users', key: 'users' },
    { to: '/super-admin/transactions', key: 'transactions' },
  ],
};

const nameOf = (user: SessionUser | null) => user?.first_name || user?.username || '';

/** A role's dashboard: what to finish, real figures, and what happened lately (GET /api/dashboard). */
export function DashboardScreen({ area }: { area: HomeArea }) {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const { data: view } = useSuspenseQuery(dashboardQueries.mine());
  const recentTitle =
    view.role === 'educator' || view.role === 'super_admin'
      ? t('recentRegistrations')
      : view.role === 'parent'
        ? t('childrenActivity')
        : t('recentActivity');

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Title order={1} fz="h2">
              {t(`title.${area}`)}
            </Title>
            {user && (
              <Text c="dimmed">
                {/* The first sign-in (the registration's) is a welcome, later ones a welcome back (issue 17). */}
                {t(view.sign_ins !== undefined && view.sign_ins <= 1 ? 'welcomeFirst' : 'welcome', {
                  name: nameOf(user),
                })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {LINKS[area].map((l) => (
              <Button key={l.to} component={Link} to={l.to} variant="light" size="sm">
                {t(`links.${l.key}`)}
              </Button>
            ))}
          </Group>
        </Group>
        {user && area !== 'super_admin' && <BindCard user={user} />}
        {area === 'student' && <StudentRequestsNotice />}
        {/* Issue 19: a student's or a parent's next lesson. */}
        {(area === 'student' || area === 'parent') && <NextLessonCard />}
        <StatCards stats={view.stats} />
        {view.assigned && <AssignedTestsPanel items={view.assigned} />}
        {area === 'student' && <PracticePanel />}
        {area === 'student' && <StudyStats />}
        <Grid gap="lg">
          {view.checklist.length > 0 && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Checklist items={view.checklist} profilePath={PROFILE_PATH[area]} />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: view.checklist.length > 0 ? 7 : 12 }}>
            <RecentList items={view.recent} title={recentTitle} />
          </Grid.Col>
        </Grid>
        {view.role === 'super_admin' && (
          <Suspense fallback={null}>
            <AnalyticsPanel />
          </Suspense>
        )}
        {view.role === 'super_admin' && <FeedbackPanel />}
        {view.role === 'parent' && (
          <Paper withBorder p="md" radius="md">
            <Title order={2} fz="h4" mb="sm">
              {t('children')}
            </Title>
            {/* Linked children and pending requests (decision 0018); the dashboard's own list counts linked ones only. */}
            <ParentLinksList />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
