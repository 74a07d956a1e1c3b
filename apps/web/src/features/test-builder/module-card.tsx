import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { ExamKind, Section } from '@prepwell/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaxonomyLabel } from '../exams/taxonomy-label.ts';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import { useModuleLabel } from '../exams/module-label.ts';
import type { BuilderAction } from './builder-reducer.ts';
import type { ModuleDraft } from './builder-state.ts';
import { DirectionsField } from './directions-field.tsx';
import { ModuleQuestions } from './module-questions.tsx';

const asWhole = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);

/** One module: title, minutes, the break after it, directions and its questions. */
export const ModuleCard = memo(function ModuleCard({
  module,
  kind,
  section,
  sectionTitle,
  adaptive,
  s,
  m,
  removable,
  errors,
  dispatch,
  onPick,
}: {
  module: ModuleDraft;
  kind: ExamKind;
  section: Section;
  sectionTitle: string;
  adaptive: boolean;
  s: number;
  m: number;
  removable: boolean;
  errors: Readonly<Record<string, string>>;
  dispatch: Dispatch<BuilderAction>;
  onPick: (s: number, m: number) => void;
}) {
  const { t } = useTranslation('testBuilder');
  const labels = useExamLabels();
  const at = `sections.${s}.modules.${m}`;
  const taxonomy = useTaxonomyLabel();
  // A drill's module named after an official skill ("Linear equations in one variable") reads in the
  // reader's language (issue 17); a title an educator wrote stays as written.
  // An official module title ("Reading and Writing — Module 1") reads as the runner names it.
  const moduleLabelOf = useModuleLabel();
  const title = module.title.trim();
  const official = title ? moduleLabelOf(kind, { section, title }) : '';
  const name = (official && official !== title ? official : taxonomy(title)) || t('builder.untitledModule');
  const patch = (p: Parameters<typeof moduleAction>[2]) => dispatch(moduleAction(s, m, p));
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={t('builder.moduleLabel', { module: name, section: sectionTitle })}
      data-testid="module-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            {adaptive && (
              <Badge
                variant="light"
                color={module.route === 'harder' ? 'grape' : module.route === 'easier' ? 'teal' : 'blue'}
              >
                {labels.route(module.route)}
              </Badge>
            )}
            <Text size="sm" c="gray.7">
              {t('builder.questionCount', { count: module.questions.length })}
            </Text>
          </Group>
          {removable && (
            <ActionIcon
              variant="subtle"
              color="red.8"
              onClick={() => dispatch({ type: 'removeModule', s, m })}
              aria-label={t('builder.removeModule', { module: name })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('builder.moduleTitle')}
            required
            maxLength={200}
            value={module.title}
            onChange={(e) => patch({ title: e.currentTarget.value })}
            error={errors[`${at}.title`]}
          />
          <NumberInput
            label={t('builder.minutes')}
            required
            min={1}
            max={600}
            allowDecimal={false}
            allowNegative={false}
            value={Number.isNaN(module.minutes) ? '' : module.minutes}
            onChange={(v) => patch({ minutes: asWhole(v) })}
            error={errors[`${at}.minutes`]}
          />
          <NumberInput
            label={t('builder.breakAfter')}
            description={t('builder.breakAfterHint')}
            min={0}
            max={120}
            allowDecimal={false}
            allowNegative={false}
            value={Number.isNaN(module.breakAfterMinutes) ? '' : module.breakAfterMinutes}
            onChange={(v) => patch({ breakAfterMinutes: asWhole(v) })}
            error={errors[`${at}.breakAfterMinutes`]}
          />
        </SimpleGrid>
        <DirectionsField
          label={t('builder.moduleDirections')}
          value={module.directions}
          onChange={(directions) => patch({ directions })}
          error={errors[`${at}.directions`]}
        />
        <ModuleQuestions
          questions={module.questions}
          s={s}
          m={m}
          dispatch={dispatch}
          errors={errors}
          label={t('builder.questionsOf', { module: name })}
        />
        {errors[`${at}.questionIds`] && (
          <Text size="sm" c="red.8" role="alert">
            {errors[`${at}.questionIds`]}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onPick(s, m)}
            aria-label={t('builder.addQuestionsTo', { module: name })}
          >
            {t('builder.addQuestions')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
});

const moduleAction = (
  s: number,
  m: number,
  patch: Partial<Pick<ModuleDraft, 'title' | 'minutes' | 'breakAfterMinutes' | 'directions'>>,
): BuilderAction => ({ type: 'module', s, m, patch });
