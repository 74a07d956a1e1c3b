import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReviewQuestion } from '@prepwell/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from './rich-html.tsx';
import { isUnanswered } from './review-filter.ts';

const asList = (answer: ReviewQuestion['answer']): string[] =>
  answer === null ? [] : typeof answer === 'string' ? [answer] : answer;
const letter = (index: number) => String.fromCharCode(65 + index);

/** Choices with the student's pick and the key marked (multiple choice, multi-select). */
function ChoiceReview({ question, withStudent }: { question: ReviewQuestion; withStudent: boolean }) {
  const { t } = useTranslation('exams');
  const picked = new Set(asList(question.answer));
  const key = new Set(question.correctAnswer);
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('review.choices')}>
      {question.choices.map((choice, i) => {
        const isKey = key.has(choice.id);
        const isPicked = withStudent && picked.has(choice.id);
        const border = isKey
          ? 'var(--mantine-color-teal-6)'
          : isPicked
            ? 'var(--mantine-color-red-6)'
            : 'var(--mantine-color-default-border)';
        return (
          <Paper
            key={choice.id}
            component="li"
            withBorder
            p="sm"
            radius="md"
            style={{ borderColor: border, borderWidth: isKey || isPicked ? 2 : 1 }}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Box
                w={28}
                h={28}
                style={{
                  flex: 'none',
                  borderRadius: 28,
                  display: 'grid',
                  placeItems: 'center',
                  border: '1px solid currentColor',
                  fontWeight: 700,
                }}
                aria-hidden
              >
                {letter(i)}
              </Box>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <RichHtml html={choice.html} compact />
              </Box>
              <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
                {isKey && (
                  <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
                    {t('review.key')}
                  </Badge>
                )}
                {isPicked && (
                  <Badge
                    color={isKey ? 'teal.9' : 'red.9'}
                    variant="filled"
                    leftSection={isKey ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
                  >
                    {t('review.yourAnswer')}
                  </Badge>
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Tiles of a built sentence, in order, as their words. */
const tilesText = (question: ReviewQuestion, ids: readonly string[]) =>
  ids.map((id) => question.choices.find((c) => c.id === id)?.text ?? id).join(' ');

function Entry({ label, children, tone }: { label: string; children: ReactNode; tone?: 'right' | 'wrong' }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Box c={tone === 'right' ? 'teal.9' : tone === 'wrong' ? 'red.9' : undefined} fw={tone ? 600 : undefined}>
        {children}
      </Box>
    </Stack>
  );
}

/** The student's answer and the key, in the shape of the question type. */
export function ReviewAnswer({ question, withStudent }: { question: ReviewQuestion; withStudent: boolean }) {
  const { t } = useTranslation('exams');
  if (question.type === 'multiple_choice' || question.type === 'multi_select')
    return <ChoiceReview question={question} withStudent={withStudent} />;
  const answered = !isUnanswered(question.answer);
  const tone = question.correct === null ? undefined : question.correct ? 'right' : 'wrong';
  const yours = (() => {
    if (!answered) return <Text c="dimmed">{t('review.noAnswer')}</Text>;
    switch (question.type) {
      case 'build_sentence':
        return <Text>{tilesText(question, asList(question.answer))}</Text>;
      case 'spoken_response':
        return <audio controls preload="none" src={asList(question.answer)[0]} aria-label={t('review.recording')} />;
      case 'written_response':
        return (
          <Paper withBorder p="sm" radius="md" style={{ whiteSpace: 'pre-wrap' }}>
            {asList(question.answer).join('\n')}
          </Paper>
        );
      case 'grid_in':
      case 'fill_letters':
        return <Text ff="monospace">{asList(question.answer).join(', ')}</Text>;
    }
  })();
  const key =
    question.type === 'spoken_response' || question.type === 'written_response' ? (
      <Text c="dimmed">{t('review.rated')}</Text>
    ) : question.correctAnswer.length === 0 ? (
      <Text c="dimmed">—</Text>
    ) : question.type === 'build_sentence' ? (
      <Text>{tilesText(question, question.correctAnswer)}</Text>
    ) : (
      <Text ff="monospace">{question.correctAnswer.join(t('review.or'))}</Text>
    );
  return (
    <Group gap="xl" align="flex-start" wrap="wrap">
      {withStudent && (
        <Entry label={t('review.yourAnswer')} {...(answered && tone ? { tone } : {})}>
          {yours}
        </Entry>
      )}
      <Entry label={question.correctAnswer.length > 1 ? t('review.acceptedAnswers') : t('review.key')}>{key}</Entry>
    </Group>
  );
}
