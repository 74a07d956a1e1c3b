import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { HOME_PATH, homeAreaOf, isCompanyAdmin, isSuperAdmin, type SessionUser } from '@prepwell/contracts';
import {
  IconAdjustments,
  IconBuilding,
  IconChevronDown,
  IconCoins,
  IconCrown,
  IconGift,
  IconLayoutDashboard,
  IconListDetails,
  IconLogout,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNameOf, profilePathOf } from './user-display.ts';

/** Greeting (first name, else username), a crown for Pro, and the menu: dashboard, profile, Company Portal and activity logs (admins), T-Coins, invite friends, Logout. */
export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const name = displayNameOf(user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open', { name })} style={{ borderRadius: 8, padding: '4px 8px' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.avatar} alt="" size={30} radius="xl" color="brand">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text fw={500} size="sm">
              {t('greeting', { name })}
            </Text>
            {user.is_pro && (
              <IconCrown size={18} color="#8a5a00" role="img" aria-label={t('pro')}>
                <title>{t('pro')}</title>
              </IconCrown>
            )}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={HOME_PATH[homeAreaOf(user)]}
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        >
          {t('userMenu.dashboard')}
        </Menu.Item>
        <Menu.Item component={Link} to={profilePathOf(user)} leftSection={<IconUser size={16} aria-hidden />}>
          {t('userMenu.profile')}
        </Menu.Item>
        {isCompanyAdmin(user) && (
          <Menu.Item component={Link} to="/educator/company/list" leftSection={<IconBuilding size={16} aria-hidden />}>
            {t('userMenu.portal')}
          </Menu.Item>
        )}
        {(isCompanyAdmin(user) || isSuperAdmin(user)) && (
          <Menu.Item component={Link} to="/activities" leftSection={<IconListDetails size={16} aria-hidden />}>
            {t('userMenu.activities')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/student/test-settings" leftSection={<IconAdjustments size={16} aria-hidden />}>
          {t('userMenu.testSettings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/student/balance" leftSection={<IconCoins size={16} aria-hidden />}>
          {t('userMenu.balance')}
        </Menu.Item>
        <Menu.Item component={Link} to="/student/referral" leftSection={<IconGift size={16} aria-hidden />}>
          {t('userMenu.referral')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
