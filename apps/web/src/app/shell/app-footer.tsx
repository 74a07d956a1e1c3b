import { Anchor, Box, Group, Text, Tooltip } from '@mantine/core';
import { isCompanyAdmin, isSuperAdmin, isTeacher } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../features/session/use-session.ts';
import classes from './shell.module.css';

/** © year + brand, Terms, the contact e-mail (tooltip), and the dev mailbox on demo servers. */
export function AppFooter() {
  const { t } = useTranslation('shell');
  const { tenant, user } = useSession();
  const area = user && isTeacher(user) ? '/educator' : '/student';
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('footer.copyright', { year, name: tenant.name })}</Text>
        <Group gap="md" component="nav" aria-label={t('footer.label')}>
          <Anchor component={Link} to={`${area}/about`} size="sm">
            {t('nav.about')}
          </Anchor>
          {tenant.blog_url && (
            <Anchor component={Link} to="/blogs" size="sm">
              {t('nav.blogs')}
            </Anchor>
          )}
          <Anchor component={Link} to="/enroll" size="sm">
            {t('footer.enroll')}
          </Anchor>
          <Anchor component={Link} to="/terms" size="sm">
            {t('footer.terms')}
          </Anchor>
          {tenant.contact_email && (
            <Tooltip label={tenant.contact_email} withArrow>
              <Anchor
                href={`mailto:${tenant.contact_email}`}
                size="sm"
                aria-label={t('footer.contactEmail', { email: tenant.contact_email })}
              >
                {t('footer.contact')}
              </Anchor>
            </Tooltip>
          )}
          {user && (isCompanyAdmin(user) || isSuperAdmin(user)) && (
            <Anchor component={Link} to="/contact-messages" size="sm">
              {t('footer.contactMessages')}
            </Anchor>
          )}
          {tenant.dev_mailbox && (
            <Anchor component={Link} to="/dev/mailbox" size="sm">
              {t('footer.devMailbox')}
            </Anchor>
          )}
        </Group>
      </Group>
    </Box>
  );
}
