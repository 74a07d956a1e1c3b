import 'katex/dist/katex.min.css';
import { Badge, Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ExamKind, FlashcardView, MistakeCardContent, WordCardContent } from '@prepwell/contracts';
import { EXAM_KINDS } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { ReviewQuestionCard } from '../exams/review-question-card.tsx';
import { RichHtml } from '../exams/rich-html.tsx';
import { PlayButton } from '../vocabulary/word-controls.tsx';
import { WordSenseText } from '../vocabulary/word-sense.tsx';

function WordFront({ content }: { content: WordCardContent }) {
  const { word } = content;
  return (
    <Stack align="center" gap="xs" py="xl">
      <Title order={2} fz={48} lang="en" data-testid="card-front-word" data-i18n-exempt>
        {word.word}
      </Title>
      {word.pronunciation && (
        <Text c="gray.7" size="lg" data-i18n-exempt>
          {word.pronunciation}
        </Text>
      )}
      {word.audioUrl && <PlayButton wordId={word.id} word={word.word} src={word.audioUrl} />}
    </Stack>
  );
}

function WordBack({ content }: { content: WordCardContent }) {
  const { t } = useTranslation('flashcards');
  const { word, mnemonic } = content;
  return (
    <Stack gap="md" data-testid="card-back">
      {word.translation && (
        <Text size="xl" fw={600} ta="center">
          {word.translation}
        </Text>
      )}
      <Stack gap="sm" component="ol" m={0} pl="lg" data-i18n-exempt>
        {word.senses.map((s, i) => (
          <li key={i}>
            <WordSenseText sense={s} examples={2} />
          </li>
        ))}
      </Stack>
      {mnemonic && (
        <Paper
          bg="var(--mantine-color-yellow-0)"
          p="md"
          radius="md"
          component="section"
          aria-label={t('card.mnemonic')}
        >
          <Text size="sm" fw={700} mb={4}>
            {t('card.mnemonic')}
            {mnemonic.author && ` · ${mnemonic.author}`}
          </Text>
          {mnemonic.body && (
            <Text style={{ whiteSpace: 'pre-wrap' }} data-i18n-exempt>
              {mnemonic.body}
            </Text>
          )}
          {mnemonic.mediaUrl && mnemonic.mediaKind === 'image' && (
            <Image src={mnemonic.mediaUrl} alt={t('card.mnemonicImage')} maw={280} radius="sm" mt="xs" />
          )}
          {mnemonic.mediaUrl && mnemonic.mediaKind === 'video' && (
            <video src={mnemonic.mediaUrl} controls style={{ maxWidth: 320 }} aria-label={t('card.mnemonicVideo')} />
          )}
        </Paper>
      )}
    </Stack>
  );
}

const examKindOf = (kind: string | undefined): ExamKind =>
  (EXAM_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ExamKind) : 'sat';

/** The question side of a mistake: passage, stem and choices as the runner showed them, nothing marked. */
function MistakeFront({ content }: { content: MistakeCardContent }) {
  const { t } = useTranslation('flashcards');
  const q = content.question;
  return (
    <Stack gap="md" data-testid="mistake-front" data-i18n-exempt>
      {content.test && (
        <Group gap="xs">
          <Badge variant="light" tt="uppercase">
            {content.test.kind}
          </Badge>
          <Text size="sm" c="gray.7">
            {t('card.fromTest', { title: content.test.title, number: q.number })}
          </Text>
        </Group>
      )}
      {q.passage?.bodyHtml && (
        <Paper bg="var(--mantine-color-gray-0)" p="md" radius="md">
          {q.passage.title && (
            <Text fw={700} mb="xs">
              {q.passage.title}
            </Text>
          )}
          <RichHtml html={q.passage.bodyHtml} />
        </Paper>
      )}
      <RichHtml html={q.stemHtml} />
      {q.choices.length > 0 && (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('card.choices')}>
          {q.choices.map((c, i) => (
            <Paper key={c.id} component="li" withBorder p="sm" radius="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Box fw={700} aria-hidden>
                  {String.fromCharCode(65 + i)}
                </Box>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <RichHtml html={c.html} compact />
                </Box>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A card's side: the word or the question in front; on the back the meaning, or the review of the question. */
export function CardFace({ card, revealed }: { card: FlashcardView; revealed: boolean }) {
  const content = card.content;
  if (content.kind === 'word')
    return (
      <Stack gap="md">
        <WordFront content={content} />
        {revealed && <WordBack content={content} />}
      </Stack>
    );
  return revealed ? (
    // The back: the same card the explanations page shows (the student's answer, the key, the explanation).
    <ReviewQuestionCard kind={examKindOf(content.test?.kind)} question={content.question} withStudent />
  ) : (
    <MistakeFront content={content} />
  );
}

/** One line naming a card in a deck's list. */
export const cardTitleOf = (card: FlashcardView): { title: string; kind: 'word' | 'mistake'; number?: number } =>
  card.content.kind === 'word'
    ? { title: card.content.word.word, kind: 'word' }
    : { title: card.content.test?.title ?? '', kind: 'mistake', number: card.content.question.number };
