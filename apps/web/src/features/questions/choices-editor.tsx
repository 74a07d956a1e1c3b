import { ActionIcon, Button, Checkbox, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from './editor/rich-text-field.tsx';
import { nextChoiceId, type ChoiceValue } from './question-values.ts';

const MAX_CHOICES = 10;

/**
 * The choices of a choice question: each a rich text with its correct mark; add, remove and move up or
 * down (buttons, so the keyboard does it too). "Free point" marks every choice correct (spec §5).
 */
export function ChoicesEditor({
  choices,
  onChange,
  error,
  errorOf,
  ordered = false,
}: {
  ordered?: boolean;
  choices: ChoiceValue[];
  onChange: (next: ChoiceValue[]) => void;
  error?: React.ReactNode;
  errorOf: (index: number) => React.ReactNode;
}) {
  const { t } = useTranslation('questions');
  const set = (index: number, patch: Partial<ChoiceValue>) =>
    onChange(choices.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const move = (index: number, step: number) => {
    const next = [...choices];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + step, 0, item);
    onChange(next);
  };
  return (
    <Stack gap="xs" role="group" aria-labelledby="choices-heading">
      <Group justify="space-between">
        <Text fw={500} id="choices-heading">
          {t('fields.choices')}
        </Text>
        {!ordered && (
          <Button
            size="xs"
            variant="light"
            onClick={() => onChange(choices.map((c) => ({ ...c, correct: true })))}
            disabled={choices.length === 0}
          >
            {t('form.freePoint')}
          </Button>
        )}
      </Group>
      {ordered && (
        <Text fz="sm" c="gray.7">
          {t('form.tilesHint')}
        </Text>
      )}
      {choices.map((choice, index) => {
        const letter = String.fromCharCode(65 + index);
        return (
          <Paper key={choice.id} withBorder p="sm" radius="sm" data-testid="choice-row">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap">
                {ordered ? (
                  <Text fz="sm" fw={500}>
                    {t('form.tileNamed', { n: index + 1 })}
                  </Text>
                ) : (
                  <Checkbox
                    label={t('form.correctNamed', { letter })}
                    checked={choice.correct}
                    onChange={(e) => set(index, { correct: e.currentTarget.checked })}
                  />
                )}
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('form.moveUp', { letter })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('form.moveDown', { letter })}
                    disabled={index === choices.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('form.removeChoice', { letter })}
                    disabled={choices.length <= 2}
                    onClick={() => onChange(choices.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <RichTextField
                compact
                label={t('form.choiceNamed', { letter })}
                value={choice.text}
                onChange={(text) => set(index, { text })}
                error={errorOf(index)}
                testId={`choice-${index}`}
              />
            </Stack>
          </Paper>
        );
      })}
      {error ? <Input.Error>{error}</Input.Error> : null}
      <Button
        variant="default"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={choices.length >= MAX_CHOICES}
        onClick={() => onChange([...choices, { id: nextChoiceId(choices), text: '', correct: false }])}
      >
        {t('form.addChoice')}
      </Button>
    </Stack>
  );
}

/** Grid-in answers (several; ranges; `*`) or a TOEFL item's accepted texts, one box each. */
export function EntriesEditor({
  entries,
  onChange,
  grid,
  error,
  errorOf,
}: {
  entries: string[];
  onChange: (next: string[]) => void;
  grid: boolean;
  error?: React.ReactNode;
  errorOf: (index: number) => React.ReactNode;
}) {
  const { t } = useTranslation('questions');
  return (
    <Stack gap="xs" role="group" aria-labelledby="entries-heading">
      <Text fw={500} id="entries-heading">
        {grid ? t('fields.gridAnswers') : t('fields.acceptedAnswers')}
      </Text>
      {grid && (
        <Text fz="sm" c="gray.7">
          {t('form.gridHint')}
        </Text>
      )}
      {entries.map((entry, index) => (
        <Group key={index} align="flex-start" wrap="nowrap">
          <EntryInput
            value={entry}
            label={t('form.answerNamed', { n: index + 1 })}
            error={errorOf(index)}
            onChange={(value) => onChange(entries.map((e, i) => (i === index ? value : e)))}
          />
          <ActionIcon
            mt={28}
            variant="subtle"
            color="red"
            aria-label={t('form.removeAnswer', { n: index + 1 })}
            disabled={entries.length <= 1}
            onClick={() => onChange(entries.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error ? <Input.Error>{error}</Input.Error> : null}
      <Button
        variant="default"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={entries.length >= 20}
        onClick={() => onChange([...entries, ''])}
      >
        {t('form.addAnswer')}
      </Button>
    </Stack>
  );
}

function EntryInput({
  value,
  label,
  error,
  onChange,
}: {
  value: string;
  label: string;
  error: React.ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      error={error}
      maxLength={200}
      style={{ flex: 1, maxWidth: 320 }}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
