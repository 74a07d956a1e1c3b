import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PRIVATE_LESSON_LIMITS,
  overlappingSlots,
  slotEndsAfterStart,
  type AvailabilityView,
} from '@prepwell/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { LoadError, RowSkeletons } from '../../components/query-states.tsx';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { browserTimeZone, timeZoneNames } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { privateLessonMutations, privateLessonQueries } from './private-lessons.api.ts';
import { WEEK_ORDER } from './time-values.ts';

interface SlotValues {
  weekday: string;
  start_time: string;
  end_time: string;
}
interface HoursValues {
  time_zone: string;
  slots: SlotValues[];
}

const valuesOf = (view: AvailabilityView): HoursValues => ({
  time_zone: view.time_zone ?? browserTimeZone(),
  slots: view.slots.map((s) => ({ weekday: String(s.weekday), start_time: s.start_time, end_time: s.end_time })),
});

function HoursForm({ initial }: { initial: AvailabilityView }) {
  const { t } = useTranslation('privateLessons');
  const client = useQueryClient();
  const save = useMutation(privateLessonMutations.saveAvailability());
  // The browser's IANA names (some leave out "UTC"), and the zone already saved, whatever it is.
  const zones = useMemo(
    () => [
      ...new Set([...timeZoneNames(['Asia/Shanghai', 'Asia/Taipei']), 'UTC', initial.time_zone ?? browserTimeZone()]),
    ],
    [initial.time_zone],
  );
  const form = useForm<HoursValues>({
    initialValues: valuesOf(initial),
    validate: (v) => {
      const errors: Record<string, string> = {};
      const slots = v.slots.map((s) => ({ ...s, weekday: Number(s.weekday) }));
      slots.forEach((s, i) => {
        if (!s.start_time) errors[`slots.${i}.start_time`] = t('form.required');
        if (!s.end_time) errors[`slots.${i}.end_time`] = t('form.required');
        else if (s.start_time && !slotEndsAfterStart(s)) errors[`slots.${i}.end_time`] = t('hours.endAfterStart');
      });
      for (const i of overlappingSlots(slots)) errors[`slots.${i}.start_time`] ??= t('hours.overlap');
      return errors;
    },
  });
  const { formError, showError } = useApiForm(form);
  const values = form.getValues();
  const weekdays = WEEK_ORDER.map((d) => ({ value: String(d), label: t(`weekday.${d}`) }));

  const submit = form.onSubmit((v) =>
    save.mutate(
      {
        time_zone: v.time_zone,
        slots: v.slots.map((s) => ({ weekday: Number(s.weekday), start_time: s.start_time, end_time: s.end_time })),
      },
      {
        onSuccess: (saved) => {
          client.setQueryData(privateLessonQueries.availability().queryKey, saved);
          void client.invalidateQueries({ queryKey: privateLessonQueries.all() });
          form.resetDirty();
          notifySuccess(t('hours.saved'));
        },
        onError: (e) => void showError(e),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError error={formError} />
        <Select
          label={t('hours.timeZone')}
          data={zones}
          searchable
          allowDeselect={false}
          maw={320}
          key={form.key('time_zone')}
          {...form.getInputProps('time_zone')}
        />
        {values.slots.length === 0 && <Text c="dimmed">{t('hours.none')}</Text>}
        {values.slots.map((_, i) => (
          <Group key={i} align="flex-start" gap="sm" wrap="wrap">
            <Select
              label={t('hours.weekday', { n: i + 1 })}
              data={weekdays}
              allowDeselect={false}
              w={160}
              key={form.key(`slots.${i}.weekday`)}
              {...form.getInputProps(`slots.${i}.weekday`)}
            />
            <TextInput
              type="time"
              label={t('hours.from')}
              w={130}
              key={form.key(`slots.${i}.start_time`)}
              {...form.getInputProps(`slots.${i}.start_time`)}
            />
            <TextInput
              type="time"
              label={t('hours.to')}
              w={130}
              key={form.key(`slots.${i}.end_time`)}
              {...form.getInputProps(`slots.${i}.end_time`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={t('hours.remove', { n: i + 1 })}
              onClick={() => form.removeListItem('slots', i)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={values.slots.length >= PRIVATE_LESSON_LIMITS.slots}
            onClick={() => form.insertListItem('slots', { weekday: '1', start_time: '09:00', end_time: '17:00' })}
          >
            {t('hours.add')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('hours.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A teacher's available hours (their profile): weekly rows in one time zone. Families choose among the
 * teachers who have hours, and a private lesson is booked only inside them.
 */
export function AvailabilityEditor() {
  const { t } = useTranslation('privateLessons');
  const hours = useQuery(privateLessonQueries.availability());
  return (
    <StackedSectionCard id="availability-title" title={t('hours.title')} p="lg" mt="xl">
      <Text size="sm" c="dimmed">
        {t('hours.intro')}
      </Text>
      {hours.isPending ? (
        <RowSkeletons rows={2} />
      ) : hours.isError ? (
        <LoadError error={hours.error} onRetry={() => void hours.refetch()} />
      ) : (
        <HoursForm initial={hours.data} />
      )}
    </StackedSectionCard>
  );
}
