import { Button, Menu } from '@mantine/core';
import { LANGS, type Lang } from '@prepwell/contracts';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionMutations } from '../../features/session/session.api.ts';
import { useSession } from '../../features/session/use-session.ts';
import { HTML_LANG } from '../../lib/format.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { currentLang } from '../../lib/current-lang.ts';

/** Language menu: English, 简体中文, 繁體中文. A logged-in user's choice is saved to the profile. */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const client = useQueryClient();
  const { isLoggedIn } = useSession();
  const saveLang = useMutation({ ...sessionMutations.lang(client), meta: { customErrorHandling: true } });
  const active = (LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : currentLang();

  const choose = async (lang: Lang) => {
    await changeLanguage(lang);
    if (isLoggedIn) saveLang.mutate(lang);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          fullWidth={fullWidth}
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('language.label', { current: t(`language.names.${active}`) })}
        >
          {t(`language.names.${active}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGS.map((lang) => (
          <Menu.Item
            key={lang}
            lang={HTML_LANG[lang]}
            onClick={() => void choose(lang)}
            rightSection={lang === active ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={lang === active ? 'true' : undefined}
          >
            {t(`language.names.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
