import { ActionIcon, Menu } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconEye, IconKey, IconLink, IconMail, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../lib/notify.ts';
import { adminMutations, adminQueries, refreshAdmin } from './admin.api.ts';
import type { RolesTarget } from './roles-modal.tsx';

export interface UserActionsProps {
  user: RolesTarget & { email: string; tenant?: string };
  onRoles: () => void;
  onDeleted?: () => void;
  showView?: boolean;
}

/** A user's admin actions: view, roles, login link, set-password mail, delete (with confirmation). */
export function UserActions({ user, onRoles, onDeleted, showView = true }: UserActionsProps) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const loginLink = useMutation(adminMutations.loginLink());
  const setPassword = useMutation(adminMutations.setPasswordMail());
  const remove = useMutation(adminMutations.deleteUser());

  const copyLogin = () =>
    loginLink.mutate(user.id, {
      onSuccess: async ({ url }) => {
        try {
          await navigator.clipboard.writeText(url);
          notifySuccess(t('users.loginCopied'));
        } catch {
          // Clipboard refused (permissions): show the link so it can be copied by hand.
          modals.open({ title: t('users.loginLink'), children: url });
        }
      },
    });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('users.deleteTitle', { name: user.name }),
      children: t('users.deleteBody'),
      labels: { confirm: t('users.deleteConfirm'), cancel: t('users.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(user.id, {
          onSuccess: async () => {
            notifySuccess(t('users.deleted'));
            onDeleted?.();
            // The deleted user's own query must not refetch (it would answer 404).
            client.removeQueries({ queryKey: adminQueries.user(user.id).queryKey });
            await refreshAdmin(client);
          },
        }),
    });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('users.actionsFor', { name: user.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {showView && (
          <Menu.Item component={Link} to={`/user/${user.id}`} leftSection={<IconEye size={16} aria-hidden />}>
            {t('users.view')}
          </Menu.Item>
        )}
        <Menu.Item onClick={onRoles} leftSection={<IconKey size={16} aria-hidden />}>
          {t('users.setRoles')}
        </Menu.Item>
        <Menu.Item onClick={copyLogin} leftSection={<IconLink size={16} aria-hidden />}>
          {t('users.copyLogin')}
        </Menu.Item>
        <Menu.Item
          onClick={() => setPassword.mutate(user.id, { onSuccess: () => notifySuccess(t('users.setPasswordSent')) })}
          leftSection={<IconMail size={16} aria-hidden />}
        >
          {t('users.sendSetPassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={confirmDelete} leftSection={<IconTrash size={16} aria-hidden />}>
          {t('users.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
