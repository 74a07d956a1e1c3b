import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { LessonDetail, LessonPerson } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { addDays, startOfDay } from './calendar-dates.ts';
import { addMinutesLocal, endsAfter, instantOfLocal, localOfInstant } from './lesson-times.ts';
import { FormButtons, MaterialsField, PlaceFields } from './lesson-form-parts.tsx';
import { materialInputsOf, materialRules, materialValuesOf, type MaterialValue } from './lesson-materials.ts';
import { lessonMutations, lessonQueries } from './lessons.api.ts';

interface LessonValues {
  title: string;
  starts_at: string;
  ends_at: string;
  room: string;
  online_url: string;
  teacher_id: string;
}

/** Where the API's lesson errors land: times on the times, the link on the link. */
const CODE_FIELDS = {
  lesson_times_invalid: 'ends_at',
  outside_teacher_hours: 'starts_at',
  invalid_link: 'online_url',
} as const;

type NewLessonValues = LessonValues & { materials: MaterialValue[] };

/** The form's rules: both times, the end after the start; each material a title and a valid link. */
const useLessonForm = <V extends LessonValues>(initialValues: V) => {
  const { t } = useTranslation('lessons');
  return useForm<V>({
    initialValues,
    validate: {
      starts_at: (v: string) => (instantOfLocal(v) ? null : t('form.required')),
      ends_at: (v: string, all: V) =>
        !instantOfLocal(v) ? t('form.required') : endsAfter(all.starts_at, v) ? null : t('form.endBeforeStart'),
      materials: materialRules({ required: t('form.required'), invalidLink: t('form.invalidLink') }),
    } as never,
  });
};

/**
 * The API's error on the form: field errors on their fields; a clash with the teacher's other lesson
 * (`teacher_busy`) says when that other lesson starts (`details.clashes[0].startsAt`).
 */
const useLessonErrors = <V extends LessonValues>(form: UseFormReturnType<V>) => {
  const { t, i18n } = useTranslation('lessons');
  const api = useApiForm(form, { codeFields: CODE_FIELDS });
  const show = (error: unknown) => {
    if (isApiError(error) && error.code === 'teacher_busy') {
      const clashes = error.details.clashes;
      const first: unknown = Array.isArray(clashes) ? clashes[0] : undefined;
      const at =
        first && typeof first === 'object' && 'startsAt' in first ? (first as { startsAt: unknown }).startsAt : null;
      api.setFormError(
        typeof at === 'string' && at
          ? `${error.message} ${t('form.clashAt', { when: formatDateTime(at, i18n.language) })}`
          : error.message,
      );
      return;
    }
    api.showError(error);
  };
  return { formError: api.formError, show };
};

