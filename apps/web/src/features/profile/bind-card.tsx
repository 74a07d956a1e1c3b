import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { AppModal } from '../../components/app-modal.tsx';
import { useDisclosure } from '@mantine/hooks';
import { isParent, isTeacher, type SessionUser } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ParentBindForm, StudentBindForm, TeacherBindForm } from './bind-forms.tsx';
import { profileQueries } from './profile.api.ts';

type BindKind = 'student' | 'teacher' | 'parent';
const kindOf = (user: SessionUser): BindKind => (isTeacher(user) ? 'teacher' : isParent(user) ? 'parent' : 'student');

function BindDialog({ user, opened, onClose }: { user: SessionUser; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const fixed = kindOf(user);
  const [kind, setKind] = useState<BindKind>(fixed);
  const profile = useQuery({ ...profileQueries.mine(), enabled: opened });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('bind.title')} size="lg" centered>
      {profile.data && (
        <Stack gap="md">
          {fixed === 'student' && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="bind-kind-label">
                {t('bind.as')}
              </Text>
              <SegmentedControl
                aria-labelledby="bind-kind-label"
                value={kind}
                onChange={(v) => setKind(v as BindKind)}
                data={[
                  { value: 'student', label: t('bind.asStudent') },
                  { value: 'teacher', label: t('bind.asTeacher') },
                ]}
              />
            </Stack>
          )}
          {kind === 'student' && <StudentBindForm profile={profile.data} onDone={onClose} />}
          {kind === 'teacher' && <TeacherBindForm profile={profile.data} onDone={onClose} />}
          {kind === 'parent' && <ParentBindForm profile={profile.data} onDone={onClose} />}
        </Stack>
      )}
    </AppModal>
  );
}

/** Shown on the dashboard while `finish_bind` is false: what is missing, and the form to add it. */
export function BindCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const [opened, { open, close }] = useDisclosure(false);
  if (user.finish_bind) return null;
  return (
    <Alert variant="light" color="brand" icon={<IconUserCheck aria-hidden />} title={t('bind.cardTitle')}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Text size="sm">{t(`bind.cardBody.${kindOf(user)}`)}</Text>
        <Button onClick={open}>{t('bind.start')}</Button>
      </Group>
      {opened && <BindDialog user={user} opened={opened} onClose={close} />}
    </Alert>
  );
}
