import { Alert, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import type { ScoreRange } from '@prepwell/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePaste, type PasteProblem } from './paste-parser.ts';
import { AppModal } from '../../components/app-modal.tsx';

const useProblemText = () => {
  const { t } = useTranslation('scoreTables');
  return (problem: PasteProblem): string => {
    switch (problem.reason) {
      case 'not_numbers':
        return t('paste.problem.notNumbers', { line: problem.line });
      case 'columns':
        return t('paste.problem.columns', { line: problem.line, expected: problem.expected, found: problem.found });
      case 'raw_repeated':
        return t('paste.problem.rawRepeated', { line: problem.line, raw: problem.raw });
      case 'raw_negative':
        return t('paste.problem.rawNegative', { line: problem.line, raw: problem.raw });
    }
  };
};

function PasteForm({
  scale,
  onApply,
  onCancel,
}: {
  scale: ScoreRange | null;
  onApply: (rows: (ScoreRange | null)[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('scoreTables');
  const problemText = useProblemText();
  const [text, setText] = useState('');
  const parsed = text.trim() ? parsePaste(text, scale) : null;
  const rowCount = parsed ? parsed.rows.filter(Boolean).length : 0;
  return (
    <Stack gap="sm">
      <Textarea
        label={t('paste.label')}
        description={t('paste.help')}
        placeholder={t('paste.placeholder')}
        rows={10}
        resize="vertical"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-autofocus
      />
      {parsed && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            {parsed.layout ? t(`paste.layout.${parsed.layout}`, { count: rowCount }) : t('paste.nothing')}
          </Text>
          {parsed.problems.length > 0 && (
            <Alert color="orange" variant="light" title={t('paste.problemsTitle', { count: parsed.problems.length })}>
              <List size="sm" spacing={2}>
                {parsed.problems.slice(0, 20).map((problem) => (
                  <List.Item key={`${problem.line}-${problem.reason}`}>{problemText(problem)}</List.Item>
                ))}
              </List>
              {parsed.problems.length > 20 && (
                <Text size="sm" mt={4}>
                  {t('paste.moreProblems', { count: parsed.problems.length - 20 })}
                </Text>
              )}
            </Alert>
          )}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button disabled={!parsed || rowCount === 0} onClick={() => parsed && onApply(parsed.rows)}>
          {t('paste.apply', { count: rowCount })}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Paste from a spreadsheet": the pasted rows replace the table's (the grid then marks what is wrong). */
export function PasteDialog(props: {
  opened: boolean;
  tableTitle: string;
  scale: ScoreRange | null;
  onClose: () => void;
  onApply: (rows: (ScoreRange | null)[]) => void;
}) {
  const { t } = useTranslation('scoreTables');
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('paste.title', { table: props.tableTitle })}
      size="lg"
    >
      {props.opened && (
        <PasteForm
          scale={props.scale}
          onCancel={props.onClose}
          onApply={(rows) => {
            props.onApply(rows);
            props.onClose();
          }}
        />
      )}
    </AppModal>
  );
}
