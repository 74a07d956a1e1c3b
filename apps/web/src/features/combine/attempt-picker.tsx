import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useExamLabels } from '../exams/use-exam-labels.ts';
import { groupByKind, type Pickable } from './combine-selection.ts';

/** Completed attempts with a checkbox each, grouped by exam; the server's messages under the attempts they name. */
export function AttemptPicker(props: {
  items: readonly Pickable[];
  selected: ReadonlyMap<string, Pickable>;
  errors: ReadonlyMap<string, string[]>;
  onToggle: (item: Pickable, checked: boolean) => void;
}) {
  const { t } = useTranslation('scoreTables');
  const labels = useExamLabels();
  const dates = useDateFormat();
  return (
    <Stack gap="lg">
      {groupByKind(props.items).map((group) => (
        <Stack
          key={group.kind}
          gap="xs"
          component="fieldset"
          style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}
        >
          <Title order={2} fz="h5" component="legend" mb="xs">
            {labels.kind(group.kind)}
          </Title>
          {group.items.map((item) => {
            const messages = props.errors.get(item.id);
            return (
              <Checkbox
                key={item.id}
                checked={props.selected.has(item.id)}
                onChange={(event) => props.onToggle(item, event.currentTarget.checked)}
                label={
                  <>
                    <Text span fw={600} size="sm" data-i18n-exempt>
                      {item.title}
                    </Text>{' '}
                    <Text span size="sm" c="dimmed">
                      {t('combine.attemptFacts', {
                        type: labels.type(item.type),
                        date: dates.date(item.completedAt),
                      })}
                    </Text>
                    {item.score && (
                      <Text span size="sm">
                        {' · '}
                        {t('combine.attemptScore', { score: item.score })}
                      </Text>
                    )}
                  </>
                }
                error={messages ? messages.join(' ') : undefined}
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
