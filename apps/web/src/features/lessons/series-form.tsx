import { Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type {
  ClassLessonsView,
  LessonPerson,
  LessonSeriesInput,
  LessonSeriesUpdate,
  LessonSeriesView,
} from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { formatDay } from '../../lib/format.ts';
import { isApiError } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { addDays, dayKey, weekdayNamesByNumber } from './calendar-dates.ts';
import { FormButtons, PlaceFields } from './lesson-form-parts.tsx';
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

/**
 * A series' API errors on its form: a clash refuses the whole rule and names its day, on the weekdays;
 * anything else lands on its field or above the form.
 */
const useSeriesErrors = <V,>(form: UseFormReturnType<V>) => {
  const { t, i18n } = useTranslation('lessons');
  const { formError, setFormError, showError } = useApiForm(form, { codeFields: { invalid_link: 'online_url' } });
  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === 'teacher_busy' && typeof error.details.date === 'string') {
      setFormError(null);
      form.setFieldError(
        'weekdays' as never,
        `${error.message} ${t('panel.clashOn', { date: formatDay(error.details.date, i18n.language, 'long') })}`,
      );
    } else showError(error);
  };
  return { formError, onError };
};

/** Monday … Sunday, as the API numbers them (Sunday = 0). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * "Add a weekly series" (issue 19): weekdays, time and length in a time zone (the centre's by default),
 * first and last day, room or online link, and the teacher (one of the class's). A clash refuses the whole
 * series; the message names the day that clashed.
 */
export function SeriesForm({ classId, view, onDone }: { classId: string; view: ClassLessonsView; onDone: () => void }) {
  const { t } = useTranslation('lessons');
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
  const { formError, onError } = useSeriesErrors(form);

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
      onError,
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('panel.addSeries')}>
      <Stack gap="sm" mb="md">
        <FormError error={formError} />
        <SeriesRuleFields form={form} teachers={view.teachers} firstDay="starts_on" />
        <FormButtons label={t('form.submit')} loading={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** The rule's fields, shared by "add a series" and "change the rest of the series". */
function SeriesRuleFields<V extends Omit<SeriesValues, 'starts_on'> & { starts_on?: string; from?: string }>({
  form,
  teachers,
  firstDay,
}: {
  form: UseFormReturnType<V>;
  teachers: LessonPerson[];
  firstDay: 'starts_on' | 'from';
}) {
  const { t, i18n } = useTranslation('lessons');
  const names = weekdayNamesByNumber(i18n.language);
  return (
    <>
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
        <TextInput
          type="date"
          label={firstDay === 'from' ? t('panel.editFromDate') : t('form.startsOn')}
          withAsterisk
          {...form.getInputProps(firstDay)}
        />
        <TextInput type="date" label={t('form.endsOn')} withAsterisk {...form.getInputProps('ends_on')} />
        <NativeSelect
          label={t('form.teacher')}
          data={[...teachers.map((p) => ({ value: p.id, label: p.name })), { value: '', label: t('form.teacherNone') }]}
          {...form.getInputProps('teacher_id')}
        />
      </SimpleGrid>
      <PlaceFields form={form} />
    </>
  );
}

type SeriesEditValues = Omit<SeriesValues, 'starts_on'> & { from: string };

/**
 * "Change the rest of the series" (issue 19): from a date on, the series takes the new rule; occurrences
 * from that date without attendance are written again (moved or cancelled ones included), those with
 * attendance stay. A clash refuses the change and names the day.
 */
export function SeriesEditForm({
  series,
  teachers,
  onDone,
}: {
  series: LessonSeriesView;
  teachers: LessonPerson[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('lessons');
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const update = useMutation(lessonMutations.updateSeries(series.id));
  const today = dayKey(new Date());
  const form = useForm<SeriesEditValues>({
    initialValues: {
      from: series.starts_on > today ? series.starts_on : today,
      title: series.title,
      weekdays: series.weekdays.map(String),
      start_time: series.start_time,
      duration_minutes: series.duration_minutes,
      time_zone: series.time_zone,
      ends_on: series.ends_on,
      room: series.room ?? '',
      online_url: series.online_url ?? '',
      teacher_id: series.teacher_id ?? '',
    },
  });
  const { formError, onError } = useSeriesErrors(form);
  const submit = (v: SeriesEditValues) => {
    const input: LessonSeriesUpdate = {
      from: v.from,
      title: v.title,
      weekdays: v.weekdays.map(Number),
      start_time: v.start_time,
      duration_minutes: Number(v.duration_minutes),
      time_zone: v.time_zone.trim() || series.time_zone,
      ends_on: v.ends_on,
      room: v.room,
      online_url: v.online_url,
      teacher_id: v.teacher_id || null,
    };
    update.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('panel.edited', { date: formatDay(v.from, lang, 'long') }));
        void queryClient.invalidateQueries({ queryKey: lessonQueries.all() });
        onDone();
      },
      onError,
    });
  };
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('panel.editFrom')}>
      <Stack gap="sm" my="sm">
        <FormError error={formError} />
        <SeriesRuleFields form={form} teachers={teachers} firstDay="from" />
        <FormButtons label={t('panel.editSave')} loading={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
