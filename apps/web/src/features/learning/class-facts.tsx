import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClassMethod, ClassSummary } from '@prepwell/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { localDateOf, teacherNames, timeRange } from './learning-values.ts';

/** Calendar dates (YYYY-MM-DD) in the UI language, without time-zone shifts. */
export const useClassDates = () => {
  const { i18n } = useTranslation();
  return (iso: string | null) => {
    const date = iso ? localDateOf(iso) : null;
    return date ? formatDate(date, i18n.language) : null;
  };
};

export function MethodBadge({ method }: { method: ClassMethod }) {
  const { t } = useTranslation('learning');
  return (
    <Badge variant="light" color={method === 'online' ? 'blue' : 'teal'} c={method === 'online' ? 'blue.9' : 'teal.9'}>
      {t(`method.${method}`)}
    </Badge>
  );
}

/** "12 Jan 2026 – 30 Mar 2026" (either end may be missing); null when neither is set. */
export function useDateRange() {
  const { t } = useTranslation('learning');
  const date = useClassDates();
  return (start: string | null, end: string | null): string | null => {
    const from = date(start);
    const to = date(end);
    if (from && to) return t('range', { from, to });
    if (from) return t('from', { date: from });
    if (to) return t('until', { date: to });
    return null;
  };
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** A class's when, how and who, as label/value pairs. */
export function ClassFacts({ summary, extra }: { summary: ClassSummary; extra?: ReactNode }) {
  const { t } = useTranslation('learning');
  const range = useDateRange();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <Fact label={t('facts.method')}>
        <Group component="span" gap={4}>
          <MethodBadge method={summary.method} />
        </Group>
      </Fact>
      <Fact label={t('facts.dates')}>{range(summary.start_date, summary.end_date) ?? t('facts.notSet')}</Fact>
      <Fact label={t('facts.time')}>{timeRange(summary.start_time, summary.end_time) ?? t('facts.notSet')}</Fact>
      <Fact label={t('facts.teachers', { count: summary.teachers.length })}>
        {teacherNames(summary.teachers) || t('facts.notSet')}
      </Fact>
      {extra}
    </SimpleGrid>
  );
}
