import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LaunchedPanel, type TutorQuestion } from './launched-panel.tsx';
import { TUTOR_NS, TUTOR_T_OPTIONS } from './tutor-i18n.ts';
import { useTutorLauncher } from './use-tutor-launcher.ts';

/**
 * The review page: "Ask the AI tutor" under a question of the student's attempt, prominent (filled, with
 * a line saying why) when the answer is wrong. Opens the floating panel, loaded on the first click.
 */
export function AskTutorButton(question: TutorQuestion & { questionNumber: number; userExamId: string | null }) {
  const { wrong } = question;
  const { t } = useTranslation(TUTOR_NS, TUTOR_T_OPTIONS);
  const launcher = useTutorLauncher();
  if (!launcher.ready) return null;
  const button = (
    <Button
      ref={launcher.launcherRef}
      variant={wrong ? 'filled' : 'light'}
      leftSection={<IconMessageChatbot size={18} aria-hidden />}
      onClick={launcher.open}
      loading={launcher.loading}
      aria-expanded={launcher.state.view === 'open'}
    >
      {t('launcher.ask')}
    </Button>
  );
  return (
    <Stack gap="xs">
      {wrong ? (
        <Alert variant="light" color="red" p="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{t('launcher.wrongHint')}</Text>
            {button}
          </Group>
        </Alert>
      ) : (
        <Group>{button}</Group>
      )}
      {launcher.loadFailed ? (
        <Text size="sm" c="red.8" role="alert">
          {t('launcher.loadFailed')}
        </Text>
      ) : null}
      <LaunchedPanel launcher={launcher} question={question} />
    </Stack>
  );
}
