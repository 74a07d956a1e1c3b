import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving the score-table editor with unsaved tables (spec §8), like the app's
 * useUnsavedChangesGuard, except that moving between the editor's own tabs (`within`, a path prefix)
 * is not leaving: the tab is part of the address.
 */
export function useLeaveGuard(when: boolean, within: string): ReactNode {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !nextLocation.pathname.startsWith(within) && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('unsaved.title')} centered>
      <Text>{t('unsaved.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('unsaved.cancel')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsaved.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
