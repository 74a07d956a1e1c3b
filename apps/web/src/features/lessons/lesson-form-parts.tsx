import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { classQueries } from '../classes/classes.api.ts';
import { MAX_MATERIALS, newMaterial, type MaterialValue } from './lesson-materials.ts';

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

/**
 * A lesson's materials (issue 19): each a title with a link, or one of the class's materials (a class
 * lesson only); add, change, remove, at most 20. Links are checked as the server checks them.
 */
export function MaterialsField<V extends { materials: MaterialValue[] }>({
  form,
  classId,
}: {
  form: UseFormReturnType<V>;
  /** The lesson's class: its materials can be chosen. Null for a private lesson (links only). */
  classId: string | null;
}) {
  const { t } = useTranslation('lessons');
  const ofClass = useQuery({ ...classQueries.materials(classId ?? ''), enabled: !!classId, retry: false });
  const classMaterials = ofClass.data ?? [];
  // Mantine's form is typed by V; the list lives under `materials` in every form that uses this field.
  const f = form as unknown as UseFormReturnType<{ materials: MaterialValue[] }>;
  const rows = f.getValues().materials;
  return (
    <Stack gap="xs" role="group" aria-label={t('form.materials')}>
      <Text size="sm" fw={500}>
        {t('form.materials')}
      </Text>
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          <Paper key={row.key} withBorder p="xs" radius="sm">
            <SimpleGrid cols={{ base: 1, sm: classMaterials.length > 0 ? 3 : 2 }}>
              {classMaterials.length > 0 && (
                <NativeSelect
                  label={t('form.materialSource', { n })}
                  data={[
                    { value: '', label: t('form.materialLinkSource') },
                    ...classMaterials.map((m) => ({ value: m.id, label: m.title })),
                  ]}
                  {...f.getInputProps(`materials.${i}.material_id`)}
                  onChange={(event) => {
                    const id = event.currentTarget.value;
                    f.setFieldValue(`materials.${i}.material_id`, id);
                    const chosen = classMaterials.find((m) => m.id === id);
                    if (chosen && !f.getValues().materials[i]?.title.trim())
                      f.setFieldValue(`materials.${i}.title`, chosen.title);
                    f.clearFieldError(`materials.${i}.url`);
                  }}
                />
              )}
              <TextInput
                label={t('form.materialTitle', { n })}
                withAsterisk
                maxLength={200}
                {...f.getInputProps(`materials.${i}.title`)}
              />
              {!row.material_id && (
                <TextInput
                  type="url"
                  label={t('form.materialUrl', { n })}
                  placeholder="https://"
                  withAsterisk
                  maxLength={2000}
                  {...f.getInputProps(`materials.${i}.url`)}
                />
              )}
            </SimpleGrid>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              mt="xs"
              onClick={() => f.removeListItem('materials', i)}
            >
              {t('form.materialRemove', { n })}
            </Button>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          disabled={rows.length >= MAX_MATERIALS}
          onClick={() => f.insertListItem('materials', newMaterial())}
        >
          {t('form.materialAdd')}
        </Button>
      </Group>
    </Stack>
  );
}
