import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../components/app-modal.tsx';
import { ASSIGNABLE_ROLES } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf, notifySuccess } from '../../lib/notify.ts';
import { adminMutations, refreshAdmin, type AssignableRole } from './admin.api.ts';
import { FormError } from '../../components/form-error.tsx';

export interface RolesTarget {
  id: string;
  name: string;
  roles: { name: string }[];
}

const assignable = (roles: { name: string }[]) =>
  roles.map((r) => r.name).filter((r): r is AssignableRole => (ASSIGNABLE_ROLES as readonly string[]).includes(r));

/** Set a user's roles (PATCH /admin/users/:id/roles). */
export function RolesModal({ target, onClose }: { target: RolesTarget | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [roles, setRoles] = useState<AssignableRole[]>(() => assignable(target?.roles ?? []));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(adminMutations.setRoles(target?.id ?? ''));
  if (!target) return null;
  const submit = () =>
    save.mutate(roles, {
      onSuccess: async () => {
        notifySuccess(t('roles.saved'));
        await refreshAdmin(client);
        onClose();
      },
      onError: (e) => setError(isApiError(e) && e.fieldErrors[0] ? e.fieldErrors[0].message : errorMessageOf(e)),
    });
  return (
    <AppModal opened onClose={onClose} title={t('roles.title', { name: target.name })} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('roles.hint')}
        </Text>
        <Checkbox.Group
          value={roles}
          onChange={(v) => setRoles(v as AssignableRole[])}
          label={t('users.columns.roles')}
        >
          <Stack gap="xs" mt="xs">
            {ASSIGNABLE_ROLES.filter((r) => r !== 'student').map((r) => (
              <Checkbox key={r} value={r} label={t(`roles.names.${r}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <FormError error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('users.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('roles.save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
