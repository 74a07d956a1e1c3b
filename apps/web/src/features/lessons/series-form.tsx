import { Button, Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ClassLessonsView, LessonSeriesInput } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { formatDay } from '../../lib/format.ts';
import { isApiError } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { addDays, dayKey, weekdayNamesByNumber } from './calendar-dates.ts';
import { lessonMutations, lessonQueries } from './lessons.api.ts';

interface SeriesValues {
  title: string;
  weekdays: string[];
  start_time: string;
  duration_minutes: number | string;
  time_zone: string;
  starts_on: string;
  ends_on: string;
  room: string;
  online_url: string;
  teacher_id: string;
}

/** Monday … Sunday, as the API numbers them (Sunday = 0). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * "Add a weekly series" (issue 19): weekdays, time and length in a time zone (the centre's by default),
 * first and last day, room or online link, and the teacher (one of the class's). A clash refuses the whole
 * series; the message names the day that clashed.
 */
export function SeriesForm({ classId, view, onDone }: { classId: string; view: ClassLessonsView; onDone: () => void }) {
  const { t, i18n } = useTranslation('lessons');
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const create = useMutation(lessonMutations.createSeries(classId));
  const today = new Date();
  const form = useForm<SeriesValues>({
    initialValues: {
      title: '',
      weekdays: [],
      start_time: '16:00',
      duration_minutes: 60,
      time_zone: view.time_zone,
      starts_on: dayKey(today),
      ends_on: dayKey(addDays(today, 27)),
      room: '',
      online_url: '',
      teacher_id: view.teachers[0]?.id ?? '',
    },
  });
  const { formError, setFormError, showError } = useApiForm(form, { codeFields: { invalid_link: 'online_url' } });
  const names = weekdayNamesByNumber(lang);

  const submit = (v: SeriesValues) => {
    const input: LessonSeriesInput = {
      title: v.title,
      weekdays: v.weekdays.map(Number),
      start_time: v.start_time,
      duration_minutes: Number(v.duration_minutes),
      time_zone: v.time_zone.trim() || view.time_zone,
      starts_on: v.starts_on,
      ends_on: v.ends_on,
      room: v.room,
      online_url: v.online_url,
      teacher_id: v.teacher_id || null,
    };
    create.mutate(input, {
      onSuccess: (created) => {
        notifySuccess(t('panel.created', { count: created.lessons_created }));
        void queryClient.invalidateQueries({ queryKey: lessonQueries.all() });
        onDone();
      },
      onError: (error) => {
        // A clash names its day, on the weekdays (the whole series was refused).
        if (isApiError(error) && error.code === 'teacher_busy' && typeof error.details.date === 'string') {
          setFormError(null);
          form.setFieldError(
            'weekdays',
            `${error.message} ${t('panel.clashOn', { date: formatDay(error.details.date, lang, 'long') })}`,
          );
        } else showError(error);
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('panel.addSeries')}>
      <Stack gap="sm" mb="md">
        <FormError error={formError} />
        <TextInput label={t('form.title')} maxLength={200} {...form.getInputProps('title')} />
        <Checkbox.Group label={t('form.weekdays')} withAsterisk {...form.getInputProps('weekdays')}>
          <Group gap="md" mt={4}>
            {WEEK_ORDER.map((d) => (
              <Checkbox key={d} value={String(d)} label={names[d]} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="time" label={t('form.startTime')} withAsterisk {...form.getInputProps('start_time')} />
          <NumberInput
            label={t('form.duration')}
            min={5}
            max={720}
            step={5}
            withAsterisk
            {...form.getInputProps('duration_minutes')}
          />
          <TextInput label={t('form.timeZone')} {...form.getInputProps('time_zone')} />
          <TextInput type="date" label={t('form.startsOn')} withAsterisk {...form.getInputProps('starts_on')} />
          <TextInput type="date" label={t('form.endsOn')} withAsterisk {...form.getInputProps('ends_on')} />
          <NativeSelect
            label={t('form.teacher')}
            data={[
              ...view.teachers.map((p) => ({ value: p.id, label: p.name })),
              { value: '', label: t('form.teacherNone') },
            ]}
            {...form.getInputProps('teacher_id')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.room')} maxLength={200} {...form.getInputProps('room')} />
          <TextInput type="url" label={t('form.onlineUrl')} maxLength={2000} {...form.getInputProps('online_url')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
