import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ENROLLMENT_LIMITS,
  ENROLLMENT_PAYMENT_STATUSES,
  ENROLLMENT_STATUSES,
  isCompanyAdmin,
  isSuperAdmin,
  type EnrollmentPaymentStatus,
  type EnrollmentStatus,
  type EnrollmentUpdate,
  type EnrollmentView,
} from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyName } from '../../lib/format.ts';
import { Navigate, useParams } from 'react-router';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf } from '../../lib/notify.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { useSession } from '../session/use-session.ts';
import { enrollmentMutations, enrollmentQueries } from './enrollments.api.ts';
import { paymentColor } from './enrollment-list-screen.tsx';

/**
 * Errors of this page stay when the language changes (spec §5: the one exception), so they are kept here as
 * they came, not through useApiForm (which clears them).
 */
interface PageError {
  message: string;
  fields: Record<string, string>;
}
const pageErrorOf = (error: unknown): PageError => ({
  message: errorMessageOf(error),
  fields: Object.fromEntries(
    (isApiError(error) ? (error.fieldErrors ?? []) : []).map((f) => [f.path, f.message] as const),
  ),
});

interface FamilyValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  students: { first_name: string; last_name: string; email: string; school: string; graduation_year: string }[];
}
const familyOf = (e: EnrollmentView): FamilyValues => ({
  first_name: e.first_name,
  last_name: e.last_name,
  email: e.email,
  phone: e.phone,
  students: e.students.map((s) => ({
    first_name: s.first_name,
    last_name: s.last_name,
    email: s.email ?? '',
    school: s.school,
    graduation_year: s.graduation_year ? String(s.graduation_year) : '',
  })),
});

