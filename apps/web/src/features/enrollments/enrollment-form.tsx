import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ENROLLMENT_CURRENCIES,
  ENROLLMENT_LIMITS,
  ENROLLMENT_PAYMENT_WAYS,
  ENROLLMENT_ROLES,
  ENROLLMENT_TYPES,
  type EnrollmentRequest,
} from '@prepwell/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyName } from '../../lib/format.ts';
import { useNavigate } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { currentLang } from '../../lib/current-lang.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { authQueries } from '../auth/auth.api.ts';
import { CaptchaField } from '../auth/captcha-field.tsx';
import { useSession } from '../session/use-session.ts';
import { enrollmentMutations, enrollmentQueries } from './enrollments.api.ts';
import {
  emptyStudent,
  initialEnrollmentValues,
  isValidEmail,
  stepOfPath,
  toRequest,
  validateStep,
  type EnrollmentValues,
} from './enrollment-values.ts';

const LAST_STEP = 2;

/**
 * The tenant's public enrollment form (issue 19), in three steps: who fills it and how to reach them; the
 * students; the course or class, type, payment and the rest, with the captcha. Each step is checked before
 * the next; text is trimmed; an e-mail is checked when its field loses focus; errors clear when the
 * language changes (useApiForm). The server's field errors bring the form back to their step.
 */
