import { ActionIcon, Badge, Box, Group, Stack, Text } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PlacedQuestion } from '@prepwell/contracts';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconX } from '@tabler/icons-react';
import { memo, useMemo, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaxonomyLabel } from '../exams/taxonomy-label.ts';
import type { BuilderAction } from './builder-reducer.ts';
import { canMove, sortableKeys } from './question-order.ts';

interface RowProps {
  id: string;
  index: number;
  question: PlacedQuestion;
  passage: number | null;
  up: boolean;
  down: boolean;
  error: string | undefined;
  onStep: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
}

const QuestionRow = memo(function QuestionRow({
  id,
  index,
  question,
  passage,
  up,
  down,
  error,
  onStep,
  onRemove,
}: RowProps) {
  const { t } = useTranslation('testBuilder');
  const { t: tq } = useTranslation('questions');
  const taxonomy = useTaxonomyLabel();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const number = index + 1;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="placed-question"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        listStyle: 'none',
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        borderLeft: passage === null ? undefined : '4px solid var(--mantine-color-indigo-4)',
      }}
      bg={isDragging ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-body)'}
      p={6}
      pl={passage === null ? 6 : 4}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray.8"
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={t('questions.drag', { number })}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Text size="sm" fw={700} w={28} ta="right" aria-hidden>
          {number}.
        </Text>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" lineClamp={2} {...(question.preview ? { 'data-i18n-exempt': true } : {})}>
            {question.preview || t('questions.noText')}
          </Text>
          <Group gap={4}>
            <Badge size="xs" variant="light" color="gray">
              {tq(`type.${question.type}`)}
            </Badge>
            {question.difficulty && (
              <Badge size="xs" variant="outline" color="gray.8">
                {tq(`difficulty.${question.difficulty}`)}
              </Badge>
            )}
            {passage !== null && (
              <Badge size="xs" variant="light" color="indigo">
                {t('questions.passage', { n: passage })}
              </Badge>
            )}
            {(question.skill ?? question.domain) && (
              <Text size="xs" c="gray.7">
                {[question.domain, question.skill]
                  .filter(Boolean)
                  .map((name) => taxonomy(name))
                  .join(' · ')}
              </Text>
            )}
          </Group>
          {error && (
            <Text size="xs" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray.8"
            disabled={!up}
            onClick={() => onStep(index, -1)}
            aria-label={t('questions.moveUp', { number })}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            disabled={!down}
            onClick={() => onStep(index, 1)}
            aria-label={t('questions.moveDown', { number })}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red.8"
            onClick={() => onRemove(index)}
            aria-label={t('questions.remove', { number })}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
});

/**
 * A module's questions in the order students meet them: drag a handle (mouse, touch, or the keyboard:
 * Space, arrows, Space), or use the ↑ ↓ buttons; the questions of one passage move together.
 */
export function ModuleQuestions({
  questions,
  s,
  m,
  dispatch,
  errors,
  label,
}: {
  questions: PlacedQuestion[];
  s: number;
  m: number;
  dispatch: Dispatch<BuilderAction>;
  errors: Readonly<Record<string, string>>;
  label: string;
}) {
  const { t } = useTranslation('testBuilder');
  const keys = useMemo(() => sortableKeys(questions), [questions]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const passages = useMemo(() => {
    const numbers = new Map<string, number>();
    for (const q of questions) if (q.passageId && !numbers.has(q.passageId)) numbers.set(q.passageId, numbers.size + 1);
    return numbers;
  }, [questions]);
  const numberOf = (id: UniqueIdentifier | undefined) => keys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('questions.announce.start', { number: numberOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('questions.announce.over', { number: numberOf(active.id), position: numberOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('questions.announce.end', { number: numberOf(active.id), position: numberOf(over.id) })
        : t('questions.announce.cancel', { number: numberOf(active.id) }),
    onDragCancel: ({ active }) => t('questions.announce.cancel', { number: numberOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) dispatch({ type: 'moveQuestion', s, m, from, to });
  };
  const onStep = useMemo(
    () => (index: number, delta: -1 | 1) => dispatch({ type: 'stepQuestion', s, m, index, delta }),
    [dispatch, s, m],
  );
  const onRemove = useMemo(
    () => (index: number) => dispatch({ type: 'removeQuestion', s, m, index }),
    [dispatch, s, m],
  );

  if (questions.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('questions.empty')}
      </Text>
    );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('questions.announce.instructions') } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap={2} p={0} m={0} aria-label={label}>
          {questions.map((q, i) => {
            const move = canMove(questions, i);
            return (
              <QuestionRow
                key={keys[i]}
                id={keys[i] ?? q.id}
                index={i}
                question={q}
                passage={q.passageId ? (passages.get(q.passageId) ?? null) : null}
                up={move.up}
                down={move.down}
                error={errors[`sections.${s}.modules.${m}.questionIds.${i}`]}
                onStep={onStep}
                onRemove={onRemove}
              />
            );
          })}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
