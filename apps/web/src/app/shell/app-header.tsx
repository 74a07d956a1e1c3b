import { Anchor, Badge, Box, Burger, Button, Divider, Drawer, Group, Image, NavLink, Stack, Text } from '@mantine/core';
import { DRAWER_BREAKPOINT_PX, HOME_PATH, homeAreaOf } from '@prepwell/contracts';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { useSession } from '../../features/session/use-session.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { navLinks } from './nav-links.ts';
import { badgeKeyOf, displayNameOf } from './user-display.ts';
import { UserMenu } from './user-menu.tsx';
import classes from './shell.module.css';

export function AppHeader() {
  const { t } = useTranslation('shell');
  const { user, tenant, logout } = useSession();
  const navigate = useNavigate();
  const [drawerOpen, drawer] = useDisclosure(false);
  // Read at the first render, not in an effect after it: a second render of the header at every page load.
  const wide = useMediaQuery(`(min-width: ${DRAWER_BREAKPOINT_PX}px)`, undefined, { getInitialValueInEffect: false });
  useEffect(() => {
    if (wide) drawer.close(); // spec §9: the drawer closes above 992 px
  }, [wide]); // eslint-disable-line react-hooks/exhaustive-deps -- drawer handlers are stable
  const home = user ? HOME_PATH[homeAreaOf(user)] : '/';
  const links = navLinks(user, tenant);

  const onLogout = async () => {
    drawer.close();
    await logout({ leave: () => navigate('/login') });
    notifySuccess(t('loggedOut'));
  };

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={drawerOpen}
            onClick={drawer.toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={t('menu.open')}
            aria-expanded={drawerOpen}
          />
          <Anchor component={Link} to={home} className={classes.logo} aria-label={t('logoHome', { name: tenant.name })}>
            {tenant.logo ? (
              <Image src={tenant.logo} alt="" h={36} w="auto" fit="contain" />
            ) : (
              <Text fw={700} fz="lg">
                {tenant.name}
              </Text>
            )}
          </Anchor>
          {user && (
            <Badge variant="light" visibleFrom="xs">
              {t(`badge.${badgeKeyOf(user, tenant.isCompany)}`)}
            </Badge>
          )}
        </Group>

        <Group component="nav" aria-label={t('menu.label')} gap={4} visibleFrom="md">
          {links.map((link) => (
            <Button key={link.key} component={RouterNavLink} to={link.to} variant="subtle" color="dark">
              {t(`nav.${link.key}`)}
            </Button>
          ))}
        </Group>

        <Group gap="xs" wrap="nowrap" visibleFrom="md">
          <LanguageSwitcher />
          {user ? (
            <UserMenu user={user} onLogout={() => void onLogout()} />
          ) : (
            <Button component={Link} to="/login">
              {t('login')}
            </Button>
          )}
        </Group>
      </Group>

      <Drawer
        opened={drawerOpen}
        onClose={drawer.close}
        title={tenant.name}
        hiddenFrom="md"
        size="xs"
        closeButtonProps={{ 'aria-label': t('menu.close') }}
      >
        <Stack gap="xs" component="nav" aria-label={t('menu.label')}>
          {user && <Text fw={500}>{t('greeting', { name: displayNameOf(user) })}</Text>}
          {links.map((link) => (
            <NavLink
              key={link.key}
              component={RouterNavLink}
              to={link.to}
              label={t(`nav.${link.key}`)}
              onClick={drawer.close}
            />
          ))}
          <Divider />
          <LanguageSwitcher fullWidth />
          {user ? (
            <>
              <NavLink component={Link} to={home} label={t('userMenu.dashboard')} onClick={drawer.close} />
              <Button variant="default" onClick={() => void onLogout()}>
                {t('userMenu.logout')}
              </Button>
            </>
          ) : (
            <Button component={Link} to="/login" onClick={drawer.close}>
              {t('login')}
            </Button>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