export function EnrollmentForm() {
  const { t, i18n } = useTranslation('enrollments');
  const { tenant } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const provider = tenant.captcha.provider;
  const [step, setStep] = useState(0);
  const [recaptchaToken, setRecaptchaToken] = useState('');
  const [resetSignal, setResetSignal] = useState(0);
  const form = useForm<EnrollmentValues>({ initialValues: initialEnrollmentValues() });
  const { formError, showError } = useApiForm(form, { codeFields: { captcha_invalid: 'captcha' } });
  const classes = useQuery(enrollmentQueries.classes());
  const send = useMutation(enrollmentMutations.submit());
  const values = form.getValues();

  const checkStep = (upTo: number) => {
    const errors = validateStep(t, form.getValues(), upTo, provider === 'builtin');
    form.setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first !== undefined) setStep(Math.min(stepOfPath(first), upTo));
    return first === undefined;
  };
  const next = () => {
    if (checkStep(step)) setStep((s) => Math.min(s + 1, LAST_STEP));
  };
  const emailBlur = (path: string) => () => {
    const value = path
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], form.getValues()) as string;
    if (value.trim() && !isValidEmail(value)) form.setFieldError(path, t('validation.email'));
    else form.clearFieldError(path);
  };

  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '');
    setResetSignal((n) => n + 1);
    if (provider === 'builtin') void client.refetchQueries({ queryKey: authQueries.captcha().queryKey });
  };

  const submit = () => {
    if (!checkStep(LAST_STEP)) return;
    const v = form.getValues();
    const request: EnrollmentRequest = { ...toRequest(v), lang: currentLang() };
    if (provider === 'builtin') {
      request.captcha_key = client.getQueryData(authQueries.captcha().queryKey)?.key ?? '';
      request.captcha = v.captcha.trim();
    }
    if (provider === 'recaptcha') {
      if (!recaptchaToken) return form.setFieldError('captcha', t('validation.captcha'));
      request['g-recaptcha-response'] = recaptchaToken;
    }
    send.mutate(request, {
      onSuccess: () => void navigate('/enroll/success', { state: { email: request.email } }),
      onError: (error) => {
        showError(error);
        refreshCaptcha();
        const path = isApiError(error) ? error.fieldErrors?.[0]?.path : undefined;
        if (path !== undefined) setStep(stepOfPath(path));
      },
    });
  };

  const input = (path: string) => form.getInputProps(path);
  const options = (list: readonly string[], prefix: string) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}` as never) }));

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('form.title', { name: tenant.name })}</Title>
        <Text>{t('form.intro')}</Text>
        <FormError error={formError} />
        <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} allowNextStepsSelect={false}>
          <Stepper.Step label={t('form.step1')} description={t('form.step1Hint')}>
            <Stack gap="md" mt="md">
              <Stack gap={4}>
                <Text size="sm" fw={500} id="enroll-role-label">
                  {t('form.role')}
                </Text>
                <SegmentedControl
                  aria-labelledby="enroll-role-label"
                  data={options(ENROLLMENT_ROLES, 'role')}
                  {...input('role')}
                  style={{ alignSelf: 'flex-start' }}
                />
              </Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('form.firstName')} required autoComplete="given-name" {...input('first_name')} />
                <TextInput label={t('form.lastName')} required autoComplete="family-name" {...input('last_name')} />
                <TextInput
                  label={t('form.email')}
                  type="email"
                  required
                  autoComplete="email"
                  {...input('email')}
                  onBlur={emailBlur('email')}
                />
                <TextInput
                  label={t('form.phone')}
                  description={t('form.phoneHint')}
                  type="tel"
                  required
                  autoComplete="tel"
                  {...input('phone')}
                />
              </SimpleGrid>
              <Checkbox label={t('form.hasParent')} {...form.getInputProps('has_parent', { type: 'checkbox' })} />
              {values.has_parent && (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={t('form.parentFirstName')} required {...input('parent.first_name')} />
                  <TextInput label={t('form.parentLastName')} required {...input('parent.last_name')} />
                  <TextInput
                    label={t('form.parentEmail')}
                    type="email"
                    {...input('parent.email')}
                    onBlur={emailBlur('parent.email')}
                  />
                  <TextInput label={t('form.parentPhone')} type="tel" {...input('parent.phone')} />
                </SimpleGrid>
              )}
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={t('form.step2')} description={t('form.step2Hint')}>
            <Stack gap="md" mt="md">
              {values.students.map((student, i) => (
                <Card key={i} withBorder component="fieldset" aria-label={t('form.studentN', { n: i + 1 })}>
                  <Group justify="space-between" mb="xs">
                    <Text fw={600}>{t('form.studentN', { n: i + 1 })}</Text>
                    {values.students.length > 1 && (
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => form.removeListItem('students', i)}
                      >
                        {t('form.removeStudent')}
                      </Button>
                    )}
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput label={t('form.firstName')} required {...input(`students.${i}.first_name`)} />
                    <TextInput label={t('form.lastName')} required {...input(`students.${i}.last_name`)} />
                    <TextInput
                      label={t('form.studentEmail')}
                      description={t('form.studentEmailHint')}
                      type="email"
                      {...input(`students.${i}.email`)}
                      onBlur={emailBlur(`students.${i}.email`)}
                    />
                    <TextInput label={t('form.school')} {...input(`students.${i}.school`)} />
                    <TextInput
                      label={t('form.graduationYear')}
                      inputMode="numeric"
                      maxLength={4}
                      {...input(`students.${i}.graduation_year`)}
                    />
                  </SimpleGrid>
                  <Stack gap="xs" mt="sm">
                    <Text size="sm" fw={500}>
                      {t('form.testScores')}
                    </Text>
                    {student.test_scores.map((_, j) => (
                      <Group key={j} align="flex-end" wrap="nowrap">
                        <TextInput
                          label={t('form.exam')}
                          placeholder="SAT"
                          {...input(`students.${i}.test_scores.${j}.exam`)}
                          style={{ flex: 1 }}
                        />
                        <TextInput
                          label={t('form.score')}
                          {...input(`students.${i}.test_scores.${j}.score`)}
                          style={{ flex: 1 }}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={t('form.removeScore')}
                          onClick={() => form.removeListItem(`students.${i}.test_scores`, j)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    ))}
                    {student.test_scores.length < ENROLLMENT_LIMITS.testScores && (
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        leftSection={<IconPlus size={14} />}
                        style={{ alignSelf: 'flex-start' }}
                        onClick={() => form.insertListItem(`students.${i}.test_scores`, { exam: '', score: '' })}
                      >
                        {t('form.addScore')}
                      </Button>
                    )}
                  </Stack>
                </Card>
              ))}
              {values.students.length < ENROLLMENT_LIMITS.students && (
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} />}
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => form.insertListItem('students', emptyStudent())}
                >
                  {t('form.addStudent')}
                </Button>
              )}
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={t('form.step3')} description={t('form.step3Hint')}>
            <Stack gap="md" mt="md">
              <MultiSelect
                label={t('form.classes')}
                description={t('form.classesHint')}
                data={(classes.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                searchable
                clearable
                {...input('class_ids')}
              />
              <TextInput
                label={t('form.courseText')}
                maxLength={ENROLLMENT_LIMITS.courseText}
                {...input('course_text')}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label={t('form.type')}
                  data={options(ENROLLMENT_TYPES, 'type')}
                  allowDeselect={false}
                  {...input('type')}
                />
                <Select
                  label={t('form.paymentWay')}
                  data={options(ENROLLMENT_PAYMENT_WAYS, 'paymentWay')}
                  allowDeselect={false}
                  {...input('payment_way')}
                />
                <Select
                  label={t('form.currency')}
                  data={ENROLLMENT_CURRENCIES.map((c) => ({ value: c, label: formatCurrencyName(c, i18n.language) }))}
                  allowDeselect={false}
                  {...input('currency')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('form.referral')}
                  description={t('form.referralHint')}
                  {...input('referral_code')}
                />
                <TextInput
                  label={t('form.togetherWith')}
                  maxLength={ENROLLMENT_LIMITS.togetherWith}
                  {...input('together_with')}
                />
              </SimpleGrid>
              <Textarea
                label={t('form.message')}
                autosize
                minRows={3}
                maxLength={ENROLLMENT_LIMITS.message}
                {...input('message')}
              />
              <CaptchaField
                config={tenant.captcha}
                inputProps={form.getInputProps('captcha')}
                onRecaptcha={setRecaptchaToken}
                resetSignal={resetSignal}
              />
            </Stack>
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between">
          <Button variant="default" disabled={step === 0} onClick={() => setStep((s) => Math.max(0, s - 1))}>
            {t('form.back')}
          </Button>
          {step < LAST_STEP ? (
            <Button onClick={next}>{t('form.next')}</Button>
          ) : (
            <Button onClick={submit} loading={send.isPending}>
              {t('form.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
