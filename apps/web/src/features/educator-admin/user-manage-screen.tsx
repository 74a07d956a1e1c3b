import { Badge, Button, Group, Tabs, Title } from '@mantine/core';
import { isStudent, isTeacher, type ProfileView } from '@prepwell/contracts';
import { IconCoins } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { adminQueries } from '../admin/admin.api.ts';
import { UserCommercePanel } from '../admin/user-commerce-panel.tsx';
import { BasicProfileForm } from '../profile/basic-profile-form.tsx';
import { ProfileViewCard } from '../profile/profile-view-card.tsx';
import { StudentProfileForm } from '../profile/student-profile-form.tsx';
import { TeacherProfileForm } from '../profile/teacher-profile-form.tsx';

const detailsOf = (p: ProfileView) => (isTeacher(p) ? 'teacher' : isStudent(p) ? 'student' : null);

/**
 * An admin's edit of someone's profile (PATCH basic|student|teacher/profile/:id): the account fields, and the
 * student's or teacher's details. The server decides who may (a super admin; a company admin in their company).
 */
export function ProfileEditSection({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('educatorAdmin');
  const client = useQueryClient();
  const details = detailsOf(profile);
  // The forms refresh the profile screens' queries; the admin view reads its own copy of the profile, read
  // again when a form turns clean after an edit (it was saved).
  const wasDirty = useRef(false);
  const id = profile.id;
  const refresh = useCallback(
    (dirty: boolean) => {
      if (wasDirty.current && !dirty) void client.invalidateQueries({ queryKey: adminQueries.user(id).queryKey });
      wasDirty.current = dirty;
    },
    [client, id],
  );
  return (
    <StackedSectionCard p="md" id="profile-edit-title" title={t('edit.title')}>
      <Tabs defaultValue="basic" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="basic">{t('edit.basic')}</Tabs.Tab>
          {details && <Tabs.Tab value="details">{t(`edit.${details}`)}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="basic" pt="md">
          <BasicProfileForm profile={profile} userId={profile.id} onDirtyChange={refresh} />
        </Tabs.Panel>
        {details && (
          <Tabs.Panel value="details" pt="md">
            {details === 'student' ? (
              <StudentProfileForm profile={profile} userId={profile.id} onDirtyChange={refresh} />
            ) : (
              <TeacherProfileForm profile={profile} userId={profile.id} onDirtyChange={refresh} />
            )}
          </Tabs.Panel>
        )}
      </Tabs>
    </StackedSectionCard>
  );
}

/** /user/:uid for a company admin: one user of their company, to read, edit, and give coins and Pro. */
export function UserManageScreen({ userId }: { userId: string }) {
  const { t } = useTranslation('educatorAdmin');
  const { data: profile } = useSuspenseQuery(adminQueries.user(userId));
  const name = profile.name ?? profile.username ?? profile.email;
  return (
    <PageWithBack
      size="md"
      back="/educator/users"
      backLabel={t('edit.back')}
      aside={
        <Group gap="xs">
          {profile.roles.map((r) => (
            <Badge key={r.name} variant="outline">
              {r.name === 'student' || r.name === 'teacher' || r.name === 'parent' || r.name === 'organization_admin'
                ? t(`users.roles.${r.name}`)
                : r.name === 'pro'
                  ? t('users.roles.pro')
                  : r.name}
            </Badge>
          ))}
          <Button
            component={Link}
            to={`/educator/plan-coins?user=${profile.id}`}
            variant="light"
            leftSection={<IconCoins size={16} aria-hidden />}
          >
            {t('users.giveShort')}
          </Button>
        </Group>
      }
    >
      <Title order={1} fz="h2">
        {t('edit.pageTitle')}
      </Title>
      <ProfileViewCard profile={profile} />
      <ProfileEditSection profile={profile} />
      <UserCommercePanel profile={profile} name={name} />
    </PageWithBack>
  );
}
