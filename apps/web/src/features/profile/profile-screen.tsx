import { Container, Paper, Stack, Tabs, Title } from '@mantine/core';
import { isParent, isStudent, isTeacher, type ProfileView } from '@prepwell/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes-guard.tsx';
import { AvatarUpload } from './avatar-upload.tsx';
import { BasicProfileForm } from './basic-profile-form.tsx';
import { ParentLinksList } from '../parent-links/parent-links-list.tsx';
import { StudentParentLinksPanel } from '../parent-links/student-parent-links-panel.tsx';
import { LinkStudentForm } from './link-student-form.tsx';
import { profileQueries } from './profile.api.ts';
import { SettingsPanel } from './settings-panel.tsx';
import { StudentProfileForm } from './student-profile-form.tsx';
import { AvailabilityEditor } from '../private-lessons/availability-editor.tsx';
import { TeacherProfileForm } from './teacher-profile-form.tsx';

type DetailsTab = 'student' | 'teacher' | 'parent' | null;
const subject = (p: ProfileView) => ({ roles: p.roles });
const detailsTabOf = (p: ProfileView): DetailsTab =>
  isTeacher(subject(p)) ? 'teacher' : isParent(subject(p)) ? 'parent' : isStudent(subject(p)) ? 'student' : null;

function ParentPanel({ profile }: { profile: ProfileView }) {
  return (
    <Stack gap="xl">
      <ParentLinksList />
      <LinkStudentForm phone={profile.parent_profile?.phone ?? profile.phone ?? ''} />
    </Stack>
  );
}

/** The caller's profile: basic, role details (student, teacher or parent) and settings (spec §2 profile). */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const { data: profile } = useSuspenseQuery(profileQueries.mine());
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const reporter = useCallback(
    (key: string) => (d: boolean) => setDirty((s) => (s[key] === d ? s : { ...s, [key]: d })),
    [],
  );
  const [reportBasic] = useState(() => reporter('basic'));
  const [reportDetails] = useState(() => reporter('details'));
  const guard = useUnsavedChangesGuard(Object.values(dirty).some(Boolean));
  const details = detailsTabOf(profile);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Paper withBorder p="lg" radius="md">
          <AvatarUpload profile={profile} />
        </Paper>
        <Tabs defaultValue="basic">
          <Tabs.List aria-label={t('tabs.label')}>
            <Tabs.Tab value="basic">{t('tabs.basic')}</Tabs.Tab>
            {details && <Tabs.Tab value="details">{t(`tabs.${details}`)}</Tabs.Tab>}
            {details === 'student' && <Tabs.Tab value="parents">{t('tabs.parents')}</Tabs.Tab>}
            <Tabs.Tab value="settings">{t('tabs.settings')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="basic" pt="lg">
            <BasicProfileForm profile={profile} onDirtyChange={reportBasic} />
          </Tabs.Panel>
          {details && (
            <Tabs.Panel value="details" pt="lg">
              {details === 'student' && <StudentProfileForm profile={profile} onDirtyChange={reportDetails} />}
              {details === 'teacher' && <TeacherProfileForm profile={profile} onDirtyChange={reportDetails} />}
              {/* Issue 19: the teacher's available hours for private lessons. */}
              {details === 'teacher' && <AvailabilityEditor />}
              {details === 'parent' && <ParentPanel profile={profile} />}
            </Tabs.Panel>
          )}
          {details === 'student' && (
            <Tabs.Panel value="parents" pt="lg">
              <StudentParentLinksPanel />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="settings" pt="lg">
            <SettingsPanel profile={profile} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {guard}
    </Container>
  );
}
