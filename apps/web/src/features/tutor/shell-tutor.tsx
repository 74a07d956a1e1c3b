import { Affix, Button, Stack, Text } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session.ts';
import { TUTOR_NS, TUTOR_T_OPTIONS, useTutorStrings } from './tutor-i18n.ts';
import { dispatchTutor, hostTutor, openTutor, takeOpener, useTutorShell } from './tutor-store.ts';

/**
 * Issue 17: the shell's AI tutor (spec §2, beside the back-to-top and feedback buttons). While a page shows a
 * question (tutor-store.ts), any signed-in user — student, parent, teacher, company admin, super admin — finds
 * the tutor at the bottom left, and the one panel opens on that question, docked beside the page or as a
 * bottom sheet so it never covers the question (tutor-panel.tsx). It follows the question in view.
 */
export function ShellTutor() {
  const { t } = useTranslation(TUTOR_NS, TUTOR_T_OPTIONS);
  const ready = useTutorStrings();
  const { isLoggedIn } = useSession();
  const shell = useTutorShell();
  const previous = useRef(shell.panel.view);
  /** The launcher takes the focus when it appears (it is in a portal that mounts a moment after the panel hides). */
  const focusLauncher = useRef(false);
  const launcher = useRef<HTMLButtonElement | null>(null);
  const launcherRef = useCallback((button: HTMLButtonElement | null) => {
    launcher.current = button;
    if (button && focusLauncher.current) {
      focusLauncher.current = false;
      button.focus();
    }
  }, []);

  useEffect(() => hostTutor(), []);

  // Closed by the user (the question is still in view): focus goes back to what opened the panel, else to the
  // shell's launcher (which itself opened it: it is not on the page while the panel is).
  useEffect(() => {
    if (previous.current !== 'hidden' && shell.panel.view === 'hidden' && shell.question) {
      const opener = takeOpener();
      if (opener) opener.focus();
      else if (launcher.current) launcher.current.focus();
      else focusLauncher.current = true;
    }
    previous.current = shell.panel.view;
  }, [shell.panel.view, shell.question]);

  if (!isLoggedIn || !ready || !shell.question) return null;
  const { Panel, question, panel } = shell;
  return (
    <>
      {panel.view === 'hidden' ? (
        <Affix position={{ bottom: 20, left: 20 }} zIndex={150}>
          <Stack gap={4} align="flex-start">
            {shell.loadFailed ? (
              <Text size="sm" c="red.8" bg="white" px="xs" role="alert">
                {t('launcher.loadFailed')}
              </Text>
            ) : null}
            <Button
              ref={launcherRef}
              radius="xl"
              leftSection={<IconMessageChatbot size={18} aria-hidden />}
              onClick={(event) => openTutor(event.currentTarget)}
              loading={shell.loading}
              aria-expanded={false}
              data-testid="tutor-shell-launcher"
            >
              {t('launcher.shell')}
            </Button>
          </Stack>
        </Affix>
      ) : null}
      {Panel ? <Panel state={panel} dispatch={dispatchTutor} {...question} /> : null}
    </>
  );
}
