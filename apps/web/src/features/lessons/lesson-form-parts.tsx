import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** A lesson form's submit and cancel. */
export function FormButtons({ label, loading, onCancel }: { label: string; loading: boolean; onCancel: () => void }) {
  const { t } = useTranslation('lessons');
  return (
    <Group>
      <Button type="submit" loading={loading}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('form.cancel')}
      </Button>
    </Group>
  );
}

/** Where a lesson is held: the room and the online link (both optional). */
export function PlaceFields<V extends { room: string; online_url: string }>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation('lessons');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('form.room')} maxLength={200} {...form.getInputProps('room')} />
      <TextInput type="url" label={t('form.onlineUrl')} maxLength={2000} {...form.getInputProps('online_url')} />
    </SimpleGrid>
  );
}
