import { Card, Container, Group, Loader, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  TEST_LAYOUTS,
  TEST_VERSION_CHOICES,
  type TestLayout,
  type TestSettingsUpdate,
  type TestVersionChoice,
} from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { testSettingsMutations, testSettingsQueries } from './test-settings.api.ts';

// The runner's own checks (the same ones offered before a TOEFL test), loaded when this page shows them.
const SoundCheck = lazy(() => import('../../runner/toefl/sound-check.tsx').then((m) => ({ default: m.SoundCheck })));
const MicCheck = lazy(() => import('../../runner/toefl/mic-check.tsx').then((m) => ({ default: m.MicCheck })));

function ChoiceCards<T extends string>({
  name,
  label,
  hint,
  values,
  value,
  disabled,
  onChange,
  text,
}: {
  name: string;
  label: string;
  hint: string;
  values: readonly T[];
  value: T;
  disabled: boolean;
  onChange: (next: T) => void;
  text: (value: T) => { name: string; hint: string };
}) {
  return (
    <Radio.Group name={name} label={label} description={hint} value={value} onChange={(v) => onChange(v as T)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        {values.map((v) => (
          <Radio.Card key={v} value={v} p="md" radius="md" disabled={disabled}>
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{text(v).name}</Text>
                <Text size="sm" c="dimmed">
                  {text(v).hint}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The spec's test settings screen: the version the test lists show (new digital or old paper, where a
 * kind has both), the runner layout (comfortable or strict), and the system check for sound and the
 * microphone, which only tests with listening or speaking (TOEFL) need. Saved to the account.
 */
export function TestSettingsScreen() {
  const { t } = useTranslation('testSettings');
  const client = useQueryClient();
  const settings = useQuery(testSettingsQueries.mine());
  const update = useMutation(testSettingsMutations.update(client));
  const save = (input: TestSettingsUpdate) => update.mutate(input, { onSuccess: () => notifySuccess(t('saved')) });
  const current = settings.data;
  const busy = update.isPending || settings.isPlaceholderData;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <PageTitle title={t('title')} subtitle={t('subtitle')} />
          {busy && settings.isFetching ? <Loader size="sm" aria-label={t('loading')} /> : null}
        </Group>
        {settings.isError ? <LoadError error={settings.error} onRetry={() => void settings.refetch()} /> : null}
        {current ? (
          <>
            <Section title={t('version.title')}>
              <ChoiceCards<TestVersionChoice>
                name="test-version"
                label={t('version.label')}
                hint={t('version.hint')}
                values={TEST_VERSION_CHOICES}
                value={current.version}
                disabled={busy}
                onChange={(version) => save({ version })}
                text={(v) => ({ name: t(`version.${v}.name`), hint: t(`version.${v}.hint`) })}
              />
            </Section>
            <Section title={t('layout.title')}>
              <ChoiceCards<TestLayout>
                name="test-layout"
                label={t('layout.label')}
                hint={t('layout.hint')}
                values={TEST_LAYOUTS}
                value={current.layout}
                disabled={busy}
                onChange={(layout) => save({ layout })}
                text={(v) => ({ name: t(`layout.${v}.name`), hint: t(`layout.${v}.hint`) })}
              />
            </Section>
          </>
        ) : null}
        <Section title={t('check.title')}>
          <Text size="sm" c="dimmed">
            {t('check.hint')}
          </Text>
          <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap="xs">
                <Title order={3} fz="h5">
                  {t('check.sound')}
                </Title>
                <SoundCheck />
              </Stack>
              <Stack gap="xs">
                <Title order={3} fz="h5">
                  {t('check.microphone')}
                </Title>
                <MicCheck />
              </Stack>
            </SimpleGrid>
          </Suspense>
        </Section>
      </Stack>
    </Container>
  );
}
