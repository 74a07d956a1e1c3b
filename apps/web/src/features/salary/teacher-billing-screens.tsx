import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  isCompanyAdmin,
  isSuperAdmin,
  PAYOUT_METHODS,
  type PayoutMethod,
  type TeacherBillingInput,
  type TeacherBillingView,
} from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ListTable } from '../../components/list-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { useSession } from '../session/use-session.ts';
import { salaryMutations, salaryQueries } from './salary.api.ts';
import { formatCents } from './salary-format.ts';

interface BillingValues {
  official_name: string;
  ssn: string;
  date_of_birth: string;
  payment_method: PayoutMethod | '';
  payment_details: string;
  mailing_address: string;
}

const valuesOf = (v: TeacherBillingView): BillingValues => ({
  official_name: v.official_name ?? '',
  ssn: '',
  date_of_birth: v.date_of_birth ?? '',
  payment_method: v.payment_method ?? '',
  payment_details: v.payment_details ?? '',
  mailing_address: v.mailing_address ?? '',
});

function BillingForm({ view }: { view: TeacherBillingView }) {
  const { t } = useTranslation('salary');
  const queryClient = useQueryClient();
  const form = useForm<BillingValues>({ initialValues: valuesOf(view) });
  const { formError, showError } = useApiForm(form);
  const save = useMutation({
    ...salaryMutations.saveOwnBilling(),
    onSuccess: (saved) => {
      queryClient.setQueryData(salaryQueries.ownBilling().queryKey, saved);
      form.setValues(valuesOf(saved));
      notifySuccess(t('billing.saved'));
    },
    onError: showError,
  });
  const submit = (v: BillingValues) => {
    const input: TeacherBillingInput = {
      official_name: v.official_name,
      date_of_birth: v.date_of_birth,
      payment_method: v.payment_method as PayoutMethod,
      payment_details: v.payment_details,
      mailing_address: v.mailing_address,
      ...(v.ssn.trim() ? { ssn: v.ssn.trim() } : {}),
    };
    save.mutate(input);
  };
  return (
    <form onSubmit={form.onSubmit(submit)} aria-label={t('billing.formLabel')}>
      <Stack gap="sm" maw={560}>
        <TextInput
          label={t('billing.officialName')}
          required
          autoComplete="name"
          {...form.getInputProps('official_name')}
        />
        <TextInput
          label={t('billing.ssn')}
          description={
            !view.ssn_masked
              ? t('billing.ssnHint')
              : view.ssn_complete
                ? t('billing.ssnOnFile', { masked: view.ssn_masked })
                : t('billing.ssnPartial', { masked: view.ssn_masked })
          }
          required={!view.ssn_complete}
          autoComplete="off"
          inputMode="numeric"
          {...form.getInputProps('ssn')}
        />
        <TextInput type="date" label={t('billing.dateOfBirth')} required {...form.getInputProps('date_of_birth')} />
        <Select
          label={t('billing.paymentMethod')}
          required
          data={PAYOUT_METHODS.map((m) => ({ value: m, label: t(`payout.${m}`) }))}
          {...form.getInputProps('payment_method')}
        />
        <TextInput
          label={t('billing.paymentDetails')}
          description={t('billing.paymentDetailsHint')}
          maxLength={300}
          {...form.getInputProps('payment_details')}
        />
        <Textarea
          label={t('billing.mailingAddress')}
          required
          autosize
          minRows={2}
          {...form.getInputProps('mailing_address')}
        />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('billing.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/educator/billing`: the teacher's own billing details (encrypted on the server; the SSN shown masked). */
export function OwnBillingScreen() {
  const { t, i18n } = useTranslation('salary');
  const own = useQuery(salaryQueries.ownBilling());
  return (
    <PageWithBack size="md" back="/educator/my-salary-bills" backLabel={t('billing.back')}>
      <PageTitle title={t('billing.title')} subtitle={t('billing.intro')} />
      {own.data?.hourly_rate_cents != null && (
        <Text>
          {t('billing.rate', { amount: formatCents(own.data.hourly_rate_cents, own.data.currency, i18n.language) })}
        </Text>
      )}
      {own.isError ? (
        <LoadError error={own.error} onRetry={() => void own.refetch()} />
      ) : own.data ? (
        <BillingForm view={own.data} />
      ) : null}
    </PageWithBack>
  );
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text data-i18n-exempt>{value ?? '—'}</Text>
    </Stack>
  );
}

function AdminBillingView({ teacherId }: { teacherId: string }) {
  const { t } = useTranslation('salary');
  const { dateTime } = useDateFormat();
  const queryClient = useQueryClient();
  const view = useQuery(salaryQueries.teacherBilling(teacherId));
  const [ssn, setSsn] = useState<string | null>(null);
  const reveal = useMutation({
    ...salaryMutations.revealSsn(teacherId),
    onSuccess: async (r) => {
      setSsn(r.ssn);
      await queryClient.invalidateQueries({ queryKey: salaryQueries.teacherBilling(teacherId).queryKey });
    },
  });
  if (view.isError) return <LoadError error={view.error} onRetry={() => void view.refetch()} />;
  const v = view.data;
  if (!v) return null;
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('adminBilling.title', { name: v.teacher.name ?? t('unnamed') })}
        subtitle={t('adminBilling.intro')}
      />
      {!v.on_file ? (
        <Alert color="gray">{t('adminBilling.none')}</Alert>
      ) : (
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field label={t('billing.officialName')} value={v.official_name} />
            <Stack gap={4}>
              <Field label={t('billing.ssn')} value={ssn ?? v.ssn_masked} />
              {ssn === null && v.ssn_complete && (
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    color="orange"
                    onClick={() => reveal.mutate()}
                    loading={reveal.isPending}
                  >
                    {t('adminBilling.reveal')}
                  </Button>
                </Group>
              )}
              <Text size="xs" c="dimmed">
                {v.ssn_complete ? t('adminBilling.revealNote') : t('adminBilling.ssnPartial')}
              </Text>
            </Stack>
            <Field label={t('billing.dateOfBirth')} value={v.date_of_birth} />
            <Field
              label={t('billing.paymentMethod')}
              value={v.payment_method ? t(`payout.${v.payment_method}`) : null}
            />
            <Field label={t('billing.paymentDetails')} value={v.payment_details} />
            <Field label={t('billing.mailingAddress')} value={v.mailing_address} />
            <Field label={t('adminBilling.updatedAt')} value={v.updated_at ? dateTime(v.updated_at) : null} />
          </SimpleGrid>
        </Card>
      )}
      <ListTable
        minWidth={480}
        label={t('adminBilling.log')}
        caption={t('adminBilling.log')}
        columns={2}
        isEmpty={v.reveals.length === 0}
        empty={t('adminBilling.noReveals')}
        head={
          <>
            <Table.Th>{t('adminBilling.revealedBy')}</Table.Th>
            <Table.Th>{t('adminBilling.revealedAt')}</Table.Th>
          </>
        }
      >
        {v.reveals.map((r, i) => (
          <Table.Tr key={`${r.at}-${i}`}>
            <Table.Td data-i18n-exempt>{r.by?.name ?? t('unnamed')}</Table.Td>
            <Table.Td>{dateTime(r.at)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}

/** `/educator/teachers/:id/billing` (admins): a teacher's billing details, masked, with the reveal and its log. */
export function TeacherBillingScreen() {
  const { t } = useTranslation('salary');
  const { id = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  if (!isSuperAdmin(user) && !isCompanyAdmin(user)) return <Navigate to="/403" replace />;
  return (
    <PageWithBack size="lg" back="/educator/salary-bills" backLabel={t('detail.back')}>
      <AdminBillingView teacherId={id} />
    </PageWithBack>
  );
}
