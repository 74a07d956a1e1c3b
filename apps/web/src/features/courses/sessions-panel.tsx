import { Badge, Button, Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CourseSessionView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { formatMoney } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { courseMutations, courseQueries } from './courses.api.ts';
import { sessionScheduleParts } from './session-schedule.ts';

interface SessionValues {
  title: string;
  city: string;
  fee: number | string;
  currency: string;
  need_pay_first: boolean;
  online: boolean;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  weekdays: string[];
  capacity: number | string;
  tags: string;
}

const EMPTY: SessionValues = {
  title: '',
  city: '',
  fee: 0,
  currency: 'USD',
  need_pay_first: false,
  online: false,
  start_date: '',
  end_date: '',
  start_time: '',
  end_time: '',
  weekdays: [],
  capacity: '',
  tags: '',
};

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function NewSessionForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courses');
  const client = useQueryClient();
  const create = useMutation(courseMutations.createSession(courseId));
  const form = useForm<SessionValues>({
    initialValues: EMPTY,
    validate: { title: (v) => (v.trim() ? null : t('form.required')) },
  });
  const { formError, showError } = useApiForm(form);
  const submit = form.onSubmit((v) =>
    create.mutate(
      {
        title: v.title.trim(),
        city: v.city.trim(),
        fee: Number(v.fee) || 0,
        currency: v.currency.trim().toUpperCase() || 'USD',
        need_pay_first: v.need_pay_first,
        online: v.online,
        start_date: v.start_date || null,
        end_date: v.end_date || null,
        start_time: v.start_time || null,
        end_time: v.end_time || null,
        weekdays: v.weekdays.map(Number),
        capacity: v.capacity === '' ? null : Number(v.capacity),
        tags: v.tags
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      },
      {
        onSuccess: () => {
          notifySuccess(t('sessions.created'));
          form.reset();
          void client.invalidateQueries({ queryKey: courseQueries.all() });
        },
        onError: (e) => void showError(e),
      },
    ),
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="session-new-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="h5" id="session-new-title">
            {t('sessions.new')}
          </Title>
          <FormError error={formError} />
          <Group grow align="flex-start">
            <TextInput
              label={t('sessions.title')}
              withAsterisk
              key={form.key('title')}
              {...form.getInputProps('title')}
            />
            <TextInput label={t('sessions.city')} key={form.key('city')} {...form.getInputProps('city')} />
          </Group>
          <Group grow align="flex-start">
            <NumberInput
              label={t('sessions.fee')}
              min={0}
              decimalScale={2}
              key={form.key('fee')}
              {...form.getInputProps('fee')}
            />
            <TextInput
              label={t('fields.currency')}
              maxLength={3}
              key={form.key('currency')}
              {...form.getInputProps('currency')}
            />
            <NumberInput
              label={t('sessions.capacity')}
              min={1}
              key={form.key('capacity')}
              {...form.getInputProps('capacity')}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('sessions.startDate')}
              key={form.key('start_date')}
              {...form.getInputProps('start_date')}
            />
            <TextInput
              type="date"
              label={t('sessions.endDate')}
              key={form.key('end_date')}
              {...form.getInputProps('end_date')}
            />
            <TextInput
              type="time"
              label={t('sessions.startTime')}
              key={form.key('start_time')}
              {...form.getInputProps('start_time')}
            />
            <TextInput
              type="time"
              label={t('sessions.endTime')}
              key={form.key('end_time')}
              {...form.getInputProps('end_time')}
            />
          </Group>
          <Checkbox.Group label={t('sessions.weekdays')} key={form.key('weekdays')} {...form.getInputProps('weekdays')}>
            <Group gap="sm" mt={4}>
              {WEEKDAYS.map((d) => (
                <Checkbox key={d} value={String(d)} label={t(`weekdays.${d}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <TextInput
            label={t('sessions.tags')}
            description={t('sessions.tagsHint')}
            key={form.key('tags')}
            {...form.getInputProps('tags')}
          />
          <Group>
            <Checkbox
              label={t('sessions.online')}
              key={form.key('online')}
              {...form.getInputProps('online', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('sessions.needPayFirst')}
              key={form.key('need_pay_first')}
              {...form.getInputProps('need_pay_first', { type: 'checkbox' })}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('sessions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PlaceForm({ session }: { session: CourseSessionView }) {
  const { t } = useTranslation('courses');
  const client = useQueryClient();
  const place = useMutation(courseMutations.place(session.id));
  const students = useQuery(courseQueries.sessionStudents(session.id));
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v: string) => (v.trim() ? null : t('form.required')) },
  });
  const { formError, showError } = useApiForm(form, { codeFields: { student_email_not_found: 'email' } });
  const submit = form.onSubmit((v) =>
    place.mutate(
      { emails: [v.email.trim()] },
      {
        onSuccess: (result) => {
          const status = result.data[0]?.status ?? 'seated';
          notifySuccess(t(`sessions.placed.${status}`));
          form.reset();
          void client.invalidateQueries({ queryKey: courseQueries.all() });
        },
        onError: (e) => void showError(e),
      },
    ),
  );
  return (
    <Stack gap="xs">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <FormError error={formError} />
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              type="email"
              label={t('sessions.placeEmail')}
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={place.isPending}>
              {t('sessions.place')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap={4} role="group" aria-label={t('sessions.students')}>
        {(students.data?.data ?? []).map((s) => (
          <Group key={s.user.id} gap="xs">
            <Text size="sm">
              {s.user.name} · {s.user.email}
            </Text>
            <Badge size="sm" variant="light" color={s.status === 'seated' ? 'green' : 'orange'}>
              {t(`seat.${s.status}`)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** The course's sessions (each with its class): create one, place students. */
export function SessionsPanel({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation('courses');
  const sessions = useQuery(courseQueries.sessions(courseId));
  return (
    <Stack gap="md" component="section" aria-labelledby="sessions-title">
      <Title order={2} fz="h4" id="sessions-title">
        {t('sessions.heading')}
      </Title>
      {(sessions.data?.data ?? []).map((s) => (
        <Paper withBorder p="md" radius="md" key={s.id}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{s.title}</Text>
              <Group gap="xs">
                {s.need_pay_first && (
                  <Badge color="orange" variant="light">
                    {t('sessions.needPayFirst')}
                  </Badge>
                )}
                <Badge variant="light" color={s.active ? 'green' : 'gray'}>
                  {s.active ? t('fields.active') : t('fields.inactive')}
                </Badge>
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {[
                ...sessionScheduleParts(s, t, i18n.language),
                formatMoney(Number(s.fee), s.currency, i18n.language),
                t('sessions.count', { count: s.student_count }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Text size="sm">
              <Link to={`/classes/${s.class_id}`}>{t('sessions.openClass')}</Link>
            </Text>
            <PlaceForm session={s} />
          </Stack>
        </Paper>
      ))}
      <NewSessionForm courseId={courseId} />
    </Stack>
  );
}
