import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether the page is scrolled further down than `y`, read on scroll only: a scroll the browser or the router
 * restores fires the event too. Reading the position as the page mounts (Mantine's useWindowScroll) forced a
 * layout of the whole new page inside the app's first commit (issue 21, phones).
 */
const useScrolledPast = (y: number): boolean => {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const read = () => setPast(window.scrollY > y);
    window.addEventListener('scroll', read, { passive: true });
    return () => window.removeEventListener('scroll', read);
  }, [y]);
  return past;
};

export function BackToTop() {
  const { t } = useTranslation('shell');
  const scrolled = useScrolledPast(400);
  return (
    <Affix position={{ bottom: 84, right: 20 }} zIndex={150}>
      <Transition transition="slide-up" mounted={scrolled}>
        {(style) => (
          <ActionIcon
            style={style}
            size="xl"
            radius="xl"
            variant="default"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            aria-label={t('backToTop')}
          >
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
