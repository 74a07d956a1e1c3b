import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ExamKind } from '@prepwell/contracts';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useSectionTitle } from '../exams/section-title.ts';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import type { BuilderAction } from './builder-reducer.ts';
import { canBeAdaptive, DEFAULT_HARDER_AT_OR_ABOVE, type BuilderNames, type SectionDraft } from './builder-state.ts';
import { DirectionsField } from './directions-field.tsx';
import { ModuleCard } from './module-card.tsx';

/** Percent of a share, to one decimal at most (0.6 → 60). */
const percentOf = (share: number) => Math.round(share * 1000) / 10;

/**
 * One section: its title, whether module 2 is routed by module 1 (with the routing rule shown and
 * editable), directions, and its modules. Sections can be reordered and removed (one must stay).
 */
export const SectionCard = memo(function SectionCard({
  section,
  kind,
  s,
  count,
  errors,
  names,
  dispatch,
  onPick,
}: {
  section: SectionDraft;
  kind: ExamKind;
  s: number;
  count: number;
  errors: Readonly<Record<string, string>>;
  names: BuilderNames;
  dispatch: Dispatch<BuilderAction>;
  onPick: (s: number, m: number) => void;
}) {
  const { t, i18n } = useTranslation('testBuilder');
  const labels = useExamLabels();
  const name = useSectionTitle()(kind, section.section, section.title);
  const headingId = `section-${section.key}`;
  const share = section.harderAtOrAbove ?? DEFAULT_HARDER_AT_OR_ABOVE;
  const percent = Number.isNaN(share)
    ? '—'
    : formatNumber(share, i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="section-card"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="h4" id={headingId}>
              {t('builder.sectionHeading', { number: s + 1, section: name })}
            </Title>
            <Badge variant="outline" color="gray.7">
              {labels.section(kind, section.section)}
            </Badge>
          </Group>
          <Group gap={2}>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              disabled={s === 0}
              onClick={() => dispatch({ type: 'moveSection', s, delta: -1 })}
              aria-label={t('builder.sectionUp', { section: name })}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              disabled={s === count - 1}
              onClick={() => dispatch({ type: 'moveSection', s, delta: 1 })}
              aria-label={t('builder.sectionDown', { section: name })}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.8"
              disabled={count <= 1}
              onClick={() => dispatch({ type: 'removeSection', s })}
              aria-label={t('builder.removeSection', { section: name })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={t('builder.sectionTitle')}
          required
          maxLength={200}
          value={section.title}
          onChange={(e) => dispatch({ type: 'section', s, patch: { title: e.currentTarget.value } })}
          error={errors[`sections.${s}.title`]}
        />
        <Switch
          label={t('builder.adaptive')}
          description={canBeAdaptive(section) ? t('builder.adaptiveHint') : t('builder.adaptiveTooMany')}
          disabled={!canBeAdaptive(section)}
          checked={section.adaptive}
          onChange={(e) => dispatch({ type: 'adaptive', s, adaptive: e.currentTarget.checked, names })}
        />
        {section.adaptive && (
          <Group align="flex-end" gap="md" wrap="wrap">
            <NumberInput
              label={t('builder.routingRule')}
              min={0}
              max={100}
              step={1}
              decimalScale={1}
              suffix=" %"
              w={220}
              clampBehavior="strict"
              value={Number.isNaN(share) ? '' : percentOf(share)}
              onChange={(v) =>
                // Cleared: NaN until a number is typed (the check before saving asks for one).
                dispatch({
                  type: 'section',
                  s,
                  patch: { harderAtOrAbove: typeof v === 'number' ? v / 100 : Number.NaN },
                })
              }
              error={errors[`sections.${s}.harderAtOrAbove`]}
            />
            <Text size="sm" c="gray.7" pb={6} data-testid="routing-rule">
              {t('builder.routingRuleText', { percent })}
            </Text>
          </Group>
        )}
        <DirectionsField
          label={t('builder.sectionDirections')}
          value={section.directions}
          onChange={(directions) => dispatch({ type: 'section', s, patch: { directions } })}
          error={errors[`sections.${s}.directions`]}
        />
        <Stack gap="sm">
          {section.modules.map((module, m) => (
            <ModuleCard
              key={module.key}
              module={module}
              kind={kind}
              section={section.section}
              sectionTitle={name}
              adaptive={section.adaptive}
              s={s}
              m={m}
              removable={!section.adaptive && section.modules.length > 1}
              errors={errors}
              dispatch={dispatch}
              onPick={onPick}
            />
          ))}
        </Stack>
        {!section.adaptive && section.modules.length < 6 && (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => dispatch({ type: 'addModule', s, names })}
              aria-label={t('builder.addModuleTo', { section: name })}
            >
              {t('builder.addModule')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
});
