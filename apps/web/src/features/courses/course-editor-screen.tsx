import {
  Button,
  Checkbox,
  Container,
  FileButton,
  Group,
  Image,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COURSE_RESOURCE_KINDS,
  COURSE_STATES,
  COURSE_TYPES,
  type CourseDetail,
  type CourseResourceKind,
  type CourseState,
  type CourseType,
  type UserSummary,
} from '@prepwell/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddItemButton } from '../../components/add-item-button.tsx';
import { RemoveIconButton } from '../../components/remove-icon-button.tsx';
import { useNavigate, useParams } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadError, RowSkeletons } from '../../components/query-states.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { examQueries } from '../exams/exams.api.ts';
import { courseMutations, courseQueries } from './courses.api.ts';
import { SessionsPanel } from './sessions-panel.tsx';

interface ResourceValues {
  id: string;
  kind: CourseResourceKind;
  title: string;
  url: string;
  subtitle_url: string;
  upload_id: string;
  test_id: string;
}
interface ChapterValues {
  id: string;
  title: string;
  resources: ResourceValues[];
}
interface CourseValues {
  title: string;
  description: string;
  type: CourseType;
  price: number | string;
  currency: string;
  state: CourseState;
  active: boolean;
  expires_on: string;
  teacher_ids: string[];
  cover_upload_id: string;
  /** Where the chosen cover is shown (not sent). */
  cover_url: string;
  chapters: ChapterValues[];
}

const emptyResource = (): ResourceValues => ({
  id: '',
  kind: 'link',
  title: '',
  url: '',
  subtitle_url: '',
  upload_id: '',
  test_id: '',
});
const emptyChapter = (): ChapterValues => ({ id: '', title: '', resources: [emptyResource()] });

const valuesOf = (c: CourseDetail | undefined): CourseValues => ({
  title: c?.title ?? '',
  description: c?.description ?? '',
  type: c?.type ?? 'group',
  price: c?.price ?? 0,
  currency: c?.currency ?? 'USD',
  state: c?.stored_state ?? 'draft',
  active: c?.active ?? true,
  expires_on: c?.expires_at ? c.expires_at.slice(0, 10) : '',
  teacher_ids: (c?.teachers ?? []).map((p) => p.id),
  cover_upload_id: c?.cover_upload_id ?? '',
  cover_url: c?.cover_url ?? '',
  chapters: (c?.chapters ?? []).map((ch) => ({
    id: ch.id,
    title: ch.title,
    resources: ch.resources.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      url: r.url ?? '',
      subtitle_url: r.subtitle_upload_id ? '' : (r.subtitle_url ?? ''),
      upload_id: r.upload_id ?? '',
      test_id: r.test_id ?? '',
    })),
  })),
});

/** A teacher as the picker names them: their name (else username) and e-mail, so two of one name differ. */
const personLabel = (p: UserSummary) => {
  const name = p.name || [p.first_name, p.last_name].filter(Boolean).join(' ') || p.username;
  return name && p.email ? `${name} · ${p.email}` : name || p.email;
};

/** The request body of the form's values (ids kept, so students' progress stays). */
const bodyOf = (v: CourseValues) => ({
  title: v.title.trim(),
  description: v.description.trim(),
  type: v.type,
  price: Number(v.price) || 0,
  currency: v.currency.trim().toUpperCase() || 'USD',
  state: v.state,
  active: v.active,
  expires_at: v.expires_on ? new Date(`${v.expires_on}T23:59:59Z`).toISOString() : null,
  teacher_ids: v.teacher_ids,
  cover_upload_id: v.cover_upload_id || null,
  chapters: v.chapters.map((ch) => ({
    ...(ch.id ? { id: ch.id } : {}),
    title: ch.title.trim(),
    resources: ch.resources.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      kind: r.kind,
      title: r.title.trim(),
      url: r.kind === 'link' || r.kind === 'video_link' ? r.url.trim() : null,
      subtitle_url:
        (r.kind === 'video_link' || r.kind === 'video') && r.subtitle_url.trim() ? r.subtitle_url.trim() : null,
      upload_id: r.kind === 'video' || r.kind === 'file' ? r.upload_id || null : null,
      test_id: r.kind === 'practice' ? r.test_id || null : null,
    })),
  })),
});