/** Title, start and end, teacher, room and link: the fields of a one-off lesson and of a move. */
function LessonFields<V extends LessonValues>({
  form,
  teachers,
  withTitle,
}: {
  form: UseFormReturnType<V>;
  /** Null: the teacher is not changed here (a private lesson keeps its teacher). */
  teachers: LessonPerson[] | null;
  withTitle: boolean;
}) {
  const { t } = useTranslation('lessons');
  const startProps = form.getInputProps('starts_at');
  return (
    <>
      {withTitle && <TextInput label={t('form.title')} maxLength={200} {...form.getInputProps('title')} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="datetime-local"
          label={t('form.startsAt')}
          withAsterisk
          {...startProps}
          onChange={(event) => {
            // Moving the start keeps the lesson's length.
            const { starts_at, ends_at } = form.getValues();
            const next = event.currentTarget.value;
            const length = instantOfLocal(starts_at) && instantOfLocal(ends_at) ? minutesOf(starts_at, ends_at) : 60;
            const f = form as unknown as UseFormReturnType<LessonValues>;
            f.setFieldValue('starts_at', next);
            if (instantOfLocal(next) && length > 0) f.setFieldValue('ends_at', addMinutesLocal(next, length));
          }}
        />
        <TextInput type="datetime-local" label={t('form.endsAt')} withAsterisk {...form.getInputProps('ends_at')} />
        {teachers && (
          <NativeSelect
            label={t('form.teacher')}
            data={[
              ...teachers.map((p) => ({ value: p.id, label: p.name })),
              { value: '', label: t('form.teacherNone') },
            ]}
            {...form.getInputProps('teacher_id')}
          />
        )}
      </SimpleGrid>
      <PlaceFields form={form} />
    </>
  );
}

const minutesOf = (start: string, end: string) =>
  Math.round((new Date(instantOfLocal(end)!).getTime() - new Date(instantOfLocal(start)!).getTime()) / 60_000);

/** Tomorrow at 16:00–17:00 local: where a new one-off lesson starts. */
const tomorrowAt4 = () => {
  const day = addDays(startOfDay(new Date()), 1);
  day.setHours(16, 0, 0, 0);
  const start = localOfInstant(day.toISOString());
  return { starts_at: start, ends_at: addMinutesLocal(start, 60) };
};

/**
 * "Add one lesson" of a class (or a course session's class), issue 19: a dated lesson outside any series,
 * checked against the teacher's other lessons like a series.
 */
export function OneOffLessonForm({
  classId,
  teachers,
  onDone,
}: {
  classId: string;
  teachers: LessonPerson[];
  onDone: () => void;
}) {
  const { t } = useTranslation('lessons');
  const queryClient = useQueryClient();
  const create = useMutation(lessonMutations.createLesson(classId));
  const form = useLessonForm<NewLessonValues>({
    title: '',
    ...tomorrowAt4(),
    room: '',
    online_url: '',
    teacher_id: teachers[0]?.id ?? '',
    materials: [],
  });
  const { formError, show } = useLessonErrors(form);
  const submit = (v: NewLessonValues) =>
    create.mutate(
      {
        title: v.title,
        starts_at: instantOfLocal(v.starts_at)!,
        ends_at: instantOfLocal(v.ends_at)!,
        room: v.room,
        online_url: v.online_url,
        teacher_id: v.teacher_id || null,
        materials: materialInputsOf(v.materials),
      },
      {
        onSuccess: () => {
          notifySuccess(t('panel.lessonCreated'));
          void queryClient.invalidateQueries({ queryKey: lessonQueries.all() });
          onDone();
        },
        onError: show,
      },
    );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('panel.addOneOff')}>
      <Stack gap="sm" mb="md">
        <FormError error={formError} />
        <LessonFields form={form} teachers={teachers} withTitle />
        <MaterialsField form={form} classId={classId} />
        <FormButtons label={t('form.submitOne')} loading={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * "Move this lesson" (issue 19): one occurrence to another date, time, room or teacher; the rest of its
 * series stays. The server checks the teacher again (`teacher_busy`, `outside_teacher_hours` for a private
 * lesson) and the times (`lesson_times_invalid`).
 */
export function MoveLessonForm({
  lesson,
  teachers,
  onDone,
}: {
  lesson: LessonDetail;
  teachers: LessonPerson[];
  onDone: () => void;
}) {
  const { t } = useTranslation('lessons');
  const queryClient = useQueryClient();
  const update = useMutation(lessonMutations.update(lesson.id));
  // The lesson's own teacher stays choosable even when the class's list does not name them (a private lesson).
  const choices =
    lesson.teacher && !teachers.some((p) => p.id === lesson.teacher!.id) ? [lesson.teacher, ...teachers] : teachers;
  const form = useLessonForm({
    title: lesson.title,
    starts_at: localOfInstant(lesson.starts_at),
    ends_at: localOfInstant(lesson.ends_at),
    room: lesson.room ?? '',
    online_url: lesson.online_url ?? '',
    teacher_id: lesson.teacher?.id ?? '',
  });
  const { formError, show } = useLessonErrors(form);
  const submit = (v: LessonValues) =>
    update.mutate(
      {
        starts_at: instantOfLocal(v.starts_at)!,
        ends_at: instantOfLocal(v.ends_at)!,
        room: v.room,
        online_url: v.online_url,
        ...(lesson.kind === 'class' && (v.teacher_id || null) !== (lesson.teacher?.id ?? null)
          ? { teacher_id: v.teacher_id || null }
          : {}),
      },
      {
        onSuccess: (next) => {
          queryClient.setQueryData(lessonQueries.detail(lesson.id).queryKey, next);
          void queryClient.invalidateQueries({ queryKey: lessonQueries.all() });
          notifySuccess(t('lesson.movedDone'));
          onDone();
        },
        onError: show,
      },
    );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('lesson.move')}>
      <Stack gap="sm">
        <FormError error={formError} />
        <LessonFields form={form} teachers={lesson.kind === 'class' ? choices : null} withTitle={false} />
        <FormButtons label={t('lesson.moveSave')} loading={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * "Edit materials" of a lesson (issue 19): add, change or remove its links and class materials. Only the
 * materials are sent; a bad link (`invalid_link`, `materials.N.url`) lands on its row.
 */
export function LessonMaterialsForm({ lesson, onDone }: { lesson: LessonDetail; onDone: () => void }) {
  const { t } = useTranslation('lessons');
  const queryClient = useQueryClient();
  const update = useMutation(lessonMutations.update(lesson.id));
  const form = useForm<{ materials: MaterialValue[] }>({
    initialValues: { materials: materialValuesOf(lesson.materials) },
    validate: { materials: materialRules({ required: t('form.required'), invalidLink: t('form.invalidLink') }) },
  });
  const { formError, showError } = useApiForm(form);
  const submit = (v: { materials: MaterialValue[] }) =>
    update.mutate(
      { materials: materialInputsOf(v.materials) },
      {
        onSuccess: (next) => {
          queryClient.setQueryData(lessonQueries.detail(lesson.id).queryKey, next);
          notifySuccess(t('lesson.materialsSaved'));
          onDone();
        },
        onError: (error) => void showError(error),
      },
    );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('lesson.editMaterials')}>
      <Stack gap="sm">
        <FormError error={formError} />
        <MaterialsField form={form} classId={lesson.kind === 'class' ? lesson.class_id : null} />
        <FormButtons label={t('lesson.materialsSave')} loading={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