function FamilyEditor({ enrollment, onSaved }: { enrollment: EnrollmentView; onSaved: (e: EnrollmentView) => void }) {
  const { t } = useTranslation('enrollments');
  const form = useForm<FamilyValues>({ initialValues: familyOf(enrollment) });
  const [error, setError] = useState<PageError | null>(null);
  const save = useMutation(enrollmentMutations.update(enrollment.id));
  const submit = form.onSubmit((v) => {
    const body: EnrollmentUpdate = {
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      students: v.students.map((s, i) => ({
        first_name: s.first_name.trim(),
        last_name: s.last_name.trim(),
        email: s.email.trim() || null,
        school: s.school.trim(),
        graduation_year: /^\d{4}$/.test(s.graduation_year.trim()) ? Number(s.graduation_year.trim()) : null,
        test_scores: (enrollment.students[i]?.test_scores ?? []).map((x) => ({
          exam: x.exam,
          score: x.score,
          date: x.date,
        })),
      })),
    };
    save.mutate(body, {
      onSuccess: (updated) => {
        setError(null);
        onSaved(updated);
      },
      onError: (e) => {
        const pe = pageErrorOf(e);
        setError(pe);
        form.setErrors(pe.fields);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.firstName')} {...form.getInputProps('first_name')} />
          <TextInput label={t('form.lastName')} {...form.getInputProps('last_name')} />
          <TextInput label={t('form.email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('form.phone')} type="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        {form.getValues().students.map((_, i) => (
          <Card key={i} withBorder component="fieldset" aria-label={t('form.studentN', { n: i + 1 })}>
            <Text fw={600} mb="xs">
              {t('form.studentN', { n: i + 1 })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('form.firstName')} {...form.getInputProps(`students.${i}.first_name`)} />
              <TextInput label={t('form.lastName')} {...form.getInputProps(`students.${i}.last_name`)} />
              <TextInput label={t('form.studentEmail')} type="email" {...form.getInputProps(`students.${i}.email`)} />
              <TextInput label={t('form.school')} {...form.getInputProps(`students.${i}.school`)} />
              <TextInput
                label={t('form.graduationYear')}
                inputMode="numeric"
                {...form.getInputProps(`students.${i}.graduation_year`)}
              />
            </SimpleGrid>
          </Card>
        ))}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('detail.saveFamily')}
        </Button>
      </Stack>
    </form>
  );
}

function EnrollmentDetailView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('enrollments');
  const { dateTime } = useDateFormat();
  const client = useQueryClient();
  const detail = useQuery(enrollmentQueries.detail(id));
  const classes = useQuery(enrollmentQueries.classes());
  const update = useMutation(enrollmentMutations.update(id));
  const convert = useMutation(enrollmentMutations.convert(id));
  const [centre, setCentre] = useState<{ payment_status: string; status: string; notes: string } | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [invite, setInvite] = useState(true);
  const [error, setError] = useState<PageError | null>(null);
  const [editing, setEditing] = useState(false);

  // The detail is kept as the server last answered (no refetch: reading it again would mark it read again).
  const saved = (e: EnrollmentView) => {
    client.setQueryData(enrollmentQueries.detail(id).queryKey, e);
    void client.invalidateQueries({ queryKey: [...enrollmentQueries.all(), 'list'] });
  };
  const run = (p: Promise<EnrollmentView>) =>
    p.then(
      (e) => {
        setError(null);
        saved(e);
      },
      (e: unknown) => setError(pageErrorOf(e)),
    );

  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const e = detail.data;
  if (!e) return null;
  const values = centre ?? { payment_status: e.payment_status, status: e.status, notes: e.notes };
  const chosenClass = classId ?? e.accounts?.class_id ?? (e.classes.length === 1 ? (e.classes[0]?.id ?? null) : null);

  return (
    <PageWithBack
      size="lg"
      back="/educator/enrollments"
      backLabel={t('detail.back')}
      aside={
        <Group gap="xs">
          <Badge variant="light" color={e.read ? 'gray' : 'blue'} c="dark.7" tt="none">
            {e.read ? t('read.read') : t('read.unread')}
          </Badge>
          <Button
            variant="default"
            size="xs"
            loading={update.isPending && update.variables?.read !== undefined}
            onClick={() => void run(update.mutateAsync({ read: !e.read }))}
          >
            {e.read ? t('detail.markUnread') : t('detail.markRead')}
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        <Stack gap={4}>
          {/* What the family wrote (names, school, course, message) is shown as written. */}
          <Title order={1} data-i18n-exempt>
            {e.first_name} {e.last_name}
          </Title>
          <Text c="dimmed" size="sm">
            {t('detail.received', { date: dateTime(e.created_at) })} · {t(`role.${e.role}`)}
          </Text>
        </Stack>
        {error && (
          <Alert color="red" role="alert" title={t('detail.errorTitle')}>
            {error.message}
            {Object.entries(error.fields).map(([path, message]) => (
              <Text key={path} size="sm">
                {path}: {message}
              </Text>
            ))}
          </Alert>
        )}

        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('detail.family')}
          </Title>
          {editing ? (
            <FamilyEditor
              enrollment={e}
              onSaved={(updated) => {
                saved(updated);
                setEditing(false);
              }}
            />
          ) : (
            <Stack gap="xs">
              <Text>
                {e.email} · {e.phone}
              </Text>
              {e.parent && (
                <Text>
                  {t('detail.parent')}:{' '}
                  <span data-i18n-exempt>
                    {e.parent.first_name} {e.parent.last_name}
                  </span>{' '}
                  {e.parent.email ?? ''} {e.parent.phone ?? ''}
                </Text>
              )}
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('detail.student')}</Table.Th>
                    <Table.Th>{t('form.studentEmail')}</Table.Th>
                    <Table.Th>{t('form.school')}</Table.Th>
                    <Table.Th>{t('form.graduationYear')}</Table.Th>
                    <Table.Th>{t('form.testScores')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {e.students.map((s, i) => (
                    <Table.Tr key={i}>
                      <Table.Td data-i18n-exempt>
                        {s.first_name} {s.last_name}
                      </Table.Td>
                      <Table.Td>{s.email ?? '—'}</Table.Td>
                      <Table.Td data-i18n-exempt>{s.school || '—'}</Table.Td>
                      <Table.Td>{s.graduation_year ?? '—'}</Table.Td>
                      <Table.Td data-i18n-exempt>
                        {s.test_scores.map((x) => `${x.exam} ${x.score}`).join(', ') || '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Button variant="default" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => setEditing(true)}>
                {t('detail.editFamily')}
              </Button>
            </Stack>
          )}
        </Card>

        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('detail.choice')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Text>
              {t('form.type')}: {t(`type.${e.type}`)}
            </Text>
            <Text>
              {t('form.paymentWay')}: {t(`paymentWay.${e.payment_way}`)} (
              {formatCurrencyName(e.currency, i18n.language)})
            </Text>
            <Text>
              {t('form.classes')}: {e.classes.map((c) => c.name ?? '—').join(', ') || '—'}
            </Text>
            <Text>
              {t('form.courseText')}: <span data-i18n-exempt>{e.course_text || '—'}</span>
            </Text>
            <Text>
              {t('form.togetherWith')}: <span data-i18n-exempt>{e.together_with || '—'}</span>
            </Text>
            <Text>
              {t('form.referral')}: {e.referral_code ?? '—'}
              {e.referrer && ` (${t('detail.referrer', { name: e.referrer.name })})`}
            </Text>
          </SimpleGrid>
          {e.referral_deadline && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('detail.referralDeadline', { date: dateTime(e.referral_deadline) })}
            </Text>
          )}
          {e.message && (
            <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }} data-i18n-exempt>
              {e.message}
            </Text>
          )}
        </Card>

        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('detail.centre')}
          </Title>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('detail.paymentStatus')}
                allowDeselect={false}
                data={ENROLLMENT_PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatus.${s}`) }))}
                value={values.payment_status}
                onChange={(v) => setCentre({ ...values, payment_status: v ?? values.payment_status })}
              />
              <Select
                label={t('detail.status')}
                allowDeselect={false}
                data={ENROLLMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                value={values.status}
                onChange={(v) => setCentre({ ...values, status: v ?? values.status })}
              />
            </SimpleGrid>
            <Textarea
              label={t('detail.notes')}
              autosize
              minRows={3}
              maxLength={ENROLLMENT_LIMITS.notes}
              value={values.notes}
              error={error?.fields.notes}
              onChange={(ev) => setCentre({ ...values, notes: ev.currentTarget.value })}
            />
            <Group>
              <Badge variant="light" color={paymentColor(e.payment_status)} c="dark.7" tt="none">
                {t(`paymentStatus.${e.payment_status}`)}
              </Badge>
              <Button
                loading={update.isPending && update.variables?.notes !== undefined}
                onClick={() =>
                  void run(
                    update.mutateAsync({
                      payment_status: values.payment_status as EnrollmentPaymentStatus,
                      status: values.status as EnrollmentStatus,
                      notes: values.notes.trim(),
                    }),
                  ).then(() => setCentre(null))
                }
              >
                {t('detail.save')}
              </Button>
            </Group>
          </Stack>
        </Card>

        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('detail.convertTitle')}
          </Title>
          <Stack gap="sm">
            <Text size="sm">{t('detail.convertIntro')}</Text>
            <Group align="flex-end">
              <Select
                label={t('detail.convertClass')}
                clearable
                searchable
                data={(classes.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                value={chosenClass}
                onChange={setClassId}
                w={320}
              />
              <Checkbox
                label={t('detail.invite')}
                checked={invite}
                onChange={(ev) => setInvite(ev.currentTarget.checked)}
              />
              <Button
                loading={convert.isPending}
                onClick={() => void run(convert.mutateAsync({ class_id: chosenClass, invite }))}
              >
                {e.converted_at ? t('detail.convertAgain') : t('detail.convert')}
              </Button>
            </Group>
            {e.accounts && (
              <Stack gap="xs" role="status">
                <Text fw={600}>
                  {t('detail.convertedAt', { date: dateTime(e.converted_at ?? e.updated_at) })}
                  {e.accounts.class_name ? ` · ${t('detail.placedIn', { name: e.accounts.class_name })}` : ''}
                </Text>
                {e.accounts.referral_counted !== null && (
                  <Text size="sm">
                    {e.accounts.referral_counted ? t('detail.referralCounted') : t('detail.referralMissed')}
                  </Text>
                )}
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('detail.account')}</Table.Th>
                      <Table.Th>{t('form.email')}</Table.Th>
                      <Table.Th>{t('detail.made')}</Table.Th>
                      <Table.Th>{t('detail.invited')}</Table.Th>
                      <Table.Th>{t('detail.link')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {[
                      ...e.accounts.students.map((a) => ({ ...a, kind: t('detail.student') })),
                      ...(e.accounts.parent ? [{ ...e.accounts.parent, kind: t('detail.parent') }] : []),
                    ].map((a) => (
                      <Table.Tr key={a.user_id}>
                        <Table.Td>
                          {a.name} ({a.kind})
                        </Table.Td>
                        <Table.Td>{a.email}</Table.Td>
                        <Table.Td>{a.created ? t('detail.created') : t('detail.matched')}</Table.Td>
                        <Table.Td>{a.invited ? t('detail.yes') : t('detail.no')}</Table.Td>
                        <Table.Td>{t(`link.${a.link}`)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            )}
          </Stack>
        </Card>
      </Stack>
    </PageWithBack>
  );
}

/** One enrollment (issue 19): read on opening, the centre's fields, the family's edit and the conversion. */
export function EnrollmentDetailScreen() {
  const { user } = useSession();
  const { id = '' } = useParams();
  if (!user) return null;
  if (!isSuperAdmin(user) && !isCompanyAdmin(user)) return <Navigate to="/403" replace />;
  return <EnrollmentDetailView id={id} />;
}
