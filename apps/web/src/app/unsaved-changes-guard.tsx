import { Button, Group, Text } from '@mantine/core';
import { AppModal } from '../components/app-modal.tsx';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a page with unsaved edits (spec §8): an in-app navigation opens the
 * Warning dialog (Confirm leaves, Cancel stays); closing or reloading the tab uses the browser's prompt.
 * Returns the dialog element; render it anywhere in the page.
 *
 * `within` (a path prefix): a page whose tabs are part of the address (the score-table editor) does not
 * count moving between its own tabs as leaving; there only another path asks.
 */
export function useUnsavedChangesGuard(when: boolean, { within }: { within?: string } = {}): ReactNode {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!when) return false;
    if (within !== undefined)
      return !nextLocation.pathname.startsWith(within) && currentLocation.pathname !== nextLocation.pathname;
    return currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
  });

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // still required by some browsers to show the prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <UnsavedChangesDialog
      opened={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

/**
 * The Warning dialog itself, for a close that is not a navigation (Esc or the close button of a drawer
 * holding a form): Cancel (and Esc) stays with the edits, Confirm discards them. `zIndex` lifts it above
 * a drawer that sits higher than Mantine's default layer.
 */
export function UnsavedChangesDialog({
  opened,
  onStay,
  onLeave,
  zIndex,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
  zIndex?: number;
}) {
  const { t } = useTranslation('common');
  return (
    <AppModal
      opened={opened}
      onClose={onStay}
      title={t('unsaved.title')}
      centered
      {...(zIndex === undefined ? {} : { zIndex })}
    >
      <Text>{t('unsaved.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('unsaved.cancel')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('unsaved.confirm')}
        </Button>
      </Group>
    </AppModal>
  );
}

/** Component form of {@link useUnsavedChangesGuard}. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  return <>{useUnsavedChangesGuard(when)}</>;
}
