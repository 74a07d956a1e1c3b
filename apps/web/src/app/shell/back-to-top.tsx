import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function BackToTop() {
  const { t } = useTranslation('shell');
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 84, right: 20 }} zIndex={150}>
      <Transition transition="slide-up" mounted={scroll.y > 400}>
        {(style) => (
          <ActionIcon
            style={style}
            size="xl"
            radius="xl"
            variant="default"
            onClick={() => scrollTo({ y: 0 })}
            aria-label={t('backToTop')}
          >
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