function CourseForm({ course }: { course?: CourseDetail }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useMutation(courseMutations.create());
  const update = useMutation(courseMutations.update(course?.id ?? ''));
  const upload = useMutation(courseMutations.upload(course?.id ?? ''));
  const uploadCover = useMutation(courseMutations.uploadCover());
  const teachers = useQuery(courseQueries.teachers());
  const tests = useQuery(examQueries.tests('sat', { type: null, section: null, q: '', page: 1 }));
  const form = useForm<CourseValues>({
    initialValues: valuesOf(course),
    validate: {
      title: (v) => (v.trim() ? null : t('form.required')),
      chapters: {
        title: (v) => (v.trim() ? null : t('form.required')),
        resources: { title: (v) => (v.trim() ? null : t('form.required')) },
      },
    },
  });
  const { formError, showError } = useApiForm(form, { codeFields: { not_a_teacher: 'teacher_ids' } });
  const values = form.getValues();

  const submit = form.onSubmit((v) => {
    const body = bodyOf(v);
    const done = (saved: CourseDetail) => {
      notifySuccess(t('form.saved'));
      void client.invalidateQueries({ queryKey: courseQueries.all() });
      if (!course) void navigate(`/educator/courses/${saved.id}`);
      else form.setValues(valuesOf(saved));
    };
    if (course) update.mutate(body, { onSuccess: done, onError: (e) => void showError(e) });
    else create.mutate(body, { onSuccess: done, onError: (e) => void showError(e) });
  });

  const uploadTo = (path: string) => (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (saved) => form.setFieldValue(path, saved.upload_id),
      onError: (e) => void showError(e),
    });
  };

  const pickCover = (file: File | null) => {
    if (!file) return;
    form.clearFieldError('cover_upload_id');
    uploadCover.mutate(file, {
      onSuccess: (image) => {
        form.setFieldValue('cover_upload_id', image.id);
        form.setFieldValue('cover_url', image.url);
      },
      onError: (e) => void showError(e),
    });
  };
  const teacherOptions = (teachers.data ?? []).map((p) => ({ value: p.id, label: personLabel(p) }));

  const kindOptions = COURSE_RESOURCE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }));
  const testOptions = (tests.data?.data ?? []).map((x) => ({ value: x.id, label: x.title }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={formError} />
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <TextInput
              label={t('fields.title')}
              withAsterisk
              key={form.key('title')}
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t('fields.description')}
              autosize
              minRows={2}
              key={form.key('description')}
              {...form.getInputProps('description')}
            />
            <Group grow align="flex-start">
              <Select
                label={t('fields.type')}
                data={COURSE_TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))}
                allowDeselect={false}
                key={form.key('type')}
                {...form.getInputProps('type')}
              />
              <Select
                label={t('fields.state')}
                data={COURSE_STATES.map((x) => ({ value: x, label: t(`states.${x}`) }))}
                allowDeselect={false}
                key={form.key('state')}
                {...form.getInputProps('state')}
              />
            </Group>
            <Group grow align="flex-start">
              <NumberInput
                label={t('fields.price')}
                min={0}
                decimalScale={2}
                key={form.key('price')}
                {...form.getInputProps('price')}
              />
              <TextInput
                label={t('fields.currency')}
                maxLength={3}
                key={form.key('currency')}
                {...form.getInputProps('currency')}
              />
              <TextInput
                type="date"
                label={t('fields.expiresOn')}
                key={form.key('expires_on')}
                {...form.getInputProps('expires_on')}
              />
            </Group>
            <Checkbox
              label={t('fields.active')}
              key={form.key('active')}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
            <MultiSelect
              label={t('fields.teachers')}
              description={t('form.teachersHint')}
              placeholder={values.teacher_ids.length ? undefined : t('form.teachersPick')}
              data={teacherOptions}
              searchable
              clearable
              nothingFoundMessage={t('form.noTeachers')}
              key={form.key('teacher_ids')}
              {...form.getInputProps('teacher_ids')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="course-cover-label">
                {t('fields.cover')}
              </Text>
              <Group align="center" gap="md">
                {values.cover_url ? (
                  <Image
                    src={values.cover_url}
                    alt={t('form.coverAlt')}
                    w={160}
                    h={90}
                    fit="cover"
                    radius="sm"
                    data-testid="course-cover-preview"
                  />
                ) : (
                  <Text size="xs" c="gray.7">
                    {t('form.noCover')}
                  </Text>
                )}
                <FileButton onChange={pickCover} accept="image/png,image/jpeg,image/gif,image/webp">
                  {(props) => (
                    <Button
                      variant="default"
                      size="xs"
                      loading={uploadCover.isPending}
                      aria-describedby="course-cover-label"
                      {...props}
                    >
                      {values.cover_upload_id ? t('form.coverChange') : t('form.coverUpload')}
                    </Button>
                  )}
                </FileButton>
                {values.cover_upload_id && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => {
                      form.setFieldValue('cover_upload_id', '');
                      form.setFieldValue('cover_url', '');
                    }}
                  >
                    {t('form.coverRemove')}
                  </Button>
                )}
              </Group>
              <Text size="xs" c="gray.7">
                {t('form.coverHint')}
              </Text>
              {form.errors.cover_upload_id && (
                <Text size="xs" c="red.8" role="alert">
                  {form.errors.cover_upload_id}
                </Text>
              )}
            </Stack>
          </Stack>
        </Paper>

        <Title order={2} fz="h4">
          {t('form.chapters')}
        </Title>
        {values.chapters.map((chapter, c) => (
          <Paper
            withBorder
            p="md"
            radius="md"
            key={`ch-${c}`}
            component="section"
            aria-label={t('form.chapterN', { n: c + 1 })}
          >
            <Stack gap="sm">
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('form.chapterTitle', { n: c + 1 })}
                  withAsterisk
                  key={form.key(`chapters.${c}.title`)}
                  {...form.getInputProps(`chapters.${c}.title`)}
                />
                <RemoveIconButton
                  label={t('form.removeChapter', { n: c + 1 })}
                  onClick={() => form.removeListItem('chapters', c)}
                  iconSize={18}
                  size="lg"
                />
              </Group>
              {chapter.resources.map((r, i) => {
                const at = `chapters.${c}.resources.${i}`;
                return (
                  <Paper withBorder p="sm" radius="sm" key={`r-${c}-${i}`} bg="var(--mantine-color-gray-0)">
                    <Stack gap="xs">
                      <Group grow align="flex-start">
                        <Select
                          label={t('form.resourceKind')}
                          data={kindOptions}
                          allowDeselect={false}
                          key={form.key(`${at}.kind`)}
                          {...form.getInputProps(`${at}.kind`)}
                        />
                        <TextInput
                          label={t('form.resourceTitle')}
                          withAsterisk
                          key={form.key(`${at}.title`)}
                          {...form.getInputProps(`${at}.title`)}
                        />
                      </Group>
                      {(r.kind === 'link' || r.kind === 'video_link') && (
                        <TextInput
                          label={t('form.url')}
                          placeholder="https://"
                          withAsterisk
                          key={form.key(`${at}.url`)}
                          {...form.getInputProps(`${at}.url`)}
                        />
                      )}
                      {(r.kind === 'video' || r.kind === 'file') && (
                        <Group>
                          <FileButton onChange={uploadTo(`${at}.upload_id`)} disabled={!course}>
                            {(props) => (
                              <Button
                                variant="default"
                                size="xs"
                                loading={upload.isPending}
                                disabled={!course}
                                {...props}
                              >
                                {t('form.upload')}
                              </Button>
                            )}
                          </FileButton>
                          <Text size="xs" c="dimmed">
                            {!course
                              ? t('form.uploadAfterSave')
                              : r.upload_id
                                ? t('form.uploaded')
                                : t('form.uploadHint')}
                          </Text>
                        </Group>
                      )}
                      {(r.kind === 'video' || r.kind === 'video_link') && (
                        <TextInput
                          label={t('form.subtitles')}
                          description={t('form.subtitlesHint')}
                          placeholder="https://…/subtitles.vtt"
                          key={form.key(`${at}.subtitle_url`)}
                          {...form.getInputProps(`${at}.subtitle_url`)}
                        />
                      )}
                      {r.kind === 'practice' && (
                        <Select
                          label={t('form.practiceTest')}
                          data={testOptions}
                          searchable
                          withAsterisk
                          key={form.key(`${at}.test_id`)}
                          {...form.getInputProps(`${at}.test_id`)}
                        />
                      )}
                      <Group justify="flex-end">
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          onClick={() => form.removeListItem(`chapters.${c}.resources`, i)}
                        >
                          {t('form.removeResource')}
                        </Button>
                      </Group>
                    </Stack>
                  </Paper>
                );
              })}
              <Group>
                <AddItemButton
                  variant="light"
                  label={t('form.addResource')}
                  onClick={() => form.insertListItem(`chapters.${c}.resources`, emptyResource())}
                />
              </Group>
            </Stack>
          </Paper>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('chapters', emptyChapter())}
          >
            {t('form.addChapter')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/educator/courses/new`: a new course. */
export function CourseCreateScreen() {
  const { t } = useTranslation('courses');
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('form.newTitle')} subtitle={t('form.intro')} />
        <CourseForm />
      </Stack>
    </Container>
  );
}

/** `/educator/courses/:id`: edit a course and manage its sessions. */
export function CourseEditScreen() {
  const { t } = useTranslation('courses');
  const { id = '' } = useParams();
  const course = useQuery(courseQueries.detail(id));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageTitle title={course.data?.title ?? t('form.editTitle')} subtitle={t('form.intro')} />
        {course.isPending ? (
          <RowSkeletons />
        ) : course.isError ? (
          <LoadError error={course.error} onRetry={() => void course.refetch()} />
        ) : (
          <>
            <CourseForm course={course.data} key={course.data.updated_at} />
            <SessionsPanel courseId={course.data.id} />
          </>
        )}
      </Stack>
    </Container>
  );
}
