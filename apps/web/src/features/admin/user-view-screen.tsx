import { Badge, Button, Group, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProfileViewCard } from '../profile/profile-view-card.tsx';
import { adminQueries } from './admin.api.ts';
import { RolesModal } from './roles-modal.tsx';
import { UserCommercePanel } from './user-commerce-panel.tsx';
import { UserActions } from './user-actions.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';

/** /user/:uid — one user as a super admin sees them: profile, roles and account actions. */
export function UserViewScreen({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { data: profile } = useSuspenseQuery(adminQueries.user(userId));
  // The list row tells which organization the user belongs to.
  const row = useQuery(adminQueries.users({ page: 1, q: profile.email, tenant: null, role: null }));
  const summary = row.data?.data.find((u) => u.id === userId);
  const [rolesOpen, setRolesOpen] = useState(false);
  const name = profile.name ?? profile.username ?? profile.email;

  return (
    <PageWithBack
      size="md"
      back="/super-admin/users"
      backLabel={t('userView.back')}
      aside={
        <Group gap="xs">
          {summary && (
            <Badge variant="outline" size="lg">
              {t('userView.tenant', { slug: summary.tenant })}
            </Badge>
          )}
          <Button variant="light" onClick={() => setRolesOpen(true)}>
            {t('users.setRoles')}
          </Button>
          <UserActions
            user={{ id: profile.id, name, email: profile.email, roles: profile.roles }}
            onRoles={() => setRolesOpen(true)}
            onDeleted={() => void navigate('/super-admin/users', { replace: true })}
            showView={false}
          />
        </Group>
      }
    >
      <Title order={1} fz="h2">
        {t('userView.title')}
      </Title>
      <ProfileViewCard profile={profile} />
      <UserCommercePanel profile={profile} name={name} />
      {rolesOpen && (
        <RolesModal target={{ id: profile.id, name, roles: profile.roles }} onClose={() => setRolesOpen(false)} />
      )}
    </PageWithBack>
  );
}
