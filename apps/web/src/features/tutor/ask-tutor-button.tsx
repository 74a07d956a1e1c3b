import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TUTOR_NS, TUTOR_T_OPTIONS, useTutorStrings } from './tutor-i18n.ts';
import { focusTutorQuestion, openTutor, useTutorShell, type TutorQuestionContext } from './tutor-store.ts';
import { useTutorQuestion } from './use-tutor-question.ts';

/**
 * "Ask the AI tutor" under a question a page shows (a review, a test's key, the question bank's question),
 * prominent (filled, with a line saying why) when the student's answer is wrong. It registers the question
 * with the shell (issue 17) and opens the shell's one panel on it, loaded on the first click.
 */
export function AskTutorButton(question: TutorQuestionContext) {
  const { wrong } = question;
  const { t } = useTranslation(TUTOR_NS, TUTOR_T_OPTIONS);
  const ready = useTutorStrings();
  const token = useTutorQuestion(question);
  const shell = useTutorShell();
  // Nothing before the strings are in, nor on a page without the shell (which holds the panel).
  if (!ready || shell.hosts === 0) return null;
  const mine = shell.question?.questionId === question.questionId;
  const button = (
    <Button
      variant={wrong ? 'filled' : 'light'}
      leftSection={<IconMessageChatbot size={18} aria-hidden />}
      onClick={(event) => {
        focusTutorQuestion(token);
        openTutor(event.currentTarget);
      }}
      loading={mine && shell.loading}
      aria-expanded={mine && shell.panel.view === 'open'}
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
      {mine && shell.loadFailed ? (
        <Text size="sm" c="red.8" role="alert">
          {t('launcher.loadFailed')}
        </Text>
      ) : null}
    </Stack>
  );
}
