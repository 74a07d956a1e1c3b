import { Group, List, Text } from '@mantine/core';
import type { AvailabilityView } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { WEEK_ORDER } from './time-values.ts';

/** A teacher's weekly hours, day by day, with their time zone. */
export function HoursList({ availability }: { availability: AvailabilityView }) {
  const { t } = useTranslation('privateLessons');
  if (availability.slots.length === 0) return <Text c="dimmed">{t('hours.none')}</Text>;
  const days = WEEK_ORDER.map((day) => ({
    day,
    slots: availability.slots.filter((s) => s.weekday === day),
  })).filter((d) => d.slots.length > 0);
  return (
    <div>
      <List size="sm" spacing={2}>
        {days.map(({ day, slots }) => (
          <List.Item key={day}>
            <Group gap="xs">
              <Text span fw={500} size="sm">
                {t(`weekday.${day}`)}
              </Text>
              <Text span size="sm">
                {slots.map((s) => `${s.start_time}–${s.end_time}`).join(', ')}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={4}>
        {t('hours.zone')} <span data-i18n-exempt="">{availability.time_zone}</span>
      </Text>
    </div>
  );
}
