import {
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  DIFFICULTIES,
  EXAM_KINDS,
  type Difficulty,
  type ExamKind,
  type GenerateResponse,
  type Section,
} from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/notify.ts';
import { DraftFlags } from './draft-flags.tsx';
import { questionMutations, questionPath, questionQueries, refreshQuestions } from './questions.api.ts';
import { sectionsOf } from './question-values.ts';
import { plainOf } from './rich-text-convert.ts';
import { FormError } from '../../components/form-error.tsx';
import { AppModal } from '../../components/app-modal.tsx';

/**
 * AI drafts: kind, section, skill, difficulty, count and an optional passage or source text → draft
 * questions (the tenant's provider, or the built-in generator offline), each listed with its flags.
 * Drafts stay drafts until a person approves them on their page.
 */
export function GenerateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('questions');
  const client = useQueryClient();
  const generate = useMutation(questionMutations.generate());
  const passages = useQuery({ ...questionQueries.passages(''), enabled: opened });
  const [kind, setKind] = useState<ExamKind>('sat');
  const [section, setSection] = useState<Section>('math');
  const [skill, setSkill] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty | null>(null);
  const [count, setCount] = useState<number | string>(3);
  const [passageId, setPassageId] = useState<string | null>(null);
  const [sourceText, setSourceText] = useState('');
  const [result, setResult] = useState<GenerateResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    const n = typeof count === 'number' ? count : Number(count);
    generate.mutate(
      {
        kind,
        section,
        count: Number.isInteger(n) && n >= 1 && n <= 10 ? n : 1,
        ...(skill.trim() ? { skill: skill.trim() } : {}),
        ...(difficulty ? { difficulty } : {}),
        ...(passageId ? { passageId } : {}),
        ...(sourceText.trim() ? { sourceText: sourceText.trim() } : {}),
      },
      {
        onSuccess: async (r) => {
          setResult(r);
          await refreshQuestions(client);
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('generate.title')} size="xl">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('fields.kind')}
            allowDeselect={false}
            data={EXAM_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            value={kind}
            onChange={(v) => {
              if (!v) return;
              const k = v as ExamKind;
              setKind(k);
              if (!sectionsOf(k).includes(section)) setSection(sectionsOf(k)[0] ?? section);
            }}
          />
          <Select
            label={t('fields.section')}
            allowDeselect={false}
            data={sectionsOf(kind).map((s) => ({ value: s, label: t(`section.${s}`) }))}
            value={section}
            onChange={(v) => v && setSection(v as Section)}
          />
          <TextInput
            label={t('generate.skill')}
            maxLength={80}
            value={skill}
            onChange={(e) => setSkill(e.currentTarget.value)}
          />
          <Select
            label={t('fields.difficulty')}
            clearable
            data={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
            value={difficulty}
            onChange={(v) => setDifficulty(v as Difficulty | null)}
          />
          <NumberInput
            label={t('generate.count')}
            min={1}
            max={10}
            allowDecimal={false}
            value={count}
            onChange={setCount}
          />
          <Select
            label={t('fields.passage')}
            clearable
            searchable
            data={(passages.data?.data ?? []).map((p) => ({
              value: p.id,
              label: p.title ?? plainOf(p.body).slice(0, 60),
            }))}
            value={passageId}
            onChange={setPassageId}
          />
        </SimpleGrid>
        <Textarea
          label={t('generate.sourceText')}
          description={t('generate.sourceHint')}
          autosize
          minRows={3}
          maxRows={10}
          value={sourceText}
          onChange={(e) => setSourceText(e.currentTarget.value)}
        />
        <FormError error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button loading={generate.isPending} onClick={submit}>
            {t('generate.run')}
          </Button>
        </Group>
        {result && (
          <Stack gap="xs" aria-live="polite">
            <Text fw={500}>
              {t('generate.done', { count: result.drafts.length })}{' '}
              <Badge variant="light" color="gray" tt="none">
                {t(`generate.by.${result.generator}`)}
              </Badge>
            </Text>
            {result.drafts.map((d) => (
              <Paper key={d.id} withBorder p="sm" data-testid="draft">
                <Stack gap={4}>
                  <Anchor component={Link} to={questionPath(d.id)} onClick={onClose}>
                    {plainOf(d.stem).slice(0, 140) || t('list.noText')}
                  </Anchor>
                  <DraftFlags flags={d.flags} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </AppModal>
  );
}
